import type { ApiClient, ReportTarget } from '@site/api';
import { lazy, Suspense, useState } from 'react';

// The report modal (and its form's schema) loads when it first opens (MemberModals.ts), not with the page;
// this file is all a page with a Report button (the video page's comments) takes at first.
const MemberReportModal = lazy(() =>
  import('./MemberModals').then((m) => ({ default: m.MemberReportModal })),
);

export interface ReportSubject {
  target: ReportTarget;
  id: number;
  memberName: string;
  excerpt?: string | null;
}

/**
 * The report modal of a member, a comment or a message, loaded when first opened; `subject` null: closed.
 * The report goes to the moderators' console (member_report.php).
 */
export function ReportModal({
  api,
  subject,
  onClose,
}: {
  api: ApiClient;
  subject: ReportSubject | null;
  onClose: () => void;
}) {
  const [used, setUsed] = useState(false);
  if (subject && !used) setUsed(true);
  const [last, setLast] = useState<ReportSubject | null>(null);
  if (subject && subject !== last) setLast(subject);
  const shown = subject ?? last;
  if (!used || !shown) return null;
  return (
    <Suspense fallback={null}>
      <MemberReportModal
        open={subject !== null}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        target={shown.target}
        memberName={shown.memberName}
        excerpt={shown.excerpt ?? null}
        onSubmit={({ reason }) => api.reports.member({ target: shown.target, object_id: shown.id, reason })}
      />
    </Suspense>
  );
}
