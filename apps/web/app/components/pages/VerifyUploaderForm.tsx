import {
  isApiError,
  UPLOADER_NAME_MAX,
  type UploaderApplication,
  type UploaderApplicationInput,
} from '@site/api';
import { Button, Checkbox, FormBanner, FormTextField, useModalForm } from '@site/ui';
import { useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import type { SiteMessageKey } from '../../messages';
import { ImageFileField, useImageFile } from './ImageFileField';
import * as styles from './pages.css';
import '../../messages/use-pages';

interface VerifyValues {
  legal_name: string;
  birth_date: string;
}

/** The fields the form checks itself; loaded by the first check. Both may be blank in a draft. */
const verifySchema = () =>
  import('@site/api/contract').then(({ uploaderDraftFieldsSchema }) => uploaderDraftFieldsSchema);

const BANNERS: Record<string, SiteMessageKey> = {
  already_submitted: 'verify.error.already_submitted',
  already_verified: 'verify.error.already_verified',
};

export interface VerifyUploaderFormProps {
  application: UploaderApplication;
  /** Saves the draft (act save) or sends it (act submit); resolves with the application as stored. */
  send: (intent: 'save' | 'submit', input: UploaderApplicationInput) => Promise<UploaderApplication>;
  /** The application as stored after a save or a submit. */
  onSaved: (application: UploaderApplication) => void;
}

/**
 * The uploader's application (#31): legal name, date of birth, a picture of the identity document, a
 * selfie holding it, the content-provider terms accepted. "Save draft" keeps what is filled in; "Send for
 * review" sends the whole of it, and the server names what is missing (each under its field).
 */
export function VerifyUploaderForm({ application, send, onSaved }: VerifyUploaderFormProps) {
  const { t } = useT();
  const document = useImageFile();
  const selfie = useImageFile();
  const intent = useRef<'save' | 'submit'>('save');
  const termsAccepted = application.terms_version === application.current_terms_version;
  const [accept, setAccept] = useState(termsAccepted);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const form = useModalForm<VerifyValues, VerifyValues>({
    schema: verifySchema,
    defaultValues: { legal_name: application.legal_name ?? '', birth_date: application.birth_date ?? '' },
    onSubmit: async (values) => {
      setSaved(false);
      setTermsError(null);
      document.setError(null);
      selfie.setError(null);
      try {
        const stored = await send(intent.current, {
          ...(values.legal_name ? { legal_name: values.legal_name } : {}),
          ...(values.birth_date ? { birth_date: values.birth_date } : {}),
          ...(accept && !termsAccepted ? { accept_terms: application.current_terms_version } : {}),
          ...(document.file ? { id_document: document.file } : {}),
          ...(selfie.file ? { selfie: selfie.file } : {}),
        } as UploaderApplicationInput);
        document.clear();
        selfie.clear();
        setSaved(intent.current === 'save');
        onSaved(stored);
      } catch (error) {
        if (!isApiError(error)) throw error;
        for (const problem of error.errors) {
          const picture =
            problem.field === 'id_document' ? document : problem.field === 'selfie' ? selfie : null;
          if (picture) {
            if (problem.code === 'required') picture.setError(t('verify.pictureRequired'));
            else picture.serverError(problem.code);
          }
          if (problem.field === 'accept_terms') setTermsError(t('verify.termsRequired'));
        }
        const banner = BANNERS[error.code];
        const tooYoung = error.errors.some((e) => e.code === 'too_young');
        const errors = error.errors.map((e) => (e.code === 'too_young' ? { ...e, code: 'invalid' } : e));
        if (banner) throw { code: error.code, message: t(banner), errors };
        if (tooYoung) throw { code: error.code, message: t('verify.tooYoung'), errors };
        throw error.code === 'invalid_params'
          ? { code: error.code, message: t('verify.incomplete'), errors }
          : error;
      }
    },
  });

  const kept = (has: 0 | 1) => (has ? ` ${t('verify.pictureKept')}` : '');

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.submit}
      aria-busy={form.pending || undefined}
      aria-label={t('verify.formTitle')}
    >
      <div className={styles.page}>
        {form.banner && <FormBanner ref={form.bannerRef}>{form.banner}</FormBanner>}
        {saved && !form.banner && <FormBanner tone="success">{t('verify.saved')}</FormBanner>}
        <FormTextField
          control={form.control}
          name="legal_name"
          label={t('verify.legalName')}
          description={t('verify.legalNameHint')}
          autoComplete="name"
          maxLength={UPLOADER_NAME_MAX}
          required
        />
        <FormTextField
          control={form.control}
          name="birth_date"
          label={t('verify.birthDate')}
          placeholder="YYYY-MM-DD"
          inputMode="numeric"
          description={t('verify.birthDateHint')}
          autoComplete="bday"
          required
        />
        <ImageFileField
          state={document}
          label={t('verify.idDocument')}
          hint={`${t('verify.idDocumentHint', { size: document.size })}${kept(application.id_document)}`}
          required
        />
        <ImageFileField
          state={selfie}
          label={t('verify.selfie')}
          hint={`${t('verify.selfieHint', { size: selfie.size })}${kept(application.selfie)}`}
          required
        />
        <section aria-labelledby="verify-terms">
          <h2 id="verify-terms" className={styles.subheading}>
            {t('verify.termsTitle', { version: application.current_terms_version })}
          </h2>
          <ul>
            <li>{t('verify.terms1')}</li>
            <li>{t('verify.terms2')}</li>
            <li>{t('verify.terms3')}</li>
            <li>{t('verify.terms4')}</li>
          </ul>
          <Checkbox
            label={t('verify.acceptTerms', { version: application.current_terms_version })}
            checked={accept}
            disabled={termsAccepted}
            onCheckedChange={(checked) => setAccept(checked === true)}
            error={termsError ?? undefined}
            required
          />
        </section>
        <div className={styles.actions}>
          <Button
            type="submit"
            variant="secondary"
            loading={form.pending && intent.current === 'save'}
            onClick={() => {
              intent.current = 'save';
            }}
          >
            {t('verify.saveDraft')}
          </Button>
          <Button
            type="submit"
            loading={form.pending && intent.current === 'submit'}
            onClick={() => {
              intent.current = 'submit';
            }}
          >
            {t('verify.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
