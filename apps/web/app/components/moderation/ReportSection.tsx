import { type ApiClient, ENDPOINTS, type ReportStatusName } from '@site/api';
import { moderationQueries } from '@site/api/query';
import { ReportDetail, type ReportMessageKind } from '@site/ui/moderation';
import { useQuery } from '@tanstack/react-query';
import { browserApi } from '../../lib/api';
import { memberHref, moderationUrl, videoHref } from '../../lib/urls';
import { ALL_CONSOLE, actError, useConsoleAct } from './acts';
import { useConsoleViewer } from './ConsolePage';
import { loadState } from './lists';
import '../../messages/use-moderation';

/** A video's page by its id (the video route sends a wrong dir on to the right one). */
export const consoleVideoHref = (videoId: number) => videoHref({ video_id: videoId, dir: 'video' });
/** The picture attached to a report, for staff (the server refuses everyone else). */
const reportImageHref = (reportId: number) => `${ENDPOINTS.moderationReportImage}?report_id=${reportId}`;

/**
 * /moderation/reports/{id}/: one report with its thread and takedowns; staff reply to the reporter (mailed)
 * or leave a note, change its status, assign it, take the reported video down or restore a takedown.
 */
export function ReportSection({ reportId, api = browserApi }: { reportId: number; api?: ApiClient }) {
  const viewer = useConsoleViewer();
  const query = useQuery(moderationQueries.report(api, reportId));
  const reports = [moderationQueries.reportsAll(), moderationQueries.auditLists()];
  const reply = useConsoleAct(
    {
      run: (a, input: { kind: ReportMessageKind; message: string }) =>
        a.moderation.reply({ report_id: reportId, kind: input.kind, message: input.message }),
      invalidate: reports,
      success: (_r, input) => (input.kind === 'note' ? 'console.notify.note' : 'console.notify.reply'),
    },
    api,
  );
  const status = useConsoleAct(
    {
      run: (a, next: ReportStatusName) => a.moderation.reportStatus({ report_id: reportId, status: next }),
      invalidate: reports,
      success: () => 'console.notify.reportStatus',
    },
    api,
  );
  const assign = useConsoleAct(
    {
      run: (a, assigneeId: number) => a.moderation.assign({ report_id: reportId, assignee_id: assigneeId }),
      invalidate: reports,
      success: () => 'console.notify.assign',
    },
    api,
  );
  const takedown = useConsoleAct(
    {
      run: (a, input: { videoId: number; reason: string }) =>
        a.moderation.takedown({ video_id: input.videoId, report_id: reportId, reason: input.reason }),
      invalidate: ALL_CONSOLE,
      success: (result) => (result.disabled ? 'console.notify.takedownDisabled' : 'console.notify.takedown'),
    },
    api,
  );
  const restore = useConsoleAct(
    {
      run: (a, takedownId: number) => a.moderation.restore({ takedown_id: takedownId }),
      invalidate: ALL_CONSOLE,
      success: () => 'console.notify.restore',
    },
    api,
  );
  const acts = [reply, status, assign, takedown, restore];
  const latest = acts.reduce((a, b) => (b.submittedAt > a.submittedAt ? b : a));
  const data = query.data;
  return (
    <ReportDetail
      {...loadState(query)}
      report={data?.report ?? null}
      thread={data?.thread ?? []}
      takedowns={data?.takedowns ?? []}
      viewer={{ user_id: viewer.user_id, username: viewer.username }}
      imageHref={data?.report.has_image ? reportImageHref(data.report.report_id) : null}
      hrefForVideo={consoleVideoHref}
      hrefForMember={(member) => memberHref(member.user_id)}
      backHref={moderationUrl('reports')}
      busy={acts.some((m) => m.isPending)}
      actionError={actError(latest)}
      onReply={(kind, message) => reply.mutate({ kind, message })}
      onStatusChange={(next) => status.mutate(next)}
      onAssign={(assigneeId) => assign.mutate(assigneeId)}
      onTakedown={(videoId, reason) => takedown.mutate({ videoId, reason })}
      onRestore={(takedownId) => restore.mutate(takedownId)}
      replyResetKey={data?.thread.length ?? 0}
    />
  );
}
