import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BannerSlot } from './BannerSlot';
import {
  desktopImageBanner,
  houseBanner,
  houseMobile,
  houseSquare,
  iframeBanner,
  mobileImageBanner,
} from './fixtures';

const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;

const meta = {
  title: 'Components/BannerSlot',
  component: BannerSlot,
  args: { banner: desktopImageBanner },
} satisfies Meta<typeof BannerSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header promo as an image link, marked as an advertisement. */
export const Image: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Summer hiking gear sale' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('rel')).toContain('sponsored');
  },
};

/** The promo as a sandboxed iframe with a title. */
export const Iframe: Story = {
  args: { banner: iframeBanner },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle('Promotion: weekend cooking class');
    await expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-popups allow-popups-to-escape-sandbox',
    );
    // Let the frame paint before the screenshot (it may have loaded already).
    await new Promise((resolve) => {
      frame.addEventListener('load', resolve, { once: true });
      setTimeout(resolve, 1000);
    });
  },
};

/** Waiting for the promo: its room is kept. */
export const Loading: Story = {
  args: { banner: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading advertisement');
  },
};

/** No promo: nothing renders. */
export const Empty: Story = {
  args: { banner: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Advertisement')).toBeNull();
  },
};

/** The desktop and the mobile variant side by side: on desktop only the desktop one shows. */
export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <BannerSlot banner={desktopImageBanner} variant="desktop" />
      <BannerSlot banner={mobileImageBanner} variant="mobile" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Summer hiking gear sale' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Garden tools for spring' })).toBeNull();
  },
};

/** The same two on the mobile layout: only the mobile variant shows. */
export const Mobile: Story = {
  ...Variants,
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Garden tools for spring' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Summer hiking gear sale' })).toBeNull();
  },
};

/** A promo wider than a phone shrinks to fit. */
export const WideOnMobile: Story = { globals: mobile };

/** No advertiser: the house ad in the header promo's size, the site's own designed panel. */
export const HouseAd: Story = {
  args: { banner: houseBanner },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Your brand here/ });
    await expect(link).toHaveAttribute('href', '/information/support/');
    await expect(link).not.toHaveAttribute('target');
  },
};

/** The house ad in a 300 × 250 footer slot: stacked. */
export const HouseAdSquare: Story = { args: { banner: houseSquare } };

/** The mobile header promo's house ad (320 × 100) on a phone. */
export const HouseAdMobile: Story = { args: { banner: houseMobile }, globals: mobile };
