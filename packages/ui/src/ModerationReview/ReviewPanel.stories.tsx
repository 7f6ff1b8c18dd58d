import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LONG, reviewItem } from '../ModerationCommon/fixtures';
import { dialog } from '../ModerationCommon/storyHelpers';
import { ReviewPanel } from './ReviewPanel';

const meta = {
  title: 'Moderation/ReviewPanel',
  component: ReviewPanel,
  args: {
    item: reviewItem(),
    onApprove: fn(),
    onReject: fn(),
    hrefForMember: (member) => `/members/${member.username}/`,
  },
  argTypes: { hrefForMember: { table: { disable: true } } },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <ReviewPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof ReviewPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The player with storyboard thumbnails, uploader, waiting time; approve calls back with the video. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: /Video player/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(args.onApprove).toHaveBeenCalledWith(101);
  },
};

/** Reject needs a reason: empty is refused, then the reason is sent and focus returns to Reject. */
export const Reject: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Reject' });
    await userEvent.click(trigger);
    const box = await dialog('Reject the video');
    await userEvent.click(within(box).getByRole('button', { name: 'Reject video' }));
    await expect(await within(box).findByText('This field is required')).toBeVisible();
    await expect(args.onReject).not.toHaveBeenCalled();
    await userEvent.type(
      within(box).getByRole('textbox', { name: /Reason/ }),
      'Contains a watermark of another site',
    );
    await userEvent.click(within(box).getByRole('button', { name: 'Reject video' }));
    await expect(args.onReject).toHaveBeenCalledWith(101, 'Contains a watermark of another site');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape closes the dialog without rejecting; focus goes back to Reject. */
export const RejectCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Reject' });
    await userEvent.click(trigger);
    await dialog('Reject the video');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

/** An act under way: approve spins, reject waits. */
export const Busy: Story = { args: { busy: true } };

/** The last act failed. */
export const ActionFailed: Story = {
  args: { actionError: 'not_found' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('It no longer exists');
  },
};

/** Nothing selected yet. */
export const NoneSelected: Story = { args: { item: null } };

/** Not transcoded yet: no player. */
export const NoMedia: Story = { args: { item: reviewItem({ hls: null, poster: null, storyboard: null }) } };

export const LongText: Story = { args: { item: reviewItem({ title: LONG, description: LONG.repeat(3) }) } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** A performer's consent record is incomplete: approval was refused and the video stays in review. */
export const ConsentMissing: Story = {
  args: {
    actionError: 'consent_missing',
    item: reviewItem({
      performers: [
        { kind: 'uploader', id: 11, name: 'river_lens', status: 'verified' },
        { kind: 'record', id: 4, name: 'Robin Heron', status: 'incomplete' },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('A record of consent is missing');
    await expect(canvas.getByText(/Robin Heron · consent record incomplete/)).toBeVisible();
  },
};

/** The upload names nobody. */
export const NoPerformers: Story = {
  args: { item: reviewItem({ performers: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No performers named')).toBeVisible();
  },
};
