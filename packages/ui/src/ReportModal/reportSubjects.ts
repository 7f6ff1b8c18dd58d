import type { ReportSubject } from '@site/api';
import type { MessageKey } from '../i18n/en';

/**
 * The four subjects of §5 and their message keys (the values are sent as they are). In a module of its
 * own, without the report form's zod schema, so the moderation console's reports table names a report's
 * subject as the form does without bundling the form.
 */
export const REPORT_SUBJECT_KEYS: Record<ReportSubject, MessageKey> = {
  'DMCA / Copyright Infringement': 'report.subject.dmca',
  'Technical Problems': 'report.subject.technical',
  'Report Inappropriate Content': 'report.subject.inappropriate',
  'Support Request': 'report.subject.support',
};
