import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../theme/contract.css';
import { syntheticThumb } from '../VideoCard/fixtures';
import { Badge, badgeTones } from './Badge';

const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md } as const;

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { tone: 'neutral', children: 'Draft' },
  argTypes: {
    tone: { control: 'select', options: badgeTones },
    ref: { table: { disable: true } },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

/** Every tone: the card labels of §2 with their default messages, then the general tones. */
export const AllTones: Story = {
  render: () => (
    <div style={row}>
      <Badge tone="hd" />
      <Badge tone="vr" />
      <Badge tone="new" />
      <Badge tone="trusted" />
      <Badge tone="neutral">Private</Badge>
      <Badge tone="accent">Premium</Badge>
      <Badge tone="danger">Deleted</Badge>
      <Badge tone="success">Paid</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('HD')).toBeVisible();
    await expect(canvas.getByText('VR')).toBeVisible();
    await expect(canvas.getByText('Just added')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Trusted member' })).toBeVisible();
  },
};

/** HD and VR over a thumbnail, where the card puts them. */
export const OnThumbnail: Story = {
  render: () => (
    <div style={{ position: 'relative', width: 320, aspectRatio: '16 / 9' }}>
      <img
        src={syntheticThumb(20)}
        alt=""
        width={320}
        height={180}
        style={{ display: 'block', borderRadius: 8 }}
      />
      <span style={{ position: 'absolute', top: 8, left: 8, display: 'flex', gap: 4 }}>
        <Badge tone="hd" />
        <Badge tone="vr" />
      </span>
    </div>
  ),
};

/** The trusted check mark alone (named for screen readers), beside a name, and with a visible label. */
export const Trusted: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.md, justifyItems: 'start' }}>
      <span style={{ ...row, gap: vars.space.xxs, fontWeight: 600 }}>
        Kestrel <Badge tone="trusted" />
      </span>
      <span style={{ fontSize: vars.font.size.xl }}>
        <Badge tone="trusted" label="Verified model" />
      </span>
      <Badge tone="trusted">Trusted member</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: 'Trusted member' })).toHaveLength(1);
    await expect(canvas.getByRole('img', { name: 'Verified model' })).toBeVisible();
    await expect(canvas.getByText('Trusted member', { selector: 'span' })).toBeVisible();
  },
};

/** A long label in a narrow space ends in an ellipsis. */
export const LongText: Story = {
  render: () => (
    <div style={{ width: 160 }}>
      <Badge tone="accent">Exclusive for subscribers of this channel</Badge>
    </div>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: AllTones.render,
};
