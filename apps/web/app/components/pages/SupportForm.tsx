import { isApiError, REPORT_SUBJECTS, type ReportInput, TEXT_LIMITS } from '@site/api';
import {
  Button,
  dialogsEn,
  FormBanner,
  FormSelect,
  FormTextArea,
  FormTextField,
  REPORT_SUBJECT_KEYS,
  useMessages,
  useModalForm,
} from '@site/ui';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { ImageFileField, useImageFile } from './ImageFileField';
import * as styles from './pages.css';
import '../../messages/use-pages';

interface SupportValues {
  subject: string;
  email: string;
  message: string;
}

/**
 * The fields the form checks itself (§5); the image, captcha and page come beside them. Loaded by the
 * first check, so the information page's first load has no schema (#28).
 */
const supportSchema = () =>
  import('@site/api/contract').then(({ reportInputSchema }) =>
    reportInputSchema.pick({ subject: true, email: true, message: true }),
  );
const PREFIXES = ['report'] as const;

export interface SupportCaptcha {
  /** The captcha's status line. */
  widget: ReactNode;
  /** A token for one call (`useCaptcha(...).token`). */
  token: () => Promise<string | undefined>;
}

export interface SupportFormProps {
  /** Sends the report (POST /api/report.php, multipart); rejects with the API's error. */
  send: (input: ReportInput) => Promise<unknown>;
  captcha: SupportCaptcha;
  /** Called when the visitor first focuses the form (the page starts the captcha then). */
  onEngage?: () => void;
  /** The page the visitor came from, sent as `ref`. */
  referrer?: string;
  defaultEmail?: string;
}

/**
 * The contact-support form of the information page (§2, §5): a subject of the four values, a required
 * e-mail, a required message that stops at 1000 characters, an optional image (only images, up to the
 * limit), the captcha. Pending, success (a confirmation and a way to write again) and error (§4):
 * the server's field errors go to their fields, the image's too, anything else to the banner (§8).
 */
export function SupportForm({ send, captcha, onEngage, referrer, defaultEmail = '' }: SupportFormProps) {
  const { t } = useT();
  // The report modal's texts (@site/ui's, in the page's language): the form is the modal's on a page.
  const report = useMessages(dialogsEn).t;
  const picture = useImageFile();
  const { file } = picture;

  const form = useModalForm<
    SupportValues,
    { subject: ReportInput['subject']; email: string; message: string }
  >({
    schema: supportSchema,
    defaultValues: { subject: '', email: defaultEmail, message: '' },
    prefixes: PREFIXES,
    messages: dialogsEn,
    onSubmit: async (values) => {
      picture.setError(null);
      const token = await captcha.token();
      if (!token) throw { code: 'bot_detected' };
      try {
        await send({
          ...values,
          captcha: token,
          ...(file ? { file } : {}),
          ...(referrer ? { ref: referrer.slice(0, 2000) } : {}),
        });
      } catch (error) {
        // The image's own errors (§8 contact form: invalid file type, too large) go under the image.
        const problem = isApiError(error) ? error.errors.find((e) => e.field === 'file') : undefined;
        if (problem) picture.serverError(problem.code);
        throw error;
      }
    },
  });

  const restart = () => {
    form.reset();
    picture.clear();
  };

  if (form.status === 'success') {
    return (
      <div className={styles.form}>
        <FormBanner tone="success">{report('report.success')}</FormBanner>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={restart}>
            {t('pages.support.another')}
          </Button>
        </div>
      </div>
    );
  }

  const options = REPORT_SUBJECTS.map((value) => ({ value, label: t(REPORT_SUBJECT_KEYS[value]) }));
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.submit}
      onFocusCapture={onEngage}
      aria-busy={form.pending || undefined}
      aria-label={report('report.title')}
    >
      <div className={styles.page}>
        {form.banner && <FormBanner ref={form.bannerRef}>{form.banner}</FormBanner>}
        <FormSelect
          control={form.control}
          name="subject"
          label={report('report.subject')}
          placeholder={report('report.subjectPlaceholder')}
          options={options}
          required
        />
        <FormTextField
          control={form.control}
          name="email"
          type="email"
          label={report('report.email')}
          autoComplete="email"
          required
        />
        <FormTextArea
          control={form.control}
          name="message"
          label={report('report.message')}
          maxLength={TEXT_LIMITS.contactMessageMax}
          rows={6}
          required
        />
        <ImageFileField
          state={picture}
          label={report('report.file')}
          hint={report('report.fileHint', { size: picture.size })}
        >
          {file && (
            <p>
              {report('report.fileChosen', { name: file.name })}{' '}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  picture.clear();
                  picture.input.current?.focus();
                }}
              >
                {report('report.fileRemove')}
              </Button>
            </p>
          )}
        </ImageFileField>
        {/* biome-ignore lint/a11y/useSemanticElements: a group around the captcha's status, not a fieldset of inputs */}
        <div role="group" aria-label={report('report.captcha')}>
          {captcha.widget}
        </div>
        <div className={styles.actions}>
          <Button type="submit" loading={form.pending}>
            {report('report.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
