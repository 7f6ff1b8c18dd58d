import { GENDERS, type Gender, LANGUAGES, type Language, type SessionUser, type ThemeName } from '@site/api';
import { type ReactNode, useId, useState } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu';
import { IconButton } from '../IconButton/IconButton';
import { type Hrefs, useHrefs, useLinkComponent, useMessages } from '../i18n/UiProvider';
import { LineIcon } from '../icons/LineIcon';
import { Sheet } from '../Sheet/Sheet';
import { visuallyHidden } from '../theme/a11y.css';
import * as styles from './Header.css';
import { useDelayedReveal, useHideOnScroll } from './useHideOnScroll';

export { type HideOnScrollOptions, nextHidden, useDelayedReveal, useHideOnScroll } from './useHideOnScroll';

/** A link of the header: navigation, member menu, network sites, category row. Labels come translated. */
export interface HeaderLink {
  href: string;
  label: string;
  /** The link of the page being shown (`aria-current="page"`). */
  current?: boolean;
  /** The link's `rel` (an outbound link past the page's followable ones: `nofollow sponsored`). */
  rel?: string;
}

/** The signed-in member as the header shows them: a Pick of the contract's session user. */
export type HeaderUser = Pick<SessionUser, 'user_id' | 'username' | 'avatar'>;

export interface HeaderProps {
  /** The site's logo, usually a link home. */
  logo: ReactNode;
  /** The search box (SearchBox), shown in the bar on both layouts. */
  search?: ReactNode;
  /** Main navigation links (desktop bar; the mobile slide-in navigation). */
  navigation?: readonly HeaderLink[];
  /** The signed-in member; `null` or absent for a visitor. */
  user?: HeaderUser | null;
  /** The member menu's links; defaults to profile, messages, edit profile and upload. */
  memberLinks?: readonly HeaderLink[];
  /** Log out (§4: the site sets the logout cookie and reloads). */
  onSignOut?: () => void;
  /** Opens the login modal; without it, "Sign in" is a link to `signInHref`. */
  onSignIn?: () => void;
  signInHref?: string;
  signUpHref?: string;
  /** The interface language and the ones offered (`allowed_langs`, §5: only the allowed are offered). */
  language: Language;
  languages?: readonly Language[];
  onLanguageChange: (language: Language) => void;
  /** Content orientation (§1): str, gay or she. */
  gender: Gender;
  genders?: readonly Gender[];
  onGenderChange: (gender: Gender) => void;
  theme: ThemeName;
  onThemeChange: (theme: ThemeName) => void;
  /** The network (sister) sites, listed in the mobile navigation. */
  networkSites?: readonly HeaderLink[];
  /**
   * The row of category links under the mobile bar. Given, the mobile bar keeps the row's place from the
   * first render (the server's HTML too), so the row appears without moving the page: an empty list keeps
   * the place while the links are on their way. Absent, there is no row.
   */
  categoryLinks?: readonly HeaderLink[];
  /** Delay before the category row appears, in ms. Defaults to 2000 (§9); 0 shows it at once. */
  categoryLinksDelayMs?: number;
  /** Scroll offset past which the mobile header hides on scroll down. Defaults to 50 px (§9). */
  hideThreshold?: number;
  /** Open the mobile navigation at first render (stories, tests). */
  defaultMenuOpen?: boolean;
  /**
   * Given, the mobile navigation offers the site's app (§2 iOS prompt: the site passes it to iOS Safari
   * visitors not offered it yet); choosing it closes the navigation and calls this (the app modal opens).
   */
  onGetApp?: () => void;
  /**
   * For a member: shown beside their menu in the bar, and beside the theme toggle on mobile — the site's
   * notification bell (#32, `NotificationBell`), which it may load once it knows a member is signed in.
   */
  notifications?: ReactNode;
}

/** The language's own name ("Deutsch", "Русский"), as `Intl.DisplayNames` gives it, or its code if unknown. */
export function languageName(code: string): string {
  let name = languageNames.get(code);
  if (name === undefined) {
    name = displayName(code);
    if (languageNames.size < 200) languageNames.set(code, name);
  }
  return name;
}

/**
 * The site's languages (§9) by their own names, as `Intl.DisplayNames` gives them (a test holds the two
 * equal). Written out because Intl loads each language's data on first use: naming the current language
 * in the header's menu button took ~50 ms of a phone's hydration. Other codes ask Intl, once each.
 */
export const OWN_LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  ru: 'Русский',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  pl: 'Polski',
  it: 'Italiano',
  pt: 'Português',
  ja: '日本語',
  nl: 'Nederlands',
};

const languageNames = new Map<string, string>(Object.entries(OWN_LANGUAGE_NAMES));

/** The language's own name from `Intl.DisplayNames`, capitalised, or its code if Intl does not know it. */
export function displayName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language', fallback: 'none' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : code;
  } catch {
    return code;
  }
}

function defaultMemberLinks(
  user: HeaderUser,
  t: ReturnType<typeof useMessages>['t'],
  hrefs: Hrefs,
): HeaderLink[] {
  return [
    { href: hrefs.member(user.user_id), label: t('header.member.profile') },
    { href: '/my_messages/inbox/', label: t('header.member.messages') },
    { href: '/my_profile_edit/', label: t('header.member.editProfile') },
    { href: '/upload-video/', label: t('header.member.upload') },
  ];
}

const Chevron = ({ className }: { className?: string }) => (
  <LineIcon className={className ?? styles.chevron} d="M4 6l4 4 4-4" strokeWidth="1.8" />
);
const MenuIcon = () => (
  <LineIcon size={20} d={['M3 5h14', 'M3 10h14', 'M3 15h14']} viewBox="0 0 20 20" strokeWidth="1.8" />
);
const SunIcon = () => (
  <LineIcon
    size={20}
    viewBox="0 0 20 20"
    strokeWidth="1.6"
    d={[
      'M10 6.5a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7z',
      'M10 1.5v2M10 16.5v2M1.5 10h2M16.5 10h2M4 4l1.4 1.4M14.6 14.6L16 16M4 16l1.4-1.4M14.6 5.4L16 4',
    ]}
  />
);
const MoonIcon = () => (
  <LineIcon size={20} viewBox="0 0 20 20" strokeWidth="1.6" d="M16.5 12.5A7 7 0 0 1 7.5 3.5a7 7 0 1 0 9 9z" />
);
const CheckIcon = () => <LineIcon className={styles.check} d="M3 8.5l3.2 3.2L13 4.8" strokeWidth="2" />;

/** The theme switch: one button that names what it will do. */
function ThemeToggle({ theme, onThemeChange }: Pick<HeaderProps, 'theme' | 'onThemeChange'>) {
  const { t } = useMessages();
  const next: ThemeName = theme === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      label={t(next === 'dark' ? 'header.theme.toDark' : 'header.theme.toLight')}
      onClick={() => onThemeChange(next)}
    >
      {next === 'dark' ? <MoonIcon /> : <SunIcon />}
    </IconButton>
  );
}

interface ChoiceProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  nameOf: (value: T) => string;
  onChange: (value: T) => void;
}

/** A dropdown of one choice among several (language, gender): a button naming the current one. */
function ChoiceMenu<T extends string>({ label, value, options, nameOf, onChange }: ChoiceProps<T>) {
  const { t } = useMessages();
  // Named by its content ("Language: English"), so the visible text is part of the name (WCAG 2.5.3).
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="sm">
          <span className={visuallyHidden}>{t('header.choiceLabel', { label })}</span> {nameOf(value)}
          <Chevron />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.RadioGroup value={value} onValueChange={(next) => onChange(next as T)}>
          {options.map((option) => (
            <DropdownMenu.RadioItem key={option} value={option}>
              {nameOf(option)}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/**
 * A collapsible list in the slide-in navigation: a toggle naming the list (and its current value, if
 * any) that shows or hides the list items given as children.
 */
function Section({ label, current, children }: { label: string; current?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={styles.section}>
      <button
        type="button"
        className={styles.sectionToggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label}
        {current !== undefined && <span className={styles.sectionValue}>{current}</span>}
        <Chevron className={styles.sectionChevron} />
      </button>
      <ul id={id} className={styles.sheetList} hidden={!open} aria-label={label}>
        {children}
      </ul>
    </div>
  );
}

/** A collapsible list of choices in the slide-in navigation (language, gender). */
function ChoiceSection<T extends string>({ label, value, options, nameOf, onChange }: ChoiceProps<T>) {
  return (
    <Section label={label} current={nameOf(value)}>
      {options.map((option) => (
        <li key={option}>
          <button
            type="button"
            className={styles.sheetChoice}
            aria-pressed={option === value}
            onClick={() => onChange(option)}
          >
            {nameOf(option)}
            {option === value && <CheckIcon />}
          </button>
        </li>
      ))}
    </Section>
  );
}

/** The list items of links (navigation, categories, network sites), the current page's marked. */
function LinkItems({ links, className }: { links: readonly HeaderLink[]; className: string }) {
  const Link = useLinkComponent();
  return links.map((link) => (
    <li key={link.href}>
      <Link
        href={link.href}
        className={className}
        aria-current={link.current ? 'page' : undefined}
        {...(link.rel ? { rel: link.rel } : {})}
      >
        {link.label}
      </Link>
    </li>
  ));
}

/**
 * The site header (§2). Desktop: logo, navigation, search, language and gender dropdowns, theme toggle,
 * and the member menu with avatar (or sign in / sign up for visitors). Mobile (≤ 1024 px): a menu button
 * opening a slide-in navigation with collapsible language, gender and network lists; the bar hides on
 * scroll down past 50 px and returns on scroll up; a row of category links appears 2 s after mount.
 * Every choice goes out through a callback; the site stores it (cookies) and reloads as §4 says.
 */
export function Header({
  logo,
  search,
  navigation = [],
  user,
  memberLinks,
  onSignOut,
  onSignIn,
  signInHref = '/signin',
  signUpHref = '/signup',
  language,
  languages = LANGUAGES,
  onLanguageChange,
  gender,
  genders = GENDERS,
  onGenderChange,
  theme,
  onThemeChange,
  networkSites = [],
  categoryLinks,
  categoryLinksDelayMs,
  hideThreshold,
  defaultMenuOpen = false,
  onGetApp,
  notifications,
}: HeaderProps) {
  const { t } = useMessages();
  const Link = useLinkComponent();
  const hrefs = useHrefs();
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
  const hidden = useHideOnScroll({ threshold: hideThreshold, enabled: !menuOpen });
  const showCategories = useDelayedReveal(categoryLinksDelayMs);
  const genderName = (g: Gender) => t(`header.gender.${g}`);
  const links = user ? (memberLinks ?? defaultMemberLinks(user, t, hrefs)) : [];

  const signIn = onSignIn ? (
    <Button variant="ghost" size="sm" onClick={onSignIn}>
      {t('header.signIn')}
    </Button>
  ) : (
    <Button variant="ghost" size="sm" asChild>
      <Link href={signInHref}>{t('header.signIn')}</Link>
    </Button>
  );
  // The language (when there is a choice) and orientation choices, as menus (bar) or sections (sheet).
  const choices = (Choice: <T extends string>(props: ChoiceProps<T>) => ReactNode) => (
    <>
      {languages.length > 1 && (
        <Choice
          label={t('header.language')}
          value={language}
          options={languages}
          nameOf={languageName}
          onChange={onLanguageChange}
        />
      )}
      <Choice
        label={t('header.gender')}
        value={gender}
        options={genders}
        nameOf={genderName}
        onChange={onGenderChange}
      />
    </>
  );

  const signUp = (
    <Button variant="primary" size="sm" asChild>
      <Link href={signUpHref}>{t('header.signUp')}</Link>
    </Button>
  );

  return (
    <header className={styles.root} data-hidden={hidden ? '' : undefined}>
      <div className={styles.bar}>
        <Sheet.Root open={menuOpen} onOpenChange={setMenuOpen}>
          <span className={styles.mobileOnly}>
            <Sheet.Trigger asChild>
              <IconButton label={t('header.menu.open')}>
                <MenuIcon />
              </IconButton>
            </Sheet.Trigger>
          </span>
          <Sheet.Content title={t('header.menu')} hideTitle side="left">
            {/* Following a link closes the menu, so the page it opens is not left under it. */}
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegated from the links, which Enter also clicks */}
            <nav
              className={styles.sheetNav}
              aria-label={t('header.menu')}
              onClick={(event) => {
                if ((event.target as Element).closest('a[href]')) setMenuOpen(false);
              }}
            >
              {user ? (
                <div className={styles.sheetUser}>
                  <Avatar name={user.username} src={user.avatar} size="sm" decorative />
                  <span className={styles.userName}>{user.username}</span>
                </div>
              ) : (
                <div className={styles.sheetActions}>
                  {signIn}
                  {signUp}
                </div>
              )}
              {navigation.length > 0 && (
                <ul className={styles.sheetList}>
                  <LinkItems links={navigation} className={styles.sheetLink} />
                </ul>
              )}
              {links.length > 0 && (
                <ul className={styles.sheetList} aria-label={t('header.member.menu')}>
                  {links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} className={styles.sheetLink}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                  {onSignOut && (
                    <li>
                      <button type="button" className={styles.sheetChoice} onClick={onSignOut}>
                        {t('header.signOut')}
                      </button>
                    </li>
                  )}
                </ul>
              )}
              {onGetApp && (
                <button
                  type="button"
                  className={styles.sheetChoice}
                  onClick={() => {
                    setMenuOpen(false);
                    onGetApp();
                  }}
                >
                  {t('iosApp.title')}
                </button>
              )}
              {choices(ChoiceSection)}
              {networkSites.length > 0 && (
                <Section label={t('header.network')}>
                  <LinkItems links={networkSites} className={styles.sheetLink} />
                </Section>
              )}
            </nav>
          </Sheet.Content>
        </Sheet.Root>

        <div className={styles.logo}>{logo}</div>

        {navigation.length > 0 && (
          <nav className={styles.nav} aria-label={t('header.navigation')}>
            <ul className={styles.navList}>
              <LinkItems links={navigation} className={styles.navLink} />
            </ul>
          </nav>
        )}

        {search && <div className={styles.search}>{search}</div>}

        <div className={styles.controls}>
          {choices(ChoiceMenu)}
          <ThemeToggle theme={theme} onThemeChange={onThemeChange} />
          {user && notifications}
          {user ? (
            <DropdownMenu.Root>
              <DropdownMenu.Trigger asChild>
                <Button variant="ghost" size="sm">
                  <span className={visuallyHidden}>{t('header.member.menuOf')}</span>{' '}
                  <Avatar name={user.username} src={user.avatar} size="xs" decorative />
                  <span className={styles.userName}>{user.username}</span>
                  <Chevron />
                </Button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Content align="end">
                {links.map((link) => (
                  <DropdownMenu.Item key={link.href} asChild>
                    <Link href={link.href}>{link.label}</Link>
                  </DropdownMenu.Item>
                ))}
                {onSignOut && (
                  <>
                    <DropdownMenu.Separator />
                    <DropdownMenu.Item onSelect={onSignOut}>{t('header.signOut')}</DropdownMenu.Item>
                  </>
                )}
              </DropdownMenu.Content>
            </DropdownMenu.Root>
          ) : (
            <>
              {signIn}
              {signUp}
            </>
          )}
        </div>

        <div className={styles.mobileControls}>
          {user && notifications}
          <ThemeToggle theme={theme} onThemeChange={onThemeChange} />
        </div>
      </div>

      {categoryLinks && categoryLinks.length > 0 && showCategories ? (
        <nav className={styles.categoryRow} aria-label={t('header.categories')}>
          <ul className={styles.categoryList}>
            <LinkItems links={categoryLinks} className={styles.categoryLink} />
          </ul>
        </nav>
      ) : categoryLinks ? (
        // The row's place, kept empty until it shows (2 s after load, §4): no layout shift when it does (#27).
        <div className={styles.categoryRow} />
      ) : null}
    </header>
  );
}
