import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ListingGrid } from '../ListingGrid/ListingGrid';
import { brokenImage, expectPlaceholder, mobileGlobals } from '../VideoCard/storyHelpers';
import { CategoryCard, type CategoryCardData, CategoryCardSkeleton } from './CategoryCard';
import { category, sampleCategories } from './fixtures';

const meta = {
  title: 'Components/CategoryCard',
  component: CategoryCard,
  args: { category },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <CategoryCard {...args} />
    </div>
  ),
} satisfies Meta<typeof CategoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picture, title and number of videos; links to /categories/{dir}/. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Travel' })).toHaveAttribute('href', '/categories/travel/');
    await expect(canvas.getByText('12.4K videos')).toBeVisible();
  },
};

/** No picture and no videos yet. */
export const Empty: Story = {
  args: { category: { dir: 'cooking', title: 'Cooking', total_videos: 0, thumb: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0 videos')).toBeVisible();
    await expectPlaceholder(canvasElement);
  },
};

/** The picture failed to load: the placeholder shows instead. */
export const ImageError: Story = {
  args: { category: { ...category, thumb: brokenImage } },
  play: async ({ canvasElement }) => {
    await expectPlaceholder(canvasElement);
  },
};

export const LongText: Story = {
  args: {
    category: {
      ...category,
      title: 'Architecture, urban history and very long walks through the old quarters of harbour towns',
      total_videos: 3_400_000,
    },
  },
};

/** The loading placeholder. */
export const Loading: Story = {
  render: () => (
    <div style={{ maxWidth: 280 }}>
      <CategoryCardSkeleton />
    </div>
  ),
};

/** The categories listing on the mobile layout. */
export const Mobile: Story = {
  globals: mobileGlobals,
  render: () => (
    <ListingGrid<CategoryCardData>
      kind="categories"
      status="success"
      label="Categories"
      items={sampleCategories}
      getKey={(c) => c.dir}
      renderItem={(c) => <CategoryCard category={c} />}
    />
  ),
};
