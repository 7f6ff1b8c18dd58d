import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { footerBanners, houseSquare } from '../BannerSlot/fixtures';
import { CountryPicker } from '../CountryPicker/CountryPicker';
import { Footer } from './Footer';

const meta = {
  title: 'Components/Footer',
  component: Footer,
  args: { siteName: 'Tubeworks', year: 2026 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The links of §1 and the notes; no banners. */
export const Default: Story = {
  // Photographed in dark too: an overlay's or the chrome's surfaces (.storybook/test-runner.ts).
  parameters: { storyTests: { darkScreenshot: true } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Information' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(11);
    await expect(within(nav).getByRole('link', { name: 'DMCA' })).toHaveAttribute(
      'href',
      '/information/#dmca',
    );
  },
};

/** The four banner slots filled. */
export const WithBanners: Story = {
  args: { banners: footerBanners },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Advertisements' });
    await expect(within(region).getAllByRole('link')).toHaveLength(4);
  },
};

/** Two of four slots filled: the empty ones take no room, the two sit in the middle. */
export const SomeBanners: Story = {
  args: { banners: [footerBanners[0] ?? null, null, footerBanners[2] ?? null] },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Advertisements' });
    await expect(within(region).getAllByRole('link')).toHaveLength(2);
  },
};

/** The site as shipped: the house ad in the first slot, the other three empty and hidden. */
export const HouseAd: Story = {
  args: { banners: [houseSquare, null, null, null] },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Advertisements' });
    await expect(within(region).getByRole('link', { name: /Advertise with us/ })).toBeVisible();
  },
};

/** The slots' data is loading: their room is kept. */
export const BannersLoading: Story = {
  args: { bannersLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(4);
  },
};

/** Extra content, here the country picker. */
export const WithCountryPicker: Story = {
  args: { children: <CountryPicker value="nl" onValueChange={fn()} /> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Country: Netherlands' }));
    await expect(await within(document.body).findByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** A long site name and routes overridden, one link left out. */
export const LongText: Story = {
  args: {
    siteName: 'The Remarkably Long Name of a Sister Site in the Network',
    hrefs: { partner: '/webmasters/', dump: null },
  },
};

/** The mobile layout: the links wrap, the slots stack. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { banners: footerBanners },
};
