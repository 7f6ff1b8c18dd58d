import { REPORT_REASON_MAX, type ReportTarget } from '@site/api';
import { memberReportInputSchema } from '@site/api/contract';
import { FormTextArea } from '../Form/FormFields';
import { FormModal, type ModalOpenProps } from '../Form/FormModal';
import { useModalForm } from '../Form/useModalForm';
import { dialogsEn } from '../i18n/messages/dialogs';
import { useMessages } from '../i18n/UiProvider';
import * as styles from './MemberReportModal.css';

export interface MemberReportValues {
  /** Why it is reported, trimmed; never empty, at most REPORT_REASON_MAX characters. */
  reason: string;
}

/** The reason's rule, the contract's. */
const reasonSchema = memberReportInputSchema.pick({ reason: true });

export interface MemberReportModalProps extends ModalOpenProps {
  /** What is reported: a member, one of their comments or a message of theirs. */
  target: ReportTarget;
  /** The member it is about (the member reported, or the author). */
  memberName: string;
  /** The comment's or message's text, shown as it is reported. */
  excerpt?: string | null;
  /** Sends it (member_report.php). Reject with the API's error (`self_report`, `already_reported`…). */
  onSubmit: (values: MemberReportValues) => Promise<unknown> | unknown;
}

/**
 * Report a member, a comment or a message to the moderators (#32 item 5): the thing reported (its text for a
 * comment or message) and the reason, up to 1000 characters; an empty reason is not sent.
 */
export function MemberReportModal({
  target,
  memberName,
  excerpt,
  onSubmit,
  ...open
}: MemberReportModalProps) {
  const { t } = useMessages(dialogsEn);
  const form = useModalForm<MemberReportValues>({
    messages: dialogsEn,
    schema: reasonSchema,
    defaultValues: { reason: '' },
    onSubmit,
    prefixes: REPORT_PREFIXES,
  });
  return (
    <FormModal
      {...open}
      title={t(`memberReport.title.${target}`, { name: memberName })}
      form={form}
      submitLabel={t('memberReport.submit')}
      cancelLabel={t('form.cancel')}
      success={t('memberReport.success')}
    >
      {excerpt ? (
        <blockquote className={styles.excerpt} aria-label={t('memberReport.excerpt')}>
          {excerpt}
        </blockquote>
      ) : null}
      <FormTextArea
        control={form.control}
        name="reason"
        label={t('memberReport.reason')}
        maxLength={REPORT_REASON_MAX}
        required
      />
    </FormModal>
  );
}

const REPORT_PREFIXES = ['memberReport'] as const;
