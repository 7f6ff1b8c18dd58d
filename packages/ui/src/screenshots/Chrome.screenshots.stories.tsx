import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from '../Footer/Footer';
import {
  SampleLogo,
  SearchPlaceholder,
  sampleCategoryLinks,
  sampleMember,
  sampleNavigation,
  sampleNetwork,
} from '../Header/fixtures';
import { Header, type HeaderProps } from '../Header/Header';
import { NotificationBell } from '../NotificationBell/NotificationBell';
import { brandNames } from '../theme/brands';
import { BrandColumns, landmarkScreenshotParameters, modeOf } from './BrandColumns';

const ignore = () => {};
const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;

const header: HeaderProps = {
  logo: <SampleLogo />,
  search: <SearchPlaceholder />,
  navigation: sampleNavigation,
  language: 'en',
  languages: ['en', 'de', 'fr'],
  gender: 'str',
  theme: 'light',
  networkSites: sampleNetwork,
  categoryLinks: sampleCategoryLinks,
  categoryLinksDelayMs: 0,
  onLanguageChange: ignore,
  onGenderChange: ignore,
  onThemeChange: ignore,
  onSignOut: ignore,
};

const meta = {
  title: 'Screenshots/Chrome',
  parameters: landmarkScreenshotParameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The desktop header in each brand: a visitor's (sign in, sign up) and a member's (menu, bell). */
export const DesktopHeader: Story = {
  name: 'Header, desktop',
  render: (_args, { globals }) => (
    <BrandColumns rows mode={modeOf(globals)}>
      {() => (
        <>
          <Header {...header} />
          <Header
            {...header}
            user={sampleMember}
            notifications={<NotificationBell href="/notifications/" count={3} />}
          />
        </>
      )}
    </BrandColumns>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: 'Sign in' })).toHaveLength(brandNames.length);
    await expect(canvas.getAllByRole('button', { name: 'Account menu: Kestrel' })).toHaveLength(
      brandNames.length,
    );
  },
};

/** The phone's header in each brand: menu button, logo, search, theme and the category row. */
export const MobileHeader: Story = {
  name: 'Header, phone',
  globals: mobile,
  render: (_args, { globals }) => (
    <BrandColumns rows mode={modeOf(globals)}>
      {() => (
        <Header
          {...header}
          user={sampleMember}
          notifications={<NotificationBell href="/notifications/" count={12} />}
        />
      )}
    </BrandColumns>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Open menu' })).toHaveLength(brandNames.length);
    await expect(canvas.getAllByRole('navigation', { name: 'Categories' })).toHaveLength(brandNames.length);
  },
};

/** The footer in each brand: the links of §1 and the notes. */
export const Footers: Story = {
  name: 'Footer',
  render: (_args, { globals }) => (
    <BrandColumns rows mode={modeOf(globals)}>
      {() => <Footer siteName="Tubeworks" year={2026} />}
    </BrandColumns>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('navigation', { name: 'Information' })).toHaveLength(brandNames.length);
  },
};
