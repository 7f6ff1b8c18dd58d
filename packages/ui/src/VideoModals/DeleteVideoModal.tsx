import { videoEditInputSchema } from '@site/api/contract';
import { FormModal, type ModalOpenProps } from '../Form/FormModal';
import { useModalForm } from '../Form/useModalForm';
import { dialogsEn } from '../i18n/messages/dialogs';
import { useMessages } from '../i18n/UiProvider';
import * as styles from './VideoModals.css';

const confirmSchema = videoEditInputSchema.omit({ video_id: true });

export interface DeleteVideoModalProps extends ModalOpenProps {
  videoTitle: string;
  /** Deletes it (video_edit act 2). Resolve on success (the app reloads, §4); reject with the API's error. */
  onConfirm: () => Promise<unknown> | unknown;
}

/** The owner's "delete uploaded video" confirmation (status_id 6 owners, §6). */
export function DeleteVideoModal({ videoTitle, onConfirm, ...open }: DeleteVideoModalProps) {
  const { t } = useMessages(dialogsEn);
  const form = useModalForm<Record<string, never>>({
    messages: dialogsEn,
    schema: confirmSchema,
    defaultValues: {},
    onSubmit: () => onConfirm(),
  });
  return (
    <FormModal
      {...open}
      title={t('deleteVideo.title')}
      form={form}
      submitLabel={t('deleteVideo.submit')}
      cancelLabel={t('form.cancel')}
    >
      <p className={styles.body}>{t('deleteVideo.body', { title: videoTitle })}</p>
    </FormModal>
  );
}
