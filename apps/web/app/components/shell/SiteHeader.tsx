import { type ApiClient, NOTIFICATIONS_POLL_SECONDS, type SessionUser, type ThemeName } from '@site/api';
import { callQuery, mainQueries } from '@site/api/query';
import { BannerSlot, Header, type HeaderLink, isPromoHiddenOn, useLinkComponent } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { browserApi } from '../../lib/api';
import { ALLOWED_LANGS, type TextKey, useT } from '../../lib/i18n';
import { useIosAppOffer } from '../../lib/ios-app';
import { useSiteNavigation } from '../../lib/navigation';
import { changeGender, changeLanguage, changeTheme, currentTheme } from '../../lib/settings';
import { headerPromo } from '../../lib/settings-banners';
import { NETWORK_SITES } from '../../lib/settings-network';
import { useSite } from '../../lib/site';
import { categoriesUrl, categoryHref, memberHref, moderationUrl, SECTION_URLS } from '../../lib/urls';
import * as styles from '../../styles/shell.css';
import { isStaffRole } from '../moderation/access';
import { SiteSearch } from './SiteSearch';
import '../../messages/use-friends';

// The notification bell (#32): members only, loaded once the session says one is signed in.
const HeaderBell = lazy(() => import('./HeaderBell'));

/** The main navigation of §2 (desktop bar and the mobile slide-in). */
const NAVIGATION: ReadonlyArray<{ href: string; key: TextKey }> = [
  { href: SECTION_URLS.videos, key: 'shell.nav.videos' },
  { href: categoriesUrl(), key: 'shell.nav.categories' },
  { href: SECTION_URLS.channels, key: 'shell.nav.channels' },
  { href: SECTION_URLS.models, key: 'shell.nav.models' },
  { href: SECTION_URLS.community, key: 'shell.nav.community' },
  { href: SECTION_URLS.playlists, key: 'shell.nav.playlists' },
  { href: SECTION_URLS.upload, key: 'shell.nav.upload' },
];

/** The mobile row of category links (§2) shows this many of the top categories. */
const CATEGORY_ROW_SIZE = 12;

export interface SiteHeaderProps {
  onSignIn: () => void;
  onSignOut: () => void;
  api?: ApiClient;
  /** The member's own name or picture as changed on this page since it loaded (profile edit). */
  userChange?: Partial<Pick<SessionUser, 'username' | 'avatar'>>;
}

/** The theme `<html>` shows, kept in step after mount (the inline script may have changed it, §4). */
function useLiveTheme(rendered: ThemeName): [ThemeName, (theme: ThemeName) => void] {
  const [theme, setTheme] = useState(rendered);
  useEffect(() => setTheme(currentTheme(document.documentElement, rendered)), [rendered]);
  return [
    theme,
    (next) => {
      changeTheme(next);
      setTheme(next);
    },
  ];
}

/**
 * The site header (§2): logo, navigation, search, member menu (or sign in / sign up; its link to the
 * member's inbox counts the unread messages, the one to their friends the friend requests waiting for them), language, gender and theme; on mobile the slide-in navigation, hide-on-scroll and the category row 2 s after load. The
 * header promo sits under it except on /information/ and /download/.
 */
export function SiteHeader({ onSignIn, onSignOut, api = browserApi, userChange }: SiteHeaderProps) {
  const { t, plural } = useT();
  const site = useSite();
  // The member's own name or picture changed on this page (profile edit) since the page loaded.
  const user = site.user && userChange ? { ...site.user, ...userChange } : site.user;
  const location = useSiteNavigation();
  const Link = useLinkComponent();
  const [theme, setTheme] = useLiveTheme(site.theme);
  const top = useQuery(mainQueries.top(api, { gender: site.gender, lang: site.lang }));
  // What waits for the member, counted on the menu's links (unread messages, friend requests to answer)
  // and on the bell (unread notifications): asked again every NOTIFICATIONS_POLL_SECONDS while the page is
  // in view, and when the window gets the focus back. Never cached (members only).
  const counts = useQuery({
    ...callQuery(api, 'profile.counts'),
    enabled: site.user !== null,
    refetchInterval: NOTIFICATIONS_POLL_SECONDS * 1000,
    refetchOnWindowFocus: true,
  });
  const unread = counts.data?.unread_messages ?? 0;
  const waiting = counts.data?.friend_requests ?? 0;

  const navigation: HeaderLink[] = NAVIGATION.map(({ href, key }) => ({
    href,
    label: t(key),
    current: location.pathname === href || location.pathname.startsWith(href),
  }));
  const memberLinks: HeaderLink[] | undefined = site.user
    ? [
        { href: memberHref(site.user.user_id), label: t('header.member.profile') },
        {
          href: SECTION_URLS.inbox,
          label: unread > 0 ? plural('shell.menu.messages.unread', unread) : t('header.member.messages'),
        },
        {
          href: memberHref(site.user.user_id, 'friends'),
          label: waiting > 0 ? plural('friends.menu.requests', waiting) : t('friends.menu.link'),
        },
        { href: SECTION_URLS.upload, label: t('header.member.upload') },
        { href: SECTION_URLS.profileEdit, label: t('header.member.editProfile') },
        { href: SECTION_URLS.settings, label: t('header.member.settings') },
        // The moderation console (#12) for staff only.
        ...(isStaffRole(site.role) ? [{ href: moderationUrl('queue'), label: t('console.headerLink') }] : []),
      ]
    : undefined;
  const categoryLinks: HeaderLink[] = (top.data?.categories ?? []).slice(0, CATEGORY_ROW_SIZE).map((c) => ({
    href: categoryHref(c.dir),
    label: c.title,
    current: location.pathname === categoryHref(c.dir),
  }));
  const promo = headerPromo();
  // §2 iOS prompt: the mobile menu offers the app to iOS Safari visitors, once.
  const iosApp = useIosAppOffer();

  return (
    <>
      <Header
        logo={
          <Link href="/" className={styles.logo}>
            {t('site.name')}
          </Link>
        }
        search={<SiteSearch api={api} />}
        navigation={navigation}
        user={user}
        memberLinks={memberLinks}
        onSignIn={onSignIn}
        onSignOut={onSignOut}
        language={site.lang}
        languages={ALLOWED_LANGS}
        onLanguageChange={(lang) => changeLanguage(lang)}
        gender={site.gender}
        onGenderChange={(gender) => changeGender(gender)}
        theme={theme}
        onThemeChange={setTheme}
        networkSites={NETWORK_SITES}
        categoryLinks={categoryLinks}
        {...(iosApp.available ? { onGetApp: () => void iosApp.offer() } : {})}
        notifications={
          site.user ? (
            <Suspense fallback={null}>
              <HeaderBell count={counts.data?.notifications ?? 0} />
            </Suspense>
          ) : undefined
        }
      />
      {iosApp.dialog}
      {!isPromoHiddenOn(location.pathname) && (
        // A complementary landmark: everything on the page sits in one (axe `region`).
        <aside className={styles.promo} aria-label={t('footer.banners')}>
          <BannerSlot banner={promo.desktop} variant="desktop" />
          <BannerSlot banner={promo.mobile} variant="mobile" />
        </aside>
      )}
    </>
  );
}
