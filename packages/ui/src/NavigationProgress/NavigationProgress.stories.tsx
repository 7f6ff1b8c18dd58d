import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VideoGrid } from '../ListingGrid/ListingGrid';
import { sampleVideos } from '../VideoCard/fixtures';
import { NavigationProgress } from './NavigationProgress';

const meta = {
  title: 'Components/NavigationProgress',
  component: NavigationProgress,
  args: { active: true },
  // Over a page whose next page is on its way: the bar lies over the top of the window, the grid dims.
  render: (args) => (
    <>
      <NavigationProgress {...args} />
      {/* The page's region is busy, as the site marks it: the loaded grid in it dims. */}
      <div aria-busy={args.active || undefined}>
        <VideoGrid status="success" videos={sampleVideos.slice(0, 4)} label="Latest videos" />
      </div>
    </>
  ),
} satisfies Meta<typeof NavigationProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A client navigation is loading: the bar along the top, fixed (the layout does not move). */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading page' });
    await expect(getComputedStyle(bar).position).toBe('fixed');
  },
};

/** Idle: no bar. */
export const Idle: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};
