import { type ApiClient, errorCode, type VideoDetail } from '@site/api';
import type { ChargeData } from '@site/ui';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { trackGoal } from '../../lib/analytics-lazy';
import { useT } from '../../lib/i18n';
import { useIosAppOffer } from '../../lib/ios-app';
import { useSite } from '../../lib/site';
import { useSiteActions } from '../../lib/site-actions';
import { downloadChoice, type PlayerDownload } from '../../lib/video-files';

const PayDownloadModal = lazy(() =>
  import('./DownloadModals').then((m) => ({ default: m.PayDownloadModal })),
);
const DownloadQualityModal = lazy(() =>
  import('./DownloadModals').then((m) => ({ default: m.DownloadQualityModal })),
);
const MessengerDownloadModal = lazy(() =>
  import('./DownloadModals').then((m) => ({ default: m.MessengerDownloadModal })),
);

/** The codes of input.php act download (server payments/requests.ts) with the page's texts for them. */
const DESCRIBE_ERRORS = {
  already_requested: 'video.download.already_requested',
  already_approved: 'video.download.already_approved',
  download_request_limit: 'video.download.download_request_limit',
} as const;

/** The language whose members are offered the messaging-app subscribe-to-download modal (§2, §4). */
export const MESSENGER_LANGUAGE = 'ru';

type DownloadModal = 'pay' | 'messenger' | 'quality' | null;

export interface DownloadFlowOptions {
  video: VideoDetail;
  api: ApiClient;
  /** The current player file with the download flag (§4), once the file list has an MP4. */
  downloadFile: string | undefined;
  /** Every MP4 of the file list (#32 item 8): with more than one, the member chooses the quality. */
  downloadChoices?: readonly PlayerDownload[] | undefined;
  /** Goes to the download (tests pass a spy; the site navigates to the file). */
  startDownload: (href: string) => void;
}

export interface DownloadFlow {
  /** The download button's action. */
  start: () => Promise<void>;
  /** While the button asks the server whether the member may download. */
  checking: boolean;
  /** The open modal (pay-or-describe, or subscribe-to-download), to render after the page's actions. */
  dialogs: ReactNode;
}

/**
 * What the download button does (§4, §6; the server's rules in apps/server/src/payments/README.md):
 * a visitor signs in; the owner gets the file; any other member is asked about (cb.php act status with the
 * video): a member who may download this video (paid, trusted, subscribed, or a request for it approved)
 * gets the file. Otherwise, on the Russian-language site with a messaging-app channel, the subscription is
 * checked first (act sub): subscribed, the file; not subscribed, the subscribe-to-download modal; no
 * messaging-app account, the pay-or-describe modal, which everyone else gets. On iOS Safari the first
 * press offers the app instead, once per visitor (lib/ios-app.tsx); continuing in the browser goes on.
 */
export function useDownload({
  video,
  api,
  downloadFile,
  downloadChoices = [],
  startDownload: goTo,
}: DownloadFlowOptions): DownloadFlow {
  // Each download started is a goal of the site's analytics (#33).
  const startDownload = (href: string) => {
    trackGoal('download');
    goTo(href);
  };
  const { t } = useT();
  const { user, lang, messengerChannel, messengerWaitMs } = useSite();
  const { openSignIn, notify } = useSiteActions();
  const [modal, setModal] = useState<DownloadModal>(null);
  const [checking, setChecking] = useState(false);
  const iosApp = useIosAppOffer();
  const messenger = lang === MESSENGER_LANGUAGE && messengerChannel ? messengerChannel : null;

  /** The file: with several qualities the choice first (#32 item 8), else the one there is. */
  const offerFile = (file: string) =>
    downloadChoices.length > 1 ? setModal('quality') : startDownload(file);
  const download = () => (downloadFile ? offerFile(downloadFile) : window.location.reload());

  /** Whether the messaging app confirms the subscription: true, false (not subscribed), or null (no way). */
  const subscribed = async (): Promise<boolean | null> => {
    try {
      await api.payments.subscription();
      return true;
    } catch (error) {
      return errorCode(error) === 'not_subscribed' ? false : null;
    }
  };

  // §2 iOS prompt: on iOS Safari the first Download offers the app; "continue in the browser" goes on here.
  const start = async () => {
    if (iosApp.offer(() => void proceed())) return;
    await proceed();
  };

  const proceed = async () => {
    if (!user) return openSignIn();
    let allowed: boolean | null = null;
    if (downloadFile && user.user_id !== video.user_id) {
      setChecking(true);
      try {
        const status = await api.payments.status({ video_id: video.video_id });
        allowed = status.may_download ?? status.paid;
        if (!allowed && messenger) {
          const answer = await subscribed();
          if (answer === true) allowed = true;
          else if (answer === false) return setModal('messenger');
        }
      } catch {
        allowed = null;
      } finally {
        setChecking(false);
      }
    }
    const choice = downloadChoice({ user, video, allowed, file: downloadFile });
    if (choice === 'file' && downloadFile) offerFile(downloadFile);
    else if (choice === 'modal') setModal('pay');
    else openSignIn();
  };

  const close = (open: boolean) => {
    if (!open) setModal(null);
  };

  const downloadDialogs =
    modal === 'pay' ? (
      <Suspense fallback={null}>
        <PayDownloadModal
          open
          onOpenChange={close}
          signedIn={user !== null}
          onDescribe={async ({ desc }) => {
            try {
              await api.downloads.request({ video_id: video.video_id, desc });
            } catch (error) {
              // The server's answers the modal has no text for: the page's own (the video part).
              const code = errorCode(error);
              if (code && code in DESCRIBE_ERRORS) {
                throw { code, message: t(DESCRIBE_ERRORS[code as keyof typeof DESCRIBE_ERRORS]) };
              }
              throw error;
            }
          }}
          onPay={async ({ email }): Promise<ChargeData> => {
            const answer = await api.payments.charge({ email });
            if (!answer.data) throw Object.assign(new Error(answer.code), { code: answer.code });
            return answer.data;
          }}
          onCheckStatus={async () => (await api.payments.status()).paid}
          // Paid (the 10 s re-poll or paid_user): the file at once when the list has it, else reload (§4).
          onPaid={() => {
            trackGoal('payment');
            download();
          }}
          onSignIn={openSignIn}
        />
      </Suspense>
    ) : modal === 'quality' ? (
      <Suspense fallback={null}>
        <DownloadQualityModal
          open
          onOpenChange={close}
          renditions={downloadChoices}
          onChoose={(rendition) => {
            setModal(null);
            startDownload(rendition.href);
          }}
        />
      </Suspense>
    ) : modal === 'messenger' && messenger ? (
      <Suspense fallback={null}>
        <MessengerDownloadModal
          open
          onOpenChange={close}
          subscribeHref={messenger}
          {...(messengerWaitMs !== undefined ? { waitMs: messengerWaitMs } : {})}
          onDownload={() => {
            void subscribed().then((answer) => {
              if (answer === true) {
                setModal(null);
                download();
              } else {
                notify({
                  type: 'error',
                  text: t(
                    answer === false
                      ? 'video.download.not_subscribed'
                      : 'video.notify.download_general_error',
                  ),
                });
              }
            });
          }}
        />
      </Suspense>
    ) : null;

  const dialogs = (
    <>
      {downloadDialogs}
      {iosApp.dialog}
    </>
  );

  return { start, checking, dialogs };
}
