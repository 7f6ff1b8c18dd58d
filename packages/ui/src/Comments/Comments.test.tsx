import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../i18n/UiProvider';
import { CommentForm, Comments, type CommentsProps, commentErrorMessageKey } from './Comments';
import { longComment, NOW, recentThread, sampleComments, sampleThread, VIEWER_ID } from './fixtures';

// Radix menus and popovers take a while in jsdom on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

/** The comments shown (the pagination is a list too). */
const shownComments = () => within(screen.getAllByRole('list')[0] as HTMLElement).getAllByRole('listitem');

function renderComments(props: Partial<CommentsProps> = {}) {
  const onSignIn = vi.fn();
  const onSubmit = vi.fn();
  render(
    <Comments
      comments={sampleComments(3)}
      now={NOW}
      signedIn
      onSignIn={onSignIn}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSignIn, onSubmit };
}

describe('given a thread', () => {
  it('shows each comment’s author link, relative date, text, likes and dislikes', () => {
    renderComments({ comments: [longComment, ...sampleComments(2)] });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole('link', { name: longComment.username })).toHaveAttribute('href', '/members/321/');
    expect(first.getByText('3 years ago')).toHaveAttribute('datetime', longComment.added_date);
    expect(first.getByText('12.4K')).toBeInTheDocument();
    expect(first.getByText('12,400 likes')).toBeInTheDocument();
    expect(first.getByText('1,250,000 dislikes')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('today')).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText('1 day ago')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Comments' })).toHaveTextContent('3 comments');
  });

  it('counts a long thread in the §9 compact form', () => {
    renderComments({ totalCount: 12_480 });
    expect(screen.getByRole('region', { name: 'Comments' })).toHaveTextContent('12.4K comments');
  });

  it('writes relative dates in the visitor’s language', () => {
    render(
      <UiProvider locale="de">
        <Comments comments={[longComment]} now={NOW} signedIn={false} onSignIn={vi.fn()} onSubmit={vi.fn()} />
      </UiProvider>,
    );
    expect(screen.getByText('vor 3 Jahren')).toBeInTheDocument();
  });

  it('shows 10 a page and pages with the pagination', async () => {
    const onPageChange = vi.fn();
    renderComments({ comments: sampleComments(23), onPageChange });
    expect(shownComments()).toHaveLength(10);
    const nav = screen.getByRole('navigation', { name: 'Comment pages' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(shownComments()).toHaveLength(3);
    expect(shownComments()[0]).toHaveTextContent('8 years ago');
  });

  it('has no pagination for one page', () => {
    renderComments({ comments: sampleComments(10) });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows placeholders while pending, the error with retry, and the empty state', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <Comments status="pending" now={NOW} signedIn onSignIn={vi.fn()} onSubmit={vi.fn()} />,
    );
    expect(screen.getByText('Loading comments')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    rerender(
      <Comments status="error" onRetry={onRetry} now={NOW} signedIn onSignIn={vi.fn()} onSubmit={vi.fn()} />,
    );
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: /Try again/ }));
    expect(onRetry).toHaveBeenCalled();
    rerender(<Comments comments={[]} now={NOW} signedIn onSignIn={vi.fn()} onSubmit={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'No comments yet' })).toBeInTheDocument();
  });
});

describe('given a visitor', () => {
  it('asks to sign in instead of showing the form', async () => {
    const { onSignIn } = renderComments({ signedIn: false });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });
});

describe('given the comment form', () => {
  it('needs at least 5 characters after trimming and says so', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<CommentForm onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox', { name: 'Your comment' });
    await user.type(field, '  abcd  ');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Write at least 5 characters\./);
    await user.type(field, 'e');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(onSubmit).toHaveBeenCalledWith('abcd  e');
  });

  it('stops input at 256 characters', async () => {
    const user = userEvent.setup();
    render(<CommentForm onSubmit={vi.fn()} />);
    const field = screen.getByRole('textbox', { name: 'Your comment' });
    await user.click(field);
    await user.paste('x'.repeat(300));
    expect(field).toHaveValue('x'.repeat(256));
    expect(screen.getByText('256 / 256')).toBeInTheDocument();
  });

  it('is pending while the post runs, then clears and confirms', async () => {
    let resolve: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    const user = userEvent.setup();
    render(<CommentForm onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox', { name: 'Your comment' });
    await user.type(field, 'A calm comment');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    const button = screen.getByRole('button', { name: /Post comment/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    resolve();
    expect(await screen.findByText('Your comment was posted.')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('keeps the text and shows the message of the error code when the post fails', async () => {
    const onSubmit = vi.fn().mockRejectedValue(Object.assign(new Error('limit'), { code: 'comment_limit' }));
    const user = userEvent.setup();
    render(<CommentForm onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox', { name: 'Your comment' });
    await user.type(field, 'Another comment');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can post 5 comments in 10 minutes.');
    expect(field).toHaveValue('Another comment');
    expect(field).toHaveAccessibleDescription(/You can post 5 comments in 10 minutes/);
  });

  it('maps unknown error codes to the general message', () => {
    expect(commentErrorMessageKey('forbidden_words')).toBe('comments.error.forbidden_words');
    expect(commentErrorMessageKey('something_new')).toBe('comments.error.general_error');
    expect(commentErrorMessageKey(undefined)).toBe('comments.error.general_error');
  });
});

/** The block of a member (VIEWER_ID, Sable) on `sampleThread`, with every action a spy. */
function renderThread(props: Partial<CommentsProps> = {}) {
  const actions = {
    onSignIn: vi.fn(),
    onSubmit: vi.fn(),
    onVote: vi.fn(),
    onReply: vi.fn(),
    onDelete: vi.fn(),
  };
  render(
    <Comments comments={sampleThread()} now={NOW} signedIn viewerId={VIEWER_ID} {...actions} {...props} />,
  );
  return actions;
}

/** The list item of the comment with this id. */
const itemOf = (id: number) => document.querySelector(`[data-comment-id="${id}"]`) as HTMLElement;

describe('given votes on comments (#25 item 12)', () => {
  it('shows like and dislike with their counts, the member’s own vote pressed', async () => {
    const { onVote } = renderThread();
    const marlow = within(itemOf(8999));
    const like = marlow.getAllByRole('button', { name: /^Like/ })[0] as HTMLElement;
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveAccessibleName('Like 7 likes');
    const dislike = marlow.getAllByRole('button', { name: /^Dislike/ })[0] as HTMLElement;
    expect(dislike).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(dislike);
    expect(onVote).toHaveBeenCalledWith(8999, 0);
    // A reply has its own.
    await userEvent.click(within(itemOf(8101)).getByRole('button', { name: /^Like/ }));
    expect(onVote).toHaveBeenLastCalledWith(8101, 1);
  });

  it('is busy while the vote is sent and takes no second click', async () => {
    let resolve: () => void = () => {};
    const onVote = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    renderThread({ onVote });
    const item = within(itemOf(9000));
    const like = item.getByRole('button', { name: /^Like/ });
    await userEvent.click(like);
    expect(like).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(item.getByRole('button', { name: /^Dislike/ }));
    expect(onVote).toHaveBeenCalledTimes(1);
    resolve();
    await waitFor(() => expect(like).not.toHaveAttribute('aria-busy'));
  });

  it('asks a visitor to sign in instead of voting or replying, and offers no Delete', async () => {
    const { onVote, onReply, onSignIn } = renderThread({ signedIn: false, viewerId: null });
    const item = within(itemOf(9000));
    const like = item.getByRole('button', { name: /^Like/ });
    expect(like).toHaveAccessibleDescription('Sign in to vote');
    await userEvent.click(like);
    await userEvent.click(item.getByRole('button', { name: 'Reply to Kestrel' }));
    expect(onSignIn).toHaveBeenCalledTimes(2);
    expect(onVote).not.toHaveBeenCalled();
    expect(onReply).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox', { name: /Your reply/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete your comment' })).not.toBeInTheDocument();
  });
});

describe('given replies (#25 item 12)', () => {
  it('shows replies under their comment, oldest first', () => {
    renderThread();
    const replies = within(itemOf(8999)).getByRole('list', { name: 'Replies' });
    expect(
      within(replies)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-comment-id')),
    ).toEqual(['8101', '8102']);
    expect(within(replies).getByRole('link', { name: 'Juniper' })).toHaveAttribute('href', '/members/103/');
  });

  it('opens one inline form with the focus in it, posts the reply, closes and gives the focus back', async () => {
    const onReply = vi.fn(async () => undefined);
    const user = userEvent.setup();
    renderThread({ onReply });
    const replyButton = within(itemOf(9000)).getByRole('button', { name: 'Reply to Kestrel' });
    await user.click(replyButton);
    expect(replyButton).toHaveAttribute('aria-expanded', 'true');
    const field = screen.getByRole('textbox', { name: /^Your reply to Kestrel/ });
    expect(field).toHaveFocus();
    // Another Reply moves the one form there.
    await user.click(within(itemOf(8101)).getByRole('button', { name: 'Reply to Juniper' }));
    expect(screen.getAllByRole('textbox', { name: /^Your reply/ })).toHaveLength(1);
    const juniper = screen.getByRole('textbox', { name: /^Your reply to Juniper/ });
    await user.type(juniper, '  Thanks for saying so ');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    // A reply to a reply names that reply: the server puts it under the same comment.
    expect(onReply).toHaveBeenCalledWith(8101, 'Thanks for saying so');
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: /^Your reply/ })).not.toBeInTheDocument(),
    );
    expect(within(itemOf(8101)).getByRole('button', { name: 'Reply to Juniper' })).toHaveFocus();
  });

  it('keeps the text and says why when the reply fails; Cancel and Escape close the form', async () => {
    const onReply = vi.fn().mockRejectedValue(Object.assign(new Error('gone'), { code: 'not_found' }));
    const user = userEvent.setup();
    renderThread({ onReply });
    await user.click(within(itemOf(9000)).getByRole('button', { name: 'Reply to Kestrel' }));
    const field = screen.getByRole('textbox', { name: /^Your reply to Kestrel/ });
    await user.type(field, 'Is it still there?');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The comment you are answering is no longer there.',
    );
    expect(field).toHaveValue('Is it still there?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: /^Your reply/ })).not.toBeInTheDocument();
    await user.click(within(itemOf(9000)).getByRole('button', { name: 'Reply to Kestrel' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: /^Your reply/ })).not.toBeInTheDocument();
    expect(within(itemOf(9000)).getByRole('button', { name: 'Reply to Kestrel' })).toHaveFocus();
  });

  it('refuses a reply under 5 characters without calling', async () => {
    const { onReply } = renderThread();
    await userEvent.click(within(itemOf(9000)).getByRole('button', { name: 'Reply to Kestrel' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Your reply/ }), 'ok');
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(onReply).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /^Your reply/ })).toHaveAccessibleDescription(
      /Write at least 5 characters\./,
    );
  });
});

describe('given a comment its author deleted while it had replies', () => {
  it('says "Comment deleted" without author, text or actions, and keeps its replies', () => {
    renderThread();
    const gone = itemOf(8998);
    expect(gone).toHaveTextContent('Comment deleted');
    expect(
      within(gone)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Corin']);
    // Only its reply's own controls.
    const owners = within(gone)
      .getAllByRole('button')
      .map((b) => b.closest('li')?.getAttribute('data-comment-id'));
    expect(owners).toEqual(['8201', '8201', '8201']);
    expect(within(gone).getByRole('button', { name: 'Reply to Corin' })).toBeInTheDocument();
  });
});

describe('given the member’s own comments (#25 item 12)', () => {
  it('offers Delete on theirs only (comments and replies)', () => {
    renderThread();
    const deletes = screen.getAllByRole('button', { name: 'Delete your comment' });
    expect(deletes.map((b) => b.closest('li')?.getAttribute('data-comment-id'))).toEqual(['8102', '8997']);
  });

  it('asks first: Cancel keeps it, Delete deletes it and the focus goes to the block’s heading', async () => {
    const onDelete = vi.fn(async () => undefined);
    const user = userEvent.setup();
    renderThread({ onDelete });
    await user.click(within(itemOf(8997)).getByRole('button', { name: 'Delete your comment' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete your comment?' });
    expect(dialog).toHaveAccessibleDescription(/removed for everyone/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(within(itemOf(8997)).getByRole('button', { name: 'Delete your comment' }));
    dialog = screen.getByRole('dialog', { name: 'Delete your comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(8997);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Comments' })).toHaveFocus();
  });

  it('keeps the dialog open and says so when the delete fails', async () => {
    const onDelete = vi.fn().mockRejectedValue(Object.assign(new Error('x'), { code: 'general_error' }));
    const user = userEvent.setup();
    renderThread({ onDelete });
    await user.click(within(itemOf(8102)).getByRole('button', { name: 'Delete your comment' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your comment could not be deleted. Try again.',
    );
    expect(dialog).toBeInTheDocument();
  });
});

describe('given the member’s own recent comment (#32 item 6)', () => {
  const own = () => Number(recentThread().at(-1)?.comment_id);

  it('offers Edit on theirs for 15 minutes after posting only, and marks a comment its author edited', () => {
    renderThread({ comments: recentThread(), onEdit: vi.fn() });
    const edits = screen.getAllByRole('button', { name: 'Edit your comment' });
    expect(edits.map((b) => Number(b.closest('li')?.getAttribute('data-comment-id')))).toEqual([own()]);
    const first = recentThread()[0]?.comment_id;
    expect(within(itemOf(Number(first))).getByText('edited')).toBeInTheDocument();
    expect(within(itemOf(own())).queryByText('edited')).not.toBeInTheDocument();
  });

  it('offers no Edit without onEdit, nor to a visitor', () => {
    renderThread({ comments: recentThread() });
    expect(screen.queryByRole('button', { name: 'Edit your comment' })).not.toBeInTheDocument();
  });

  it('opens the old text in place, saves the new one, closes and gives the focus back; Escape cancels', async () => {
    const onEdit = vi.fn(async () => undefined);
    const user = userEvent.setup();
    renderThread({ comments: recentThread(), onEdit });
    const item = within(itemOf(own()));
    await user.click(item.getByRole('button', { name: 'Edit your comment' }));
    let field = item.getByRole('textbox', { name: /^Your edited comment/ });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('The harbour at nigth is calm.');
    await user.keyboard('{Escape}');
    expect(item.queryByRole('textbox')).not.toBeInTheDocument();
    expect(item.getByRole('button', { name: 'Edit your comment' })).toHaveFocus();
    expect(onEdit).not.toHaveBeenCalled();

    await user.click(item.getByRole('button', { name: 'Edit your comment' }));
    field = item.getByRole('textbox', { name: /^Your edited comment/ });
    await user.clear(field);
    await user.type(field, '  The harbour at night is calm.  ');
    await user.click(item.getByRole('button', { name: 'Save' }));
    expect(onEdit).toHaveBeenCalledWith(own(), 'The harbour at night is calm.');
    await waitFor(() => expect(item.queryByRole('textbox')).not.toBeInTheDocument());
    expect(item.getByRole('button', { name: 'Edit your comment' })).toHaveFocus();
  });

  it('keeps the text and says why when the save is refused', async () => {
    const onEdit = vi
      .fn()
      .mockRejectedValue(Object.assign(new Error('late'), { code: 'edit_window_passed' }));
    const user = userEvent.setup();
    renderThread({ comments: recentThread(), onEdit });
    const item = within(itemOf(own()));
    await user.click(item.getByRole('button', { name: 'Edit your comment' }));
    await user.type(item.getByRole('textbox', { name: /^Your edited comment/ }), ' Truly.');
    await user.click(item.getByRole('button', { name: 'Save' }));
    expect(await item.findByRole('alert')).toHaveTextContent(
      'Comments can be edited for 15 minutes after posting.',
    );
    expect(item.getByRole('textbox', { name: /^Your edited comment/ })).toHaveValue(
      'The harbour at nigth is calm. Truly.',
    );
  });
});
