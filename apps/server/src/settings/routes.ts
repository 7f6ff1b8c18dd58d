import type { AccountDeps } from '../accounts/routes.js';
import { endOtherSessions } from '../accounts/sessions.js';
import { type CallHandler, refuse } from '../http/call.js';
import { cancelDeletion, deletionOf, scheduleDeletionCall } from './deletion.js';
import { changeEmailCall, confirmEmailCall, pendingEmail } from './email.js';
import { exportDownloadCall, latestExport, requestExportCall } from './export.js';
import { privacyOf, setPrivacy } from './privacy.js';
import { endSessionById, listSessions } from './sessions.js';

type SettingsCallName =
  | 'settings.get'
  | 'settings.privacy'
  | 'settings.endSession'
  | 'settings.endOtherSessions'
  | 'settings.changeEmail'
  | 'settings.confirmEmailUrl'
  | 'settings.scheduleDeletion'
  | 'settings.cancelDeletion'
  | 'settings.requestExport'
  | 'settings.exportUrl';

/** What the settings calls need beside the account deps: the deletion's grace period (config.ts). */
export interface SettingsOptions {
  /** Seconds from scheduling to running a deletion (ACCOUNT_DELETION_GRACE_SECONDS; default 14 days). */
  deletionGraceSeconds: number;
}

/**
 * GET and POST /api/settings.php (#32 item 4), declared in @site/api's contract/settings-calls.ts: the
 * member's settings, the privacy of their lists, their sessions, the change of their e-mail address; and
 * the link of that change's mail. Members only (401 need_auth, by the declaration) but the link; every row
 * read or changed is the viewer's own.
 */
export function settingsCalls(
  deps: AccountDeps,
  options: SettingsOptions,
): { [N in SettingsCallName]: CallHandler<N> } {
  const { db } = deps;
  return {
    'settings.get': async ({ viewer }) => {
      const [privacy, sessions, member, pending, deletion, exported] = await Promise.all([
        privacyOf(db, viewer.user_id),
        listSessions(db, viewer.user_id, viewer.session),
        db.selectFrom('members').select('email').where('user_id', '=', viewer.user_id).executeTakeFirst(),
        pendingEmail(db, viewer.user_id),
        deletionOf(db, viewer.user_id),
        latestExport(db, viewer.user_id),
      ]);
      return {
        code: 'success',
        privacy,
        sessions,
        email: member?.email ?? null,
        pending_email: pending,
        deletion,
        export: exported,
      };
    },
    'settings.privacy': async ({ params, viewer }) => {
      const changes = Object.fromEntries(Object.entries(params).filter(([, on]) => on !== undefined));
      return { code: 'success', privacy: await setPrivacy(db, viewer.user_id, changes) };
    },
    'settings.endSession': async ({ params, viewer }) => {
      if (!(await endSessionById(db, viewer.user_id, params.session_id, viewer.session)))
        throw refuse(404, 'not_found');
      return { code: 'success', sessions: await listSessions(db, viewer.user_id, viewer.session) };
    },
    'settings.endOtherSessions': async ({ viewer }) => {
      await endOtherSessions(db, viewer.user_id, viewer.session);
      return { code: 'success', sessions: await listSessions(db, viewer.user_id, viewer.session) };
    },
    'settings.changeEmail': changeEmailCall(deps),
    'settings.confirmEmailUrl': confirmEmailCall(deps),
    'settings.scheduleDeletion': scheduleDeletionCall(deps, options.deletionGraceSeconds),
    'settings.cancelDeletion': async ({ viewer }) => {
      await cancelDeletion(db, viewer.user_id);
      return { code: 'success', deletion: null };
    },
    'settings.requestExport': requestExportCall(db),
    'settings.exportUrl': exportDownloadCall(db),
  };
}
