import { type ConsentRecord, type ConsentSaveInput, isApiError, UPLOADER_NAME_MAX } from '@site/api';
import { Button, FormBanner, FormTextField, useModalForm } from '@site/ui';
import { useId } from 'react';
import { useT } from '../../lib/i18n';
import type { SiteMessageKey } from '../../messages';
import { ImageFileField, useImageFile } from './ImageFileField';
import * as styles from './pages.css';
import '../../messages/use-pages';

interface ConsentValues {
  legal_name: string;
  birth_date: string;
  recorded_on: string;
}

/** The fields the form checks itself; loaded by the first check. Each may be blank in a draft. */
const consentSchema = () =>
  import('@site/api/contract').then(({ consentDraftFieldsSchema }) => consentDraftFieldsSchema);

const BANNERS: Record<string, SiteMessageKey> = {
  already_complete: 'consent.error.already_complete',
  not_found: 'consent.error.not_found',
};

export interface ConsentRecordFormProps {
  /** The draft to go on with; undefined: a new record. */
  record?: ConsentRecord;
  /** Saves what is filled in (act consent_save); resolves with the record as stored. */
  send: (input: ConsentSaveInput) => Promise<ConsentRecord>;
  /** The record as stored after a save. */
  onSaved: (record: ConsentRecord) => void;
  onCancel: () => void;
}

/**
 * A consent record of a person shown in the uploader's videos (#31 item 2): the performer's legal name, date
 * of birth, the date of the recording, a picture of the identity document and one of the signed release.
 * "Save" keeps what is filled in: the record is a draft until every part is there, then complete for good.
 */
export function ConsentRecordForm({ record, send, onSaved, onCancel }: ConsentRecordFormProps) {
  const { t } = useT();
  const headingId = useId();
  const document = useImageFile();
  const release = useImageFile();

  const form = useModalForm<ConsentValues, ConsentValues>({
    schema: consentSchema,
    defaultValues: {
      legal_name: record?.legal_name ?? '',
      birth_date: record?.birth_date ?? '',
      recorded_on: record?.recorded_on ?? '',
    },
    onSubmit: async (values) => {
      document.setError(null);
      release.setError(null);
      try {
        const stored = await send({
          ...(record ? { record_id: record.record_id } : {}),
          ...(values.legal_name ? { legal_name: values.legal_name } : {}),
          ...(values.birth_date ? { birth_date: values.birth_date } : {}),
          ...(values.recorded_on ? { recorded_on: values.recorded_on } : {}),
          ...(document.file ? { id_document: document.file } : {}),
          ...(release.file ? { release: release.file } : {}),
        } as ConsentSaveInput);
        document.clear();
        release.clear();
        onSaved(stored);
      } catch (error) {
        if (!isApiError(error)) throw error;
        for (const problem of error.errors) {
          const picture =
            problem.field === 'id_document' ? document : problem.field === 'release' ? release : null;
          picture?.serverError(problem.code);
        }
        const picture = error.code === 'invalid_file_type' || error.code === 'file_too_large';
        const banner = BANNERS[error.code];
        const tooYoung = error.errors.some((e) => e.code === 'too_young');
        const errors = error.errors.map((e) => (e.code === 'too_young' ? { ...e, code: 'invalid' } : e));
        if (banner) throw { code: error.code, message: t(banner), errors };
        if (tooYoung) throw { code: error.code, message: t('consent.tooYoung'), errors };
        if (picture) throw { code: error.code, message: t('consent.pictureRefused'), errors };
        throw error.code === 'invalid_params'
          ? { code: error.code, message: t('consent.invalid'), errors }
          : error;
      }
    },
  });

  const kept = (has: 0 | 1 | undefined) => (has ? ` ${t('consent.pictureKept')}` : '');

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.submit}
      aria-busy={form.pending || undefined}
      aria-labelledby={headingId}
    >
      <div className={styles.page}>
        <h2 id={headingId} className={styles.subheading}>
          {record ? t('consent.form.continue') : t('consent.form.new')}
        </h2>
        {form.banner && <FormBanner ref={form.bannerRef}>{form.banner}</FormBanner>}
        <FormTextField
          control={form.control}
          name="legal_name"
          label={t('consent.legalName')}
          description={t('consent.legalNameHint')}
          autoComplete="off"
          maxLength={UPLOADER_NAME_MAX}
          required
        />
        <FormTextField
          control={form.control}
          name="birth_date"
          label={t('consent.birthDate')}
          placeholder="YYYY-MM-DD"
          inputMode="numeric"
          description={t('consent.birthDateHint')}
          autoComplete="off"
          required
        />
        <FormTextField
          control={form.control}
          name="recorded_on"
          label={t('consent.recordedOn')}
          placeholder="YYYY-MM-DD"
          inputMode="numeric"
          description={t('consent.recordedOnHint')}
          autoComplete="off"
          required
        />
        <ImageFileField
          state={document}
          label={t('consent.idDocument')}
          hint={`${t('consent.idDocumentHint', { size: document.size })}${kept(record?.id_document)}`}
          required
        />
        <ImageFileField
          state={release}
          label={t('consent.release')}
          hint={`${t('consent.releaseHint', { size: release.size })}${kept(record?.release)}`}
          required
        />
        <div className={styles.actions}>
          <Button type="submit" loading={form.pending}>
            {t('consent.save')}
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('consent.cancel')}
          </Button>
        </div>
      </div>
    </form>
  );
}
