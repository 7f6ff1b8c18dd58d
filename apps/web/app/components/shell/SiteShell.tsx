import type { ApiClient, SessionUser } from '@site/api';
import { CookieBar, NavigationProgress } from '@site/ui';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useMatches, useNavigation } from 'react-router';
import { analytics, whenIdle } from '../../lib/analytics-lazy';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import {
  acceptCookieNotice,
  adblockNoticeDismissed,
  cookieNoticeAccepted,
  dismissAdblockNotice,
} from '../../lib/settings';
import { useSite } from '../../lib/site';
import { type SiteActions, SiteActionsContext, type SiteNotification } from '../../lib/site-actions';
import * as layout from '../../styles/layout.css';
import * as styles from '../../styles/shell.css';
import type { AuthMode } from './AuthDialogs';
import type { QueuedNotification } from './ShellToasts';
import { SiteFooter } from './SiteFooter';
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

export interface SiteShellProps {
  children: ReactNode;
  /** Injected in tests; the browser's client otherwise. */
  api?: ApiClient;
  /** §4: login and logout reload the page. */
  reload?: () => void;
  /** A full page load of `href` (a login whose password must change goes to the change form). */
  goTo?: (href: string) => void;
}

/**
 * The page's main area. While a client navigation loads (#27) the bar along the top shows and the area is
 * `aria-busy`, under which the listings shown dim (@site/ui ListingGrid) until the next page is there. Only
 * this re-renders then: the page in it (`children`) stays as it is.
 */
export function PageMain({ children }: { children: ReactNode }) {
  const loading = useNavigation().state !== 'idle';
  return (
    <>
      <NavigationProgress active={loading} />
      <main id="content" className={layout.main} tabIndex={-1} aria-busy={loading || undefined}>
        {children}
      </main>
    </>
  );
}

/** Pages that are not the public site's: the moderation console is not counted. */
const UNCOUNTED = /^moderation/;

/**
 * Reports each page shown (#33 item 1): the first one with the address the visitor came from, the later
 * client navigations without (they come from the site itself). The page type is the route's id.
 */
function PageViews({ trackable }: { trackable: boolean }) {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const { lang } = useSite();
  const page = matches.at(-1)?.id ?? 'other';
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

function ShellBody({
  children,
  api = browserApi,
  reload = () => window.location.reload(),
  goTo = (href) => window.location.assign(href),
}: SiteShellProps) {
  const { t } = useT();
  const { debugPanel, crawler = false } = useSite();
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

  const signOut = async () => {
    try {
      await api.auth.logout();
      reload();
    } catch {
      notify({ type: 'error', text: t('shell.logout.error') });
    }
  };

  return (
    <SiteActionsContext.Provider value={actions}>
      <div className={layout.shell}>
        <a href="#content" className={styles.skipLink}>
          {t('shell.skip')}
        </a>
        <SiteHeader api={api} onSignIn={actions.openSignIn} onSignOut={signOut} userChange={userChange} />
        <AdblockNoticeSlot />
        <PageMain>{children}</PageMain>
        {debugPanel ? (
          <Suspense fallback={null}>
            <SiteDebugPanel />
          </Suspense>
        ) : null}
        <SiteFooter year={new Date().getFullYear()} />
      </div>
      {authUsed ? (
        <Suspense fallback={null}>
          <AuthDialogs mode={authMode} onModeChange={setAuthMode} api={api} reload={reload} goTo={goTo} />
        </Suspense>
      ) : null}
      {toastsUsed ? (
        <Suspense fallback={null}>
          <ShellToasts queue={queue} onShown={onShown} />
        </Suspense>
      ) : null}
      <CookieNotice />
      <PageViews trackable={!crawler} />
    </SiteActionsContext.Provider>
  );
}

/**
 * The site's chrome around every page (header, promo, footer, cookie bar; the age gate is a page of its own,
 * routes/age-check.tsx) and the actions it
 * offers pages: the sign-in modal and notifications that disappear after 3 s (§4, §9).
 */
export function SiteShell(props: SiteShellProps) {
  return <ShellBody {...props} />;
}
