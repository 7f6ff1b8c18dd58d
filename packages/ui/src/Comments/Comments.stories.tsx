import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findDialog } from '../internal/stories';
import { Comments } from './Comments';
import { longComment, NOW, recentThread, sampleComments, sampleThread, VIEWER_ID } from './fixtures';

const meta = {
  title: 'Components/Comments',
  component: Comments,
  args: {
    comments: sampleComments(4),
    now: NOW,
    signedIn: true,
    onSignIn: fn(),
    onSubmit: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <Comments {...args} />
    </div>
  ),
} satisfies Meta<typeof Comments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member sees the form above the thread; dates are relative to `now`. */
export const Default: Story = {
  // Photographed in dark too: an overlay's or the chrome's surfaces (.storybook/test-runner.ts).
  parameters: { storyTests: { darkScreenshot: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Comments' })).toHaveTextContent('4 comments');
    await expect(canvas.getByRole('textbox', { name: /Your comment/ })).toBeVisible();
    await expect(canvas.getByText('today')).toBeVisible();
    await expect(canvas.getByText('3 days ago')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Marlow' })).toHaveAttribute('href', '/members/101/');
  },
};

/** A visitor is asked to sign in instead of seeing the form (§5 need_auth). */
export const Visitor: Story = {
  args: { signedIn: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

/** 10 a page (§9) with the pagination; a page button shows that page. */
export const Paged: Story = {
  args: { comments: sampleComments(34) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Comment pages' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 4' }));
    await expect(within(nav).getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    await expect(within(canvas.getAllByRole('list')[0] as HTMLElement).getAllByRole('listitem')).toHaveLength(
      4,
    );
  },
};

/** Loading placeholders, as many as a page holds. */
export const Loading: Story = {
  args: { status: 'pending', comments: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading comments')).toHaveAttribute('role', 'status');
  },
};

/** The thread failed to load, with a retry. */
export const LoadError: Story = {
  args: { status: 'error', comments: undefined, onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: /Try again/ }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No comments yet. */
export const Empty: Story = {
  args: { comments: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No comments yet' })).toBeVisible();
  },
};

/** Long names, long text, an unbroken word and counts in K and M wrap inside the column. */
export const LongText: Story = {
  args: { comments: [longComment, ...sampleComments(1)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 years ago')).toBeVisible();
    await expect(canvas.getByText('1.2M')).toBeVisible();
    const region = canvas.getByRole('region', { name: 'Comments' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

/** A comment under 5 characters is not sent; the form says why. */
export const TooShort: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /Your comment/ });
    await userEvent.type(field, 'Nice');
    await userEvent.click(canvas.getByRole('button', { name: 'Post comment' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(field).toHaveAccessibleDescription(/Write at least 5 characters\./);
  },
};

/** Posting: the button is busy until the call settles. */
export const Posting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Your comment/ }), 'Lovely pace and colours.');
    await userEvent.click(canvas.getByRole('button', { name: 'Post comment' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Lovely pace and colours.');
    await expect(canvas.getByRole('button', { name: /Post comment/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Posted: the field clears and the form confirms. */
export const Posted: Story = {
  args: { onSubmit: fn(async () => undefined) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /Your comment/ });
    await userEvent.type(field, 'Lovely pace and colours.');
    await userEvent.click(canvas.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(canvas.getByText('Your comment was posted.')).toBeVisible());
    await expect(field).toHaveValue('');
  },
};

/** The post failed (§8 comment limit): the text stays and the message explains. */
export const PostError: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(Object.assign(new Error('limit'), { code: 'comment_limit' }))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /Your comment/ });
    await userEvent.type(field, 'One more comment');
    await userEvent.click(canvas.getByRole('button', { name: 'Post comment' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'You can post 5 comments in 10 minutes. Try again later.',
      ),
    );
    await expect(field).toHaveValue('One more comment');
  },
};

/** Mobile. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { comments: sampleComments(12) },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Comments' });
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The args of a member on a thread with replies (#25 item 12): every action a spy. */
const member = {
  comments: sampleThread(),
  viewerId: VIEWER_ID,
  onVote: fn(),
  onReply: fn(),
  onDelete: fn(),
};

/**
 * Replies under their comment, a comment its author deleted that keeps its reply, the member's own vote
 * pressed (Marlow's like), and Delete on the member's own comment and reply only.
 */
export const Thread: Story = {
  args: member,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('list', { name: 'Replies' })).toHaveLength(2);
    await expect(canvas.getByText('Comment deleted')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Delete your comment' })).toHaveLength(2);
    const pressed = canvas.getAllByRole('button', { pressed: true });
    await expect(pressed).toHaveLength(1);
    await expect(pressed[0]).toHaveAccessibleName(/^Like/);
  },
};

/** A vote being sent: that toggle is busy and neither takes a click until the call settles. */
export const Voting: Story = {
  args: { ...member, onVote: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const first = within(canvasElement.querySelector('[data-comment-id="9000"]') as HTMLElement);
    const like = first.getByRole('button', { name: /^Like/ });
    await userEvent.click(like);
    await expect(args.onVote).toHaveBeenCalledWith(9000, 1);
    await expect(like).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(first.getByRole('button', { name: /^Dislike/ }));
    await expect(args.onVote).toHaveBeenCalledTimes(1);
  },
};

/** Reply opens one inline form under the comment, with the focus in it. */
export const Replying: Story = {
  args: member,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reply to Marlow' }));
    const field = canvas.getByRole('textbox', { name: /^Your reply to Marlow/ });
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'The colours at the end are the best part.');
  },
};

/** The reply failed (the comment answered was deleted meanwhile): the text stays and the form says why. */
export const ReplyError: Story = {
  args: {
    ...member,
    onReply: fn(() => Promise.reject(Object.assign(new Error('gone'), { code: 'not_found' }))),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reply to Kestrel' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Your reply to Kestrel/ }), 'Still there?');
    await userEvent.click(canvas.getByRole('button', { name: 'Post reply' }));
    await expect(args.onReply).toHaveBeenCalledWith(9000, 'Still there?');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'The comment you are answering is no longer there.',
      ),
    );
  },
};

/** Delete asks first, in a dialog: Cancel keeps the comment. */
export const DeleteConfirm: Story = {
  args: member,
  play: async ({ args, canvasElement }) => {
    const own = within(canvasElement.querySelector('[data-comment-id="8997"]') as HTMLElement);
    await userEvent.click(own.getByRole('button', { name: 'Delete your comment' }));
    const dialog = await findDialog('Delete your comment?');
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** The delete failed: the dialog stays open and says so. */
export const DeleteError: Story = {
  args: { ...member, onDelete: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ args, canvasElement }) => {
    const own = within(canvasElement.querySelector('[data-comment-id="8102"]') as HTMLElement);
    await userEvent.click(own.getByRole('button', { name: 'Delete your comment' }));
    const dialog = await findDialog('Delete your comment?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(8102);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Your comment could not be deleted.'),
    );
  },
};

/** A visitor sees the votes and Reply; using them asks to sign in, and nothing offers Delete. */
export const VisitorThread: Story = {
  args: { ...member, signedIn: false, viewerId: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = within(canvasElement.querySelector('[data-comment-id="9000"]') as HTMLElement);
    await userEvent.click(first.getByRole('button', { name: /^Like/ }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await expect(args.onVote).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: 'Delete your comment' })).toBeNull();
  },
};

/** The thread with replies on the mobile layout. */
export const MobileThread: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: member,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Comments' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

/**
 * The member's own comment can be edited for 15 minutes after posting (#32 item 6): Edit opens the old text
 * in place; a comment its author changed says "edited".
 */
export const Editing: Story = {
  args: { ...member, comments: recentThread(), onEdit: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Edit your comment' })).toHaveLength(1);
    await expect(canvas.getByText('edited')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit your comment' }));
    const field = canvas.getByRole('textbox', { name: /^Your edited comment/ });
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('The harbour at nigth is calm.');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

/** Saved too late (the window passed while the form was open): the text stays and the form says why. */
export const EditError: Story = {
  args: {
    ...member,
    comments: recentThread(),
    onEdit: fn(() => Promise.reject(Object.assign(new Error('late'), { code: 'edit_window_passed' }))),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit your comment' }));
    const field = canvas.getByRole('textbox', { name: /^Your edited comment/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'The harbour at night is calm.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onEdit).toHaveBeenCalledWith(8997, 'The harbour at night is calm.');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Comments can be edited for 15 minutes after posting.',
      ),
    );
    await expect(field).toHaveValue('The harbour at night is calm.');
  },
};

/** Report (#32 item 5) on the comments of others, never on the member's own; it hands the comment over. */
export const Reporting: Story = {
  args: { ...member, onReport: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const reports = canvas.getAllByRole('button', { name: /^Report the comment by/ });
    const own = canvasElement.querySelectorAll(`[data-comment-id]`).length;
    await expect(reports.length).toBeGreaterThan(0);
    await expect(reports.length).toBeLessThan(own);
    await userEvent.click(reports[0] as HTMLElement);
    await expect(args.onReport).toHaveBeenCalledTimes(1);
  },
};
