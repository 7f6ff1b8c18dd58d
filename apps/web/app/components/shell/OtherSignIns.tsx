import { type ApiClient, ApiError, type TelegramLoginInput } from '@site/api';
import { Button } from '@site/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { browserApi, withCsrf } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { messageKeyOr } from '../../lib/notify';
import { browserSeam } from '../../lib/settings';
import { useSignInOffer } from '../../lib/site';
import { useSiteActions } from '../../lib/site-actions';
import * as styles from './OtherSignIns.css';

/** The messaging app's login widget script (loaded only where a bot is configured). */
export const TELEGRAM_WIDGET_SRC = 'https://telegram.org/js/telegram-widget.js?22';
/** The global function the widget calls with the account's signed data (`data-onauth`). */
const TELEGRAM_CALLBACK = 'onSiteTelegramAuth';

/** The sign-in page's text key for a failed external sign-in's code (`/signin?error=<code>`). */
export const signInErrorKey = (code: string) => messageKeyOr(`auth.error.${code}`, 'auth.error.general');

type TelegramHandler = (user: TelegramLoginInput) => void;
/** The mounted widgets' handlers (a page and a modal may both show one): the newest one answers. */
const telegramHandlers = new Set<TelegramHandler>();

function listenForTelegram(handler: TelegramHandler): () => void {
  const scope = window as unknown as Record<string, unknown>;
  telegramHandlers.add(handler);
  scope[TELEGRAM_CALLBACK] = (user: TelegramLoginInput) => [...telegramHandlers].at(-1)?.(user);
  return () => {
    telegramHandlers.delete(handler);
    if (telegramHandlers.size === 0) delete scope[TELEGRAM_CALLBACK];
  };
}

/**
 * The messaging app's login widget: its script (from telegram.org) draws the button in this holder and
 * calls back with the account's signed data, which goes to POST /api/login.tg.php.
 */
function TelegramWidget({ bot, onAuth }: { bot: string; onAuth: TelegramHandler }) {
  const holder = useRef<HTMLDivElement>(null);
  const latest = useRef(onAuth);
  latest.current = onAuth;
  useEffect(() => {
    const node = holder.current;
    if (!node) return;
    const stop = listenForTelegram((user) => latest.current(user));
    const script = document.createElement('script');
    script.async = true;
    script.src = TELEGRAM_WIDGET_SRC;
    script.setAttribute('data-telegram-login', bot);
    script.setAttribute('data-size', 'medium');
    script.setAttribute('data-onauth', `${TELEGRAM_CALLBACK}(user)`);
    node.appendChild(script);
    return () => {
      node.replaceChildren();
      stop();
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
  const location = useLocation();
  const { notify } = useSiteActions();
  if (!offer.google && !offer.telegramBot) return null;
  const here = `${location.pathname}${location.search}`;
  const googleHref = `${api.auth.socialLoginUrl()}?return=${encodeURIComponent(here)}`;
  const onTelegram = async (user: TelegramLoginInput) => {
    try {
      await withCsrf(() => api.auth.telegram(user), api);
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
