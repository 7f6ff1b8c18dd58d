import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../i18n/UiProvider';
import { CommentForm, Comments, type CommentsProps, commentErrorMessageKey } from './Comments';
import { longComment, NOW, sampleComments } from './fixtures';

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
