import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleCategories, sampleChannels, sampleKeywords, sampleModels, sampleQuickLinks } from './fixtures';
import { Sidebar, seededRandom } from './Sidebar';

const meta = {
  title: 'Components/Sidebar',
  component: Sidebar,
  args: { quickLinks: sampleQuickLinks },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any page: the quick links, the current one marked. */
export const QuickLinks: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Quick links' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  },
};

// A fresh seeded source per render keeps the keyword pick the same in every run and both themes.
const indexArgs = {
  categories: sampleCategories,
  models: sampleModels,
  channels: sampleChannels,
  keywords: sampleKeywords,
  keywordCount: 50,
};

/** The index page: categories with a filter box, top models, top channels and 50 random keywords of 1000. */
export const IndexPage: Story = {
  args: indexArgs,
  render: (args) => <Sidebar {...args} random={seededRandom(2024)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const keywords = canvas.getByRole('group', { name: 'Top keywords' });
    await expect(within(keywords).getAllByRole('link')).toHaveLength(50);
    const ada = canvas.getByRole('link', { name: 'Ada Rivers' });
    await expect(ada).toHaveAttribute('href', '/models/ada-rivers/');
    // The model's flag follows the link in its row.
    await expect(
      within(ada.closest('li') as HTMLElement).getByRole('img', { name: 'Germany' }),
    ).toBeVisible();
  },
};

/** Typing in the filter box narrows the category list. */
export const FilterCategories: Story = {
  args: { quickLinks: [], categories: sampleCategories },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter categories' }), 'ing');
    const region = canvas.getByRole('region', { name: 'Categories' });
    await expect(
      within(region)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([
      '/categories/cooking/',
      '/categories/cycling/',
      '/categories/gardening/',
      '/categories/hiking/',
      '/categories/sailing/',
      '/categories/skating/',
    ]);
  },
};

/** No category matches the filter. */
export const FilterNoMatch: Story = {
  args: { quickLinks: [], categories: sampleCategories },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter categories' }), 'volcano');
    await expect(canvas.getByRole('status')).toHaveTextContent('No category matches “volcano”');
  },
};

/** The top lists are loading. */
export const Loading: Story = {
  args: { ...indexArgs, status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the top lists');
  },
};

/** The top lists failed: the error and a retry. */
export const ErrorState: Story = {
  name: 'Error',
  args: { ...indexArgs, status: 'error', errorCode: 'general_error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Every top list came back empty. */
export const Empty: Story = {
  args: { categories: [], models: [], channels: [], keywords: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Nothing here yet')).toHaveLength(4);
  },
};

/** Long names are cut with an ellipsis; counts keep their place. */
export const LongText: Story = {
  args: {
    quickLinks: [{ href: '/videos/', label: 'A quick link with a very long label that does not fit' }],
    categories: [
      {
        dir: 'long',
        title: 'A category with an exceptionally long title for a sidebar',
        total_videos: 2_450_000,
      },
      ...sampleCategories.slice(0, 3),
    ],
    models: [{ dir: 'long', title: 'A model with a remarkably long stage name', img: null, country: 'nl' }],
    channels: [
      { dir: 'long', title: 'A channel whose name goes on and on and on', img: null, total_videos: 1 },
    ],
  },
};

/** The sidebar on the mobile layout (as the site shows it in a sheet or below the content). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: indexArgs,
  render: (args) => <Sidebar {...args} random={seededRandom(7)} />,
};
