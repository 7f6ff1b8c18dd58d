import { APPEAL_STATEMENT_MAX, type AppealInput, isApiError } from '@site/api';
import { Button, FormBanner, FormTextArea, FormTextField, useModalForm } from '@site/ui';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import type { SiteMessageKey } from '../../messages';
import { ImageFileField, useImageFile } from './ImageFileField';
import * as styles from './pages.css';
import type { SupportCaptcha } from './SupportForm';
import '../../messages/use-pages';

interface AppealValues {
  video: string;
  name: string;
  email: string;
  statement: string;
}

/** The fields the form checks itself; loaded by the first check, so the page's first load has no schema. */
const appealSchema = () =>
  import('@site/api/contract').then(({ appealInputSchema }) =>
    appealInputSchema
      .pick({ name: true, email: true, statement: true })
      .extend({ video: appealInputSchema.shape.name }),
  );

/** The video of a number, or of the address of its page (`…/videos/<id>/…`); 0 when neither (the server says so). */
function videoIdOf(text: string): number {
  const match = /\/videos\/(\d{1,10})(?:\/|$)/.exec(text) ?? /^\s*(\d{1,10})\s*$/.exec(text);
  return match ? Number(match[1]) : 0;
}

/** The §8 codes of this form that say more than the shared messages, as banners. */
const BANNERS: Record<string, SiteMessageKey> = {
  video_not_found: 'appeal.error.video_not_found',
  already_sent: 'appeal.error.already_sent',
  bot_detected: 'appeal.error.bot_detected',
  too_many_attempts: 'appeal.error.too_many_attempts',
};

export interface AppealFormProps {
  /** Sends the appeal (POST /api/removal_appeal.php, multipart); rejects with the API's error. */
  send: (input: AppealInput) => Promise<{ hidden: 0 | 1 }>;
  captcha: SupportCaptcha;
  onEngage?: () => void;
  /** The video the visitor came from (`?video=`). */
  defaultVideo?: string;
}

/**
 * The removal appeal (#31): the video (its number or address, filled in from the video page), the
 * appellant's name and e-mail, their statement, a required picture proving who they are (only images, up
 * to the limit: checked when chosen, and by content on the server), the captcha. The server's field errors
 * go to their fields, the picture's under it, the form's own codes to the banner (§8).
 */
export function AppealForm({ send, captcha, onEngage, defaultVideo = '' }: AppealFormProps) {
  const { t } = useT();
  const picture = useImageFile();
  const { file } = picture;
  const [hidden, setHidden] = useState(false);

  const form = useModalForm<AppealValues, AppealValues>({
    schema: appealSchema,
    defaultValues: { video: defaultVideo, name: '', email: '', statement: '' },
    fieldNames: { video_id: 'video' },
    onSubmit: async (values) => {
      picture.setError(null);
      if (!file) {
        picture.setError(t('appeal.proofRequired'));
        picture.input.current?.focus();
        throw { code: 'invalid_params', message: t('appeal.proofRequired') };
      }
      const token = await captcha.token();
      if (!token) throw { code: 'bot_detected', message: t('appeal.error.bot_detected') };
      try {
        const answer = await send({
          video_id: videoIdOf(values.video),
          name: values.name,
          email: values.email,
          statement: values.statement,
          captcha: token,
          file,
        });
        setHidden(answer.hidden === 1);
      } catch (error) {
        if (!isApiError(error)) throw error;
        const problem = error.errors.find((e) => e.field === 'file');
        if (problem) {
          picture.serverError(problem.code);
        }
        const banner = BANNERS[error.code];
        throw banner ? { code: error.code, message: t(banner), errors: error.errors } : error;
      }
    },
  });

  if (form.status === 'success') {
    return <FormBanner tone="success">{t(hidden ? 'appeal.successHidden' : 'appeal.success')}</FormBanner>;
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.submit}
      onFocusCapture={onEngage}
      aria-busy={form.pending || undefined}
      aria-label={t('appeal.title')}
    >
      <div className={styles.page}>
        {form.banner && <FormBanner ref={form.bannerRef}>{form.banner}</FormBanner>}
        <FormTextField
          control={form.control}
          name="video"
          label={t('appeal.video')}
          description={t('appeal.videoHint')}
          required
        />
        <FormTextField
          control={form.control}
          name="name"
          label={t('appeal.name')}
          description={t('appeal.nameHint')}
          autoComplete="name"
          required
        />
        <FormTextField
          control={form.control}
          name="email"
          type="email"
          label={t('appeal.email')}
          description={t('appeal.emailHint')}
          autoComplete="email"
          required
        />
        <FormTextArea
          control={form.control}
          name="statement"
          label={t('appeal.statement')}
          description={t('appeal.statementHint')}
          maxLength={APPEAL_STATEMENT_MAX}
          rows={6}
          required
        />
        <ImageFileField
          state={picture}
          label={t('appeal.proof')}
          hint={t('appeal.proofHint', { size: picture.size })}
          required
        />
        {/* biome-ignore lint/a11y/useSemanticElements: a group around the captcha's status, not a fieldset of inputs */}
        <div role="group" aria-label={t('appeal.captcha')}>
          {captcha.widget}
        </div>
        <div className={styles.actions}>
          <Button type="submit" loading={form.pending}>
            {t('appeal.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
