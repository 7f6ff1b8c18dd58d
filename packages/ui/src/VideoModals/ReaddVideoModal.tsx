import { TEXT_LIMITS } from '@site/api';
import { videoReaddInputSchema } from '@site/api/contract';
import { FormTextField } from '../Form/FormFields';
import { FormModal, type ModalOpenProps } from '../Form/FormModal';
import { useModalForm } from '../Form/useModalForm';
import { dialogsEn } from '../i18n/messages/dialogs';
import { useMessages } from '../i18n/UiProvider';
import * as styles from './VideoModals.css';

const readdSchema = videoReaddInputSchema.pick({ days: true });

export interface ReaddValues {
  days: number;
}

export interface ReaddVideoModalProps extends ModalOpenProps {
  videoTitle: string;
  /** Re-adds it (video_edit act 4 with days). Resolve on success (the app reloads); reject with the API's error. */
  onSubmit: (values: ReaddValues) => Promise<unknown> | unknown;
  /** The days offered first (§5: default 7). */
  defaultDays?: number;
}

/** Re-add an own upload for a number of days (§5: numeric, default 7; the contract allows 1–365). */
export function ReaddVideoModal({
  videoTitle,
  onSubmit,
  defaultDays = TEXT_LIMITS.readdDaysDefault,
  ...open
}: ReaddVideoModalProps) {
  const { t } = useMessages(dialogsEn);
  const form = useModalForm<{ days: string }, ReaddValues>({
    messages: dialogsEn,
    schema: readdSchema,
    defaultValues: { days: String(defaultDays) },
    onSubmit,
  });
  return (
    <FormModal
      {...open}
      title={t('readdVideo.title')}
      form={form}
      submitLabel={t('readdVideo.submit')}
      cancelLabel={t('form.cancel')}
    >
      <p className={styles.body}>{t('readdVideo.body', { title: videoTitle })}</p>
      <FormTextField
        control={form.control}
        name="days"
        label={t('readdVideo.days')}
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={3}
        // Numeric (§5): only digits are taken.
        onInput={(event) => {
          const input = event.currentTarget;
          const digits = input.value.replace(/\D/g, '');
          if (digits !== input.value) input.value = digits;
        }}
        required
      />
    </FormModal>
  );
}
