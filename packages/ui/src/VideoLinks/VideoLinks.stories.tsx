import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pageVideo } from '../VideoInfo/fixtures';
import { VideoLinks } from './VideoLinks';

const meta = {
  title: 'Components/VideoLinks',
  component: VideoLinks,
  args: { channel: pageVideo.channel, models: pageVideo.models, categories: pageVideo.categories },
} satisfies Meta<typeof VideoLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The channel, the models and the categories, each a list of links named by its term. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const channel = within(canvas.getByRole('group', { name: 'Channel' }));
    await expect(channel.getByRole('link', { name: 'North Studio' })).toHaveAttribute(
      'href',
      '/channel/north-studio/',
    );
    const models = within(canvas.getByRole('group', { name: 'Models' }));
    await expect(models.getByRole('link', { name: 'Amber River' })).toHaveAttribute(
      'href',
      '/models/amber-river/',
    );
    const categories = within(canvas.getByRole('group', { name: 'Categories' }));
    await expect(categories.getAllByRole('link')).toHaveLength(3);
    await expect(categories.getByRole('link', { name: 'Night' })).toHaveAttribute(
      'href',
      '/categories/night/',
    );
  },
};

/** A member upload: no channel, so that group is left out. */
export const MemberUpload: Story = {
  args: { channel: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list', { name: 'Channel' })).not.toBeInTheDocument();
  },
};

/** Nothing to link: a short note instead of empty groups. */
export const Empty: Story = {
  args: { channel: null, models: [], categories: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No categories, models or channel for this video')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Many categories and long names wrap onto more lines. */
export const LongText: Story = {
  args: {
    channel: {
      dir: 'long',
      title: 'The Extremely Long Channel Name Of A Studio That Films Rivers And Harbours',
    },
    categories: [
      'City walks',
      'Night',
      'Rain',
      'Harbours and lighthouses',
      'Slow television',
      'Autumn',
      'Birdsong',
      'Bridges',
      'Fog',
      'Long exposure photography',
      'Trains',
      'Gardens',
    ].map((title) => ({ title, dir: title.toLowerCase().replace(/\s+/g, '-') })),
  },
  render: (args) => (
    <div style={{ maxWidth: 520 }}>
      <VideoLinks {...args} />
    </div>
  ),
};

/** §9: a name containing 'hidden cam' is labelled '(fake)'. */
export const FakeLabel: Story = {
  args: { channel: { dir: 'garden-hidden-cam', title: 'Garden hidden cam' }, models: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Garden hidden cam (fake)' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
