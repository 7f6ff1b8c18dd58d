import type { HeaderLink, HeaderUser } from './Header';

/** A neutral logo for stories and tests: a link home with the site's name. */
export function SampleLogo() {
  return (
    <a href="/" style={{ fontWeight: 700, fontSize: 20, color: 'inherit', textDecoration: 'none' }}>
      Tubeworks
    </a>
  );
}

export const sampleNavigation: HeaderLink[] = [
  { href: '/videos/', label: 'Videos', current: true },
  { href: '/categories/', label: 'Categories' },
  { href: '/models/', label: 'Models' },
  { href: '/channels/', label: 'Channels' },
  { href: '/community/', label: 'Community' },
];

export const sampleMember: HeaderUser = { user_id: 77, username: 'Kestrel', avatar: null };

export const sampleNetwork: HeaderLink[] = [
  { href: 'https://gay.example.com/', label: 'Sister site one' },
  { href: 'https://she.example.com/', label: 'Sister site two' },
];

export const sampleCategoryLinks: HeaderLink[] = [
  { href: '/categories/nature/', label: 'Nature' },
  { href: '/categories/travel/', label: 'Travel' },
  { href: '/categories/music/', label: 'Music' },
  { href: '/categories/cooking/', label: 'Cooking' },
  { href: '/categories/hiking/', label: 'Hiking' },
  { href: '/categories/sailing/', label: 'Sailing' },
];

/** A stand-in for the SearchBox another component provides: a labelled search form. */
export function SearchPlaceholder() {
  return (
    <search>
      <form onSubmit={(e) => e.preventDefault()} style={{ display: 'flex' }}>
        <input
          type="search"
          aria-label="Search videos"
          placeholder="Search videos"
          style={{
            boxSizing: 'border-box',
            width: '100%',
            minHeight: 36,
            padding: '0 12px',
            border: '1px solid currentColor',
            borderRadius: 8,
            background: 'transparent',
            color: 'inherit',
            font: 'inherit',
          }}
        />
      </form>
    </search>
  );
}
