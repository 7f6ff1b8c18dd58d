import { REPORT_SUBJECTS, type ReportSubject, TEXT_LIMITS, UPLOAD_LIMITS } from '@site/api';
import { reportInputSchema } from '@site/api/contract';
import { type ReactNode, useRef, useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { CaptchaSlot } from '../AuthModals/shared';
import { FormSelect, FormTextArea, FormTextField } from '../Form/FormFields';
import { FormModal, type ModalOpenProps } from '../Form/FormModal';
import { useModalForm } from '../Form/useModalForm';
import { IconButton } from '../IconButton/IconButton';
import { dialogsEn } from '../i18n/messages/dialogs';
import { useMessages } from '../i18n/UiProvider';
import { CloseIcon } from '../icons/CloseIcon';
import { Field, useField } from '../TextField/Field';
import { imageFileError } from './imageFile';
import * as styles from './ReportModal.css';
import { REPORT_SUBJECT_KEYS } from './reportSubjects';

export { REPORT_SUBJECT_KEYS } from './reportSubjects';

/** The report form's values (§3 support report form); the app adds the captcha token and `ref`. */
export interface ReportValues {
  subject: ReportSubject;
  email: string;
  message: string;
  file?: File | undefined;
}

interface ReportFormValues {
  subject: string;
  email: string;
  message: string;
  file?: File | undefined;
}

const reportSchema = reportInputSchema.pick({ subject: true, email: true, message: true, file: true });

export interface ReportModalProps extends ModalOpenProps {
  /** Sends the report (report.php, multipart). Reject with the API's error (§8 contact form codes). */
  onSubmit: (values: ReportValues) => Promise<unknown> | unknown;
  /** Preselects a subject, e.g. "Report Inappropriate Content" from a video's menu. */
  defaultSubject?: ReportSubject;
  /** Prefills the e-mail (a member's). */
  defaultEmail?: string;
  /** The video being reported: the title becomes "Report a video" with it as the description. */
  videoTitle?: string;
  /** The captcha provider's widget. */
  captcha?: ReactNode;
  /** The largest image accepted, in bytes (default `UPLOAD_LIMITS.imageMaxBytes`, 5 MB). */
  maxImageBytes?: number;
}

/**
 * Report / contact support (§5): a subject of the four values, a required e-mail, a required message
 * that stops at 1000 characters, an optional image (other types and too-large files are rejected when
 * chosen), the captcha; pending, success (confirmation) and error (§4 contact form).
 */
export function ReportModal({
  onSubmit,
  defaultSubject,
  defaultEmail = '',
  videoTitle,
  captcha,
  maxImageBytes = UPLOAD_LIMITS.imageMaxBytes,
  ...open
}: ReportModalProps) {
  const { t } = useMessages(dialogsEn);
  const form = useModalForm<ReportFormValues, ReportValues>({
    messages: dialogsEn,
    schema: reportSchema,
    defaultValues: { subject: defaultSubject ?? '', email: defaultEmail, message: '', file: undefined },
    onSubmit,
    prefixes: REPORT_PREFIXES,
  });
  const options = REPORT_SUBJECTS.map((value) => ({ value, label: t(REPORT_SUBJECT_KEYS[value]) }));
  return (
    <FormModal
      {...open}
      title={videoTitle ? t('report.titleVideo') : t('report.title')}
      description={videoTitle}
      form={form}
      submitLabel={t('report.submit')}
      cancelLabel={t('form.cancel')}
      success={t('report.success')}
    >
      <FormSelect
        control={form.control}
        name="subject"
        label={t('report.subject')}
        placeholder={t('report.subjectPlaceholder')}
        options={options}
        required
      />
      <FormTextField
        control={form.control}
        name="email"
        type="email"
        label={t('report.email')}
        autoComplete="email"
        required
      />
      <FormTextArea
        control={form.control}
        name="message"
        label={t('report.message')}
        maxLength={TEXT_LIMITS.contactMessageMax}
        rows={5}
        required
      />
      <ImageField control={form.control} maxBytes={maxImageBytes} />
      <CaptchaSlot label={t('report.captcha')}>{captcha}</CaptchaSlot>
    </FormModal>
  );
}

const REPORT_PREFIXES = ['report'] as const;

/** The optional image: a native file input limited to images; a rejected file is not kept. */
function ImageField({ control, maxBytes }: { control: Control<ReportFormValues>; maxBytes: number }) {
  const { t } = useMessages(dialogsEn);
  const { field, fieldState } = useController({ control, name: 'file' });
  const [rejected, setRejected] = useState<'form.error.fileType' | 'form.error.fileSize' | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const size = Math.round((maxBytes / 1024 ** 2) * 10) / 10;
  const error = rejected ? t(rejected, { size }) : fieldState.error?.message;
  const { field: parts, describe } = useField({
    label: t('report.file'),
    description: t('report.fileHint', { size }),
    error,
  });
  const file = field.value as File | undefined;
  return (
    <Field {...parts}>
      <div className={styles.fileRow}>
        <input
          {...describe()}
          ref={(element) => {
            input.current = element;
            field.ref(element);
          }}
          type="file"
          accept="image/*"
          className={styles.fileInput}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (!chosen) return;
            const problem = imageFileError(chosen, maxBytes);
            setRejected(problem);
            if (problem) {
              event.target.value = '';
              field.onChange(undefined);
            } else field.onChange(chosen);
          }}
        />
        {file && (
          <>
            <span className={styles.fileName}>{t('report.fileChosen', { name: file.name })}</span>
            <IconButton
              label={t('report.fileRemove')}
              size="sm"
              variant="ghost"
              onClick={() => {
                if (input.current) input.current.value = '';
                field.onChange(undefined);
                input.current?.focus();
              }}
            >
              <CloseIcon />
            </IconButton>
          </>
        )}
      </div>
    </Field>
  );
}
