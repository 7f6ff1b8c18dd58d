// The shell's parts that work without React Router: the header, the sign-in modals, notifications, the
// cookie bar and the notices, and the actions they offer pages. The site's router composes them around the
// page (SiteShell.tsx); a listing page's document hydrates them as one island (ShellIsland below).
import type { ApiClient, SessionUser } from '@site/api';
import { CookieBar } from '@site/ui';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { analytics, whenIdle } from '../../lib/analytics-lazy';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { pageRoute, useSiteNavigation } from '../../lib/navigation';
import {
  acceptCookieNotice,
  adblockNoticeDismissed,
  cookieNoticeAccepted,
  dismissAdblockNotice,
} from '../../lib/settings';
import { useSite } from '../../lib/site';
import {
  relayShellActions,
  type SiteActions,
  SiteActionsContext,
  type SiteNotification,
} from '../../lib/site-actions';
import * as styles from '../../styles/shell.css';
import type { AuthMode } from './AuthDialogs';
import type { QueuedNotification } from './ShellToasts';
import { SiteHeader } from './SiteHeader';

// The sign-in, sign-up and restore modals (their forms, validation and captcha) are closed at first render:
// their code loads when one first opens, and they stay mounted afterwards (closing, focus return).
const AuthDialogs = lazy(() => import('./AuthDialogs').then((m) => ({ default: m.AuthDialogs })));

// The ad-blocker notice (#33): loaded only when a blocker is seen.
const AdblockNoticeView = lazy(() => import('./AdblockNoticeView'));

// §2 debug panel: for staff, or in a browser whose setting is on (the root loader decides); its code loads
// only then.
const SiteDebugPanel = lazy(() => import('./SiteDebugPanel').then((m) => ({ default: m.SiteDebugPanel })));

// The notifications region and its Radix part (#28): loaded with the first notification, then kept.
const ShellToasts = lazy(() => import('./ShellToasts'));

export interface ShellOptions {
  /** Injected in tests; the browser's client otherwise. */
  api?: ApiClient;
  /** §4: login and logout reload the page. */
  reload?: () => void;
  /** A full page load of `href` (a login whose password must change goes to the change form). */
  goTo?: (href: string) => void;
}

/** Pages that are not the public site's: the moderation console is not counted. */
const UNCOUNTED = /^moderation/;

/**
 * Reports each page shown (#33 item 1): the first one with the address the visitor came from, the later
 * client navigations without (they come from the site itself). The page type is the route's id.
 */
function PageViews({ trackable }: { trackable: boolean }) {
  const navigation = useSiteNavigation();
  const { pathname, search } = navigation;
  const { lang } = useSite();
  const page = pageRoute(navigation);
  const [first, setFirst] = useState(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one report per address shown
  useEffect(() => {
    const counted = trackable && !UNCOUNTED.test(page);
    const referrer = first && document.referrer ? { referrer: document.referrer } : {};
    whenIdle(() => {
      void analytics().then((m) => {
        m.setAnalyticsPage(page, lang, counted);
        if (counted) m.trackView({ page, lang, ...referrer }, true);
      });
    });
    setFirst(false);
  }, [pathname, search]);
  return null;
}

/**
 * The polite notice to a visitor whose ad-blocker hides the banners (#33 item 2): asked when the browser is
 * idle, shown until closed (remembered on the device), never to a crawler, and not at all when the server's
 * ADBLOCK_NOTICE is off.
 */
function AdblockNoticeSlot() {
  const { crawler, adblockNotice } = useSite();
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (crawler || adblockNotice === false || adblockNoticeDismissed()) return;
    let live = true;
    whenIdle(() => {
      void analytics()
        .then((m) => m.detectAdblock())
        .then((blocked) => {
          if (live && blocked) setShow(true);
        });
    });
    return () => {
      live = false;
    };
  }, [crawler, adblockNotice]);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <AdblockNoticeView
        onDismiss={() => {
          dismissAdblockNotice();
          setShow(false);
        }}
      />
    </Suspense>
  );
}

/** §4 cookie bar: shown until OK, which stores `show_cookie_policy`; read after mount (no hydration mismatch). */
function CookieNotice() {
  const { crawler } = useSite();
  const [show, setShow] = useState(false);
  // A crawler is served the page without the bar (#33 item 2).
  useEffect(() => setShow(!crawler && !cookieNoticeAccepted()), [crawler]);
  if (!show) return null;
  return (
    <CookieBar
      onAccept={() => {
        acceptCookieNotice();
        setShow(false);
      }}
    />
  );
}

/** What the shell keeps: the open modal, the notifications waiting, the member's own changes. */
export interface Shell {
  actions: SiteActions;
  api: ApiClient;
  reload: () => void;
  goTo: (href: string) => void;
  authMode: AuthMode | null;
  setAuthMode: (mode: AuthMode | null) => void;
  authUsed: boolean;
  queue: readonly QueuedNotification[];
  toastsUsed: boolean;
  onShown: (lastId: number) => void;
  userChange: Partial<Pick<SessionUser, 'username' | 'avatar'>>;
}

export function useShell({
  api = browserApi,
  reload = () => window.location.reload(),
  goTo = (href) => window.location.assign(href),
}: ShellOptions): Shell {
  const [authMode, setAuthMode] = useState<AuthMode | null>(null);
  const [authUsed, setAuthUsed] = useState(false);
  if (authMode !== null && !authUsed) setAuthUsed(true);

  // Notifications asked for and not yet taken by the region (which loads with the first one).
  const [queue, setQueue] = useState<readonly QueuedNotification[]>([]);
  const [toastsUsed, setToastsUsed] = useState(false);
  const nextId = useRef(0);
  const notify = useCallback(({ type, text }: SiteNotification) => {
    nextId.current += 1;
    const id = nextId.current;
    setToastsUsed(true);
    setQueue((list) => [...list, { id, type, text }]);
  }, []);
  const onShown = useCallback((lastId: number) => {
    setQueue((list) =>
      list.some((item) => item.id <= lastId) ? list.filter((item) => item.id > lastId) : list,
    );
  }, []);
  const [userChange, setUserChange] = useState<Partial<Pick<SessionUser, 'username' | 'avatar'>>>({});
  const actions = useMemo<SiteActions>(
    () => ({
      openSignIn: () => setAuthMode('login'),
      openAuth: setAuthMode,
      notify,
      updateSessionUser: (change) => setUserChange((before) => ({ ...before, ...change })),
    }),
    [notify],
  );
  return {
    actions,
    api,
    reload,
    goTo,
    authMode,
    setAuthMode,
    authUsed,
    queue,
    toastsUsed,
    onShown,
    userChange,
  };
}

/** The header over the page, and the ad-blocker notice under it. */
export function ShellTop({ shell }: { shell: Shell }) {
  const { t } = useT();
  const { api, actions, reload } = shell;
  const signOut = async () => {
    try {
      await api.auth.logout();
      reload();
    } catch {
      actions.notify({ type: 'error', text: t('shell.logout.error') });
    }
  };
  return (
    <>
      <SiteHeader api={api} onSignIn={actions.openSignIn} onSignOut={signOut} userChange={shell.userChange} />
      <AdblockNoticeSlot />
    </>
  );
}

/** The skip link, the first stop of the keyboard on every page. */
export function SkipLink() {
  const { t } = useT();
  return (
    <a href="#content" className={styles.skipLink}>
      {t('shell.skip')}
    </a>
  );
}

/** §2 debug panel, where the root loader says it shows. */
export function DebugSlot() {
  const { debugPanel } = useSite();
  return debugPanel ? (
    <Suspense fallback={null}>
      <SiteDebugPanel />
    </Suspense>
  ) : null;
}

/** What lays over the page: the sign-in modals, the notifications, the cookie bar; and the page views. */
export function ShellOverlays({ shell }: { shell: Shell }) {
  const { crawler = false } = useSite();
  return (
    <>
      {shell.authUsed ? (
        <Suspense fallback={null}>
          <AuthDialogs
            mode={shell.authMode}
            onModeChange={shell.setAuthMode}
            api={shell.api}
            reload={shell.reload}
            goTo={shell.goTo}
          />
        </Suspense>
      ) : null}
      {shell.toastsUsed ? (
        <Suspense fallback={null}>
          <ShellToasts queue={shell.queue} onShown={shell.onShown} />
        </Suspense>
      ) : null}
      <CookieNotice />
      <PageViews trackable={!crawler} />
    </>
  );
}

/**
 * The shell as an island of a page that hydrates only its islands (app/islands): the header and everything
 * over the page, hydrated on their own; the page under them is the server's HTML. The page's other islands
 * reach its actions (a sign-in, a notification) through the relay it hands them to (lib/site-actions).
 */
export function ShellIsland() {
  const shell = useShell({});
  useEffect(() => {
    relayShellActions(shell.actions);
    return () => relayShellActions(null);
  }, [shell.actions]);
  return (
    <SiteActionsContext.Provider value={shell.actions}>
      <ShellTop shell={shell} />
      <DebugSlot />
      <ShellOverlays shell={shell} />
    </SiteActionsContext.Provider>
  );
}
