import { TEXT_LIMITS } from '@site/api';
import { sendMessageInputSchema } from '@site/api/contract';
import { FormTextArea } from '../Form/FormFields';
import { FormModal, type ModalOpenProps } from '../Form/FormModal';
import { useModalForm } from '../Form/useModalForm';
import { dialogsEn } from '../i18n/messages/dialogs';
import { useMessages } from '../i18n/UiProvider';

export interface MessageValues {
  /** The message, trimmed; never empty, at most 200 characters (§5). */
  msg: string;
}

const messageSchema = sendMessageInputSchema.pick({ msg: true });

export interface MessageModalProps extends ModalOpenProps {
  /** The member's name, in the title. */
  recipientName: string;
  /** Sends it (messages.php with the member's user_id). Reject with the API's error (forbidden words…). */
  onSubmit: (values: MessageValues) => Promise<unknown> | unknown;
}

/** Send a message to a member (§5): up to 200 characters, typing stops there; an empty message is not sent. */
export function MessageModal({ recipientName, onSubmit, ...open }: MessageModalProps) {
  const { t } = useMessages(dialogsEn);
  const form = useModalForm<MessageValues>({
    messages: dialogsEn,
    schema: messageSchema,
    defaultValues: { msg: '' },
    onSubmit,
    prefixes: MESSAGE_PREFIXES,
    fieldNames: MESSAGE_FIELDS,
  });
  return (
    <FormModal
      {...open}
      title={t('sendMessage.title', { name: recipientName })}
      form={form}
      submitLabel={t('sendMessage.submit')}
      cancelLabel={t('form.cancel')}
      success={t('sendMessage.success')}
    >
      <FormTextArea
        control={form.control}
        name="msg"
        label={t('sendMessage.message')}
        maxLength={TEXT_LIMITS.messageModal}
        required
      />
    </FormModal>
  );
}

const MESSAGE_PREFIXES = ['sendMessage'] as const;
const MESSAGE_FIELDS = { message: 'msg' } as const;
