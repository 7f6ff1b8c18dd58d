import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../theme/contract.css';
import { VideoCardSkeleton } from '../VideoCard/VideoCard';
import { Skeleton, SkeletonList, skeletonListLayouts, skeletonRatios, skeletonSizes } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: SkeletonList,
  args: { count: 12, layout: 'grid' },
  argTypes: {
    count: { control: { type: 'number', min: 0, max: 60 } },
    layout: { control: 'inline-radio', options: skeletonListLayouts },
    children: { table: { disable: true } },
  },
} satisfies Meta<typeof SkeletonList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A listing card in placeholders: a 16:9 thumbnail, a two-line title, a short meta line. */
function CardPlaceholder() {
  return (
    <>
      <Skeleton shape="rect" ratio="16:9" />
      <Skeleton lines={2} />
      <Skeleton width="short" />
    </>
  );
}

/** The videos grid while a page of 12 loads: the count is the requested page size. */
export const CardGrid: Story = {
  render: (args) => (
    <SkeletonList {...args}>
      <CardPlaceholder />
    </SkeletonList>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Said once for the list; the placeholders are hidden.
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvasElement.querySelectorAll('[data-skeleton-item]')).toHaveLength(12);
  },
};

/** The same with the listing's own card placeholder (`VideoCardSkeleton`). */
export const VideoCardGrid: Story = {
  args: { count: 8, label: 'Loading videos' },
  render: (args) => (
    <SkeletonList {...args}>
      <VideoCardSkeleton />
    </SkeletonList>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading videos');
  },
};

/** Rows (comments, members, playlists): a stack of avatar and text placeholders. */
export const Rows: Story = {
  args: { count: 4, layout: 'stack' },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <SkeletonList {...args}>
        <div style={{ display: 'flex', gap: vars.space.md, alignItems: 'flex-start' }}>
          <Skeleton shape="circle" size="sm" />
          <div style={{ flex: 1 }}>
            <Skeleton width="short" />
            <Skeleton lines={2} />
          </div>
        </div>
      </SkeletonList>
    </div>
  ),
};

/** Every shape: text lines and widths, rect ratios and circle sizes. */
export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.xl, maxWidth: 720 }}>
      <div>
        <Skeleton width="full" />
        <Skeleton width="long" />
        <Skeleton width="medium" />
        <Skeleton width="short" />
      </div>
      <Skeleton lines={4} />
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(5, 1fr)',
          gap: vars.space.md,
          alignItems: 'start',
        }}
      >
        {skeletonRatios.map((ratio) => (
          <Skeleton key={ratio} shape="rect" ratio={ratio} />
        ))}
      </div>
      <div style={{ display: 'flex', gap: vars.space.lg, alignItems: 'center' }}>
        {skeletonSizes.map((size) => (
          <Skeleton key={size} shape="circle" size={size} />
        ))}
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const placeholder of canvasElement.querySelectorAll('[data-skeleton]')) {
      await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

/** Text placeholders take the size of the text around them. */
export const InHeadings: Story = {
  render: () => (
    <div style={{ maxWidth: 480 }}>
      <div style={{ fontSize: vars.font.size.xxl }}>
        <Skeleton width="medium" />
      </div>
      <div style={{ fontSize: vars.font.size.sm }}>
        <Skeleton lines={3} />
      </div>
    </div>
  ),
};

/** On a phone, one card per row; six for the smaller mobile page. */
export const Mobile: Story = {
  args: { count: 6 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <SkeletonList {...args}>
      <CardPlaceholder />
    </SkeletonList>
  ),
};
