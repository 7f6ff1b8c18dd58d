import { type ApiClient, ApiError, type TelegramLoginInput } from '@site/api';
import { Button } from '@site/ui';
import { useEffect, useRef } from 'react';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { messageKeyOr } from '../../lib/notify';
import { browserSeam } from '../../lib/settings';
import { useSignInOffer } from '../../lib/site';
import { useSiteActions } from '../../lib/site-actions';
import * as styles from './OtherSignIns.css';
import '../../messages/use-auth';
import { useSiteNavigation } from '../../lib/navigation';

/** The messaging app's login widget script (loaded only where a bot is configured). */
export const TELEGRAM_WIDGET_SRC = 'https://telegram.org/js/telegram-widget.js?22';
/** The origin of the frame the widget draws its button in, which tells the page of a sign-in. */
export const TELEGRAM_FRAME_ORIGIN = 'https://oauth.telegram.org';

/** The sign-in page's text key for a failed external sign-in's code (`/signin?error=<code>`). */
export const signInErrorKey = (code: string) => messageKeyOr(`auth.error.${code}`, 'auth.error.general');

/** The account's signed data in the widget frame's `auth_user` message (a JSON string), or null. */
function authUserOf(data: unknown): TelegramLoginInput | null {
  try {
    const message = typeof data === 'string' ? (JSON.parse(data) as unknown) : data;
    if (typeof message !== 'object' || message === null) return null;
    const { event, auth_data: user } = message as { event?: unknown; auth_data?: unknown };
    return event === 'auth_user' && typeof user === 'object' && user !== null
      ? (user as TelegramLoginInput)
      : null;
  } catch {
    return null;
  }
}

/**
 * The messaging app's login widget: its script (from telegram.org) draws the button in a frame in this
 * holder, and the frame posts the account's signed data, which goes to POST /api/login.tg.php (the server
 * checks its signature). The message is read here, not through the widget's `data-onauth`, which the
 * script would run with `eval`: the site's Content-Security-Policy refuses that.
 */
function TelegramWidget({ bot, onAuth }: { bot: string; onAuth: (user: TelegramLoginInput) => void }) {
  const holder = useRef<HTMLDivElement>(null);
  const latest = useRef(onAuth);
  latest.current = onAuth;
  useEffect(() => {
    const node = holder.current;
    if (!node) return;
    // Only this widget's own frame is heard (a page and a modal may both show one).
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== TELEGRAM_FRAME_ORIGIN) return;
      const frame = node.querySelector('iframe');
      if (!frame || event.source !== frame.contentWindow) return;
      const user = authUserOf(event.data);
      if (user) latest.current(user);
    };
    window.addEventListener('message', onMessage);
    const script = document.createElement('script');
    script.async = true;
    script.src = TELEGRAM_WIDGET_SRC;
    script.setAttribute('data-telegram-login', bot);
    script.setAttribute('data-size', 'medium');
    node.appendChild(script);
    return () => {
      window.removeEventListener('message', onMessage);
      node.replaceChildren();
    };
  }, [bot]);
  return <div ref={holder} className={styles.telegramWidget} data-telegram-bot={bot} />;
}

export interface OtherSignInsProps {
  /** Injected in tests; the browser's client otherwise. */
  api?: ApiClient;
  /** After a messaging-app sign-in: the home page (§7 "success leads to home page"). */
  goHome?: () => void;
}

/**
 * The external ways to sign in the server offers (root data `signIn`): "Sign in with Google" (a link to
 * GET /api/login.g.php, with the current page to come back to) and the messaging app's widget. Nothing
 * when neither is configured, so no third-party script loads.
 */
export function OtherSignIns({
  api = browserApi,
  goHome = () => browserSeam.navigate('/'),
}: OtherSignInsProps) {
  const { t } = useT();
  const offer = useSignInOffer();
  const location = useSiteNavigation();
  const { notify } = useSiteActions();
  if (!offer.google && !offer.telegramBot) return null;
  const here = `${location.pathname}${location.search}`;
  const googleHref = `${api.auth.socialLoginUrl()}?return=${encodeURIComponent(here)}`;
  const onTelegram = async (user: TelegramLoginInput) => {
    try {
      await api.auth.telegram(user);
      goHome();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'general';
      notify({ type: 'error', text: t(signInErrorKey(code)) });
    }
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of links and a third-party widget, not a fieldset of inputs
    <div role="group" aria-label={t('auth.other.label')} className={styles.otherSignIns}>
      {offer.google && (
        <Button asChild variant="secondary">
          <a href={googleHref}>{t('auth.other.google')}</a>
        </Button>
      )}
      {offer.telegramBot && (
        <TelegramWidget bot={offer.telegramBot} onAuth={(user) => void onTelegram(user)} />
      )}
    </div>
  );
}
