import type { CallName } from '@site/api';
import type { FastifyInstance } from 'fastify';
import { counts } from './accounts/counts.js';
import { avatarUpload, coverUpload } from './accounts/images.js';
import { csrfRead, logoutCall, sessionRead } from './accounts/login.js';
import { type AccountCallDeps, accountCalls } from './accounts/routes.js';
import { actionCalls, ownerVideoCalls } from './actions/index.js';
import { captchaChallenge } from './captcha/index.js';
import { ModelFacets } from './catalog/facets.js';
import { LangFiles } from './catalog/langs.js';
import { catalogCalls, langsRead } from './catalog/routes.js';
import { comment, deleteComment, editComment } from './comments/acts.js';
import { commentThread } from './comments/list.js';
import { communityCalls } from './community/calls.js';
import { friendRequests, friendState } from './community/friends.js';
import { consentCalls } from './consent/records.js';
import type { Deps } from './deps/index.js';
import { type CallHandler, serveCalls } from './http/call.js';
import type { Refreshed } from './lib/refreshed.js';
import { messageCalls } from './messages/routes.js';
import { sendAppeal } from './moderation/appeals.js';
import { moderationCalls } from './moderation/routes.js';
import { notificationCalls } from './notifications/routes.js';
import { type GoogleOptions, googleLoginCall } from './oauth/google.js';
import { type Payments, paymentCalls } from './payments/index.js';
import { playlistCalls } from './playlists/calls.js';
import { type ReportOptions, sendReport } from './report/routes.js';
import { blockCalls, memberReport } from './safety/index.js';
import { suggesterCalls, videoSearch } from './search/routes.js';
import type { TitleIndex } from './search/title-index.js';
import { ACCOUNT_DELETION_GRACE_SECONDS } from './settings/deletion.js';
import { settingsCalls } from './settings/routes.js';
import { checkUploadCall, uploadsList, videoInfo } from './uploads/index.js';
import type { VerificationSetup } from './verification/applications.js';
import { verificationCalls } from './verification/routes.js';
import type { CardCache } from './videos/cards.js';
import { topCountries } from './videos/countries.js';
import { videoCalls } from './videos/routes.js';
import { sliderVideos } from './videos/slider.js';
import { videoState } from './videos/state.js';

/** What the handlers of declared calls are given; `cards`: the video cards search keeps a while. */
export type CallDeps = Pick<
  Deps,
  'db' | 'dataDir' | 'secret' | 'mailer' | 'siteUrl' | 'forbidden' | 'media' | 'captcha' | 'storage'
> & {
  cards?: CardCache;
  /** The words of the titles search reads (search/title-index.ts). */
  titles: Refreshed<TitleIndex>;
  /** Where the contact and report form's reports are mailed (report/routes.ts). */
  reports?: ReportOptions;
  /** The model facets the models listing pages with (catalog/routes.ts `catalogSources`; default: fresh ones). */
  facets?: ModelFacets;
  /** The languages' texts (catalog/langs.ts; default: the files in apps/server/langs). */
  langs?: LangFiles;
  /** The payment processor and clock the app was built with (payments/index.ts `setUpPayments`). */
  payments: Payments;
  /** The account calls' rate limits and sign-in providers (accounts/routes.ts `accountCallDeps`). */
  accounts: AccountCallDeps;
  /** Google's configuration (none: the social login answers 404). */
  google?: GoogleOptions | undefined;
  /** Verified uploaders: the setting, the records' sealer and the identity provider (verification/). */
  verification: VerificationSetup;
  /** Seconds from scheduling an account's deletion to running it (default 14 days; settings/deletion.ts). */
  deletionGraceSeconds?: number | undefined;
};

/**
 * The handler of every call declared in @site/api's contract/calls.ts: a declared call without its handler
 * here fails the type check, so no declared call goes unanswered.
 */
function handlers(deps: CallDeps): { [N in CallName]: CallHandler<N> } {
  return {
    'auth.session': sessionRead,
    'auth.csrf': csrfRead,
    'auth.captchaChallenge': captchaChallenge(deps.captcha),
    'auth.logout': logoutCall(deps.db),
    ...accountCalls(deps, deps.accounts),
    'auth.socialLoginUrl': googleLoginCall(deps.db, deps.google),
    'videos.state': videoState(deps.db),
    'friends.requests': friendRequests(deps.db),
    'friends.state': friendState(deps.db),
    'profile.counts': counts(deps.db),
    'uploads.list': uploadsList(deps),
    ...moderationCalls(deps),
    ...videoCalls(deps.db, { secret: deps.secret }),
    'videos.search': videoSearch(deps.db, { cards: deps.cards, titles: deps.titles }),
    ...ownerVideoCalls(deps.db),
    'uploads.check': checkUploadCall(deps),
    'uploads.info': videoInfo(deps),
    'uploads.avatar': avatarUpload(deps),
    'uploads.cover': coverUpload(deps),
    'report.send': sendReport(deps, deps.reports),
    'appeal.send': sendAppeal(deps, deps.reports),
    'countries.top': topCountries(deps.db),
    'videos.slider': sliderVideos(deps.db),
    ...catalogCalls(deps.db, deps.facets ?? new ModelFacets(deps.db)),
    'langs.get': langsRead(deps.langs ?? new LangFiles()),
    ...suggesterCalls(deps.db),
    ...communityCalls(deps.db),
    ...playlistCalls(deps.db),
    'comments.list': commentThread(deps.db),
    ...messageCalls(deps),
    ...actionCalls(deps.db),
    'actions.comment': comment(deps),
    'actions.editComment': editComment(deps),
    'actions.deleteComment': deleteComment(deps.db),
    ...paymentCalls(deps),
    ...verificationCalls({ ...deps, verification: deps.verification }),
    ...consentCalls(deps),
    ...notificationCalls(deps.db),
    ...blockCalls(deps.db),
    'reports.member': memberReport(deps, deps.reports),
    ...settingsCalls(deps, {
      deletionGraceSeconds: deps.deletionGraceSeconds ?? ACCOUNT_DELETION_GRACE_SECONDS,
    }),
  };
}

/** Registers the route of every declared call (http/call.ts). */
export function declaredCallRoutes(app: FastifyInstance, deps: CallDeps): void {
  serveCalls(app, handlers(deps));
}
