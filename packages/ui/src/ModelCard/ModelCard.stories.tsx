import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ListingGrid } from '../ListingGrid/ListingGrid';
import { brokenImage, expectPlaceholder, mobileGlobals } from '../VideoCard/storyHelpers';
import { model, sampleModels } from './fixtures';
import { ModelCard, type ModelCardData, ModelCardSkeleton } from './ModelCard';

const meta = {
  title: 'Components/ModelCard',
  component: ModelCard,
  args: { model },
  render: (args) => (
    <div style={{ maxWidth: 220 }}>
      <ModelCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ModelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Photo, name with the country's flag, and counts of videos, views and subscribers (§2). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The photo (a synthetic portrait, as the demo's) and the flag (an SVG file) have loaded.
    const photo = canvas.getByRole<HTMLImageElement>('img', { name: 'Aurora Vale' });
    const flag = canvas.getByRole<HTMLImageElement>('img', { name: 'Germany' });
    await waitFor(() => expect(photo.naturalWidth).toBeGreaterThan(0));
    await waitFor(() => expect(flag.naturalWidth).toBeGreaterThan(0));
    await expect(canvas.getByRole('link', { name: 'Aurora Vale' })).toHaveAttribute(
      'href',
      '/models/aurora-vale/',
    );
    await expect(canvas.getByRole('img', { name: 'Germany' })).toBeVisible();
    await expect(canvas.getByText('128 videos')).toBeVisible();
    await expect(canvas.getByText('2.3M views')).toBeVisible();
    await expect(canvas.getByText('15.3K subscribers')).toBeVisible();
  },
};

/** Nothing yet: no photo, no country, zero counts. */
export const Empty: Story = {
  args: {
    model: {
      dir: 'soren-field',
      title: 'Soren Field',
      img: null,
      country: null,
      statistics: { videos: 0, viewed: 0, subscribers: 0 },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0 videos')).toBeVisible();
    await expectPlaceholder(canvasElement);
  },
};

/** The photo failed to load: the placeholder shows instead of a broken image. */
export const ImageError: Story = {
  args: { model: { ...model, img: brokenImage } },
  play: async ({ canvasElement }) => {
    await expectPlaceholder(canvasElement);
    await expect(within(canvasElement).queryByRole('img', { name: 'Aurora Vale' })).toBeNull();
  },
};

/** §9: a name containing 'hidden cam' is labelled '(fake)'. */
export const FakeLabel: Story = {
  args: { model: { ...model, title: 'Hidden Cam Fan' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Hidden Cam Fan (fake)' })).toBeVisible();
  },
};

/** Long names wrap to two lines at most; large counts stay compact. */
export const LongText: Story = {
  args: {
    model: {
      ...model,
      title: 'Aurora Evangeline Valentina Montgomery-Fairweather of the Northern Lakes',
      statistics: { videos: 12_345, viewed: 987_654_321, subscribers: 1_234_567 },
    },
  },
};

/** The loading placeholder: same footprint, no text, hidden from assistive technology. */
export const Loading: Story = {
  render: () => (
    <div style={{ maxWidth: 220 }}>
      <ModelCardSkeleton />
    </div>
  ),
};

/** A models listing on the mobile layout. */
export const Mobile: Story = {
  globals: mobileGlobals,
  render: () => (
    <ListingGrid<ModelCardData>
      kind="models"
      status="success"
      label="Models"
      items={sampleModels}
      getKey={(m) => m.dir}
      renderItem={(m) => <ModelCard model={m} />}
    />
  ),
};
