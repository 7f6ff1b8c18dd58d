// @vitest-environment jsdom

import { ApiError, type Comment, type ThreadComment } from '@site/api';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commentFixture } from '../../test/fixtures';
import { fakeApi, MEMBER, renderInSite } from '../../test/site';
import { CommentThread } from './CommentThread';

// Radix dialogs take a while in jsdom on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(cleanup);

const reply = (id: number, parent_id: number, user_id: number, username: string, text: string): Comment => ({
  comment_id: id,
  user_id,
  username,
  avatar: null,
  comment: text,
  likes: 0,
  dislikes: 1,
  added_date: '2026-10-02T12:00:00Z',
  parent_id,
  deleted: 0,
  my_vote: null,
  edited: 0,
});

const comment = commentFixture;

/** birch's comment; the member's (maple, MEMBER) comment with birch's reply; the member's lone comment. */
function thread(): ThreadComment[] {
  const answered = comment(2, MEMBER.user_id, 'maple', 'Where was this filmed?');
  return [
    comment(1, 3, 'birch', 'Lovely light at the end.'),
    {
      ...answered,
      replies: [reply(21, 2, 3, 'birch', 'By the north lake.')],
      reply_count: 1,
    },
    comment(3, MEMBER.user_id, 'maple', 'Second thought of mine.'),
  ];
}

function setup(actions: Record<string, unknown> = {}, user = MEMBER) {
  const comments = thread();
  const api = {
    comments: { list: vi.fn(async () => ({ comments, total_count: 4, code: 'success' })) },
    actions,
  };
  const view = renderInSite(
    <CommentThread api={fakeApi(api as never)} section="video" objectId={42} now={Date.UTC(2026, 9, 3)} />,
    { user },
  );
  return { api, ...view };
}

const itemOf = (id: number) => document.querySelector(`[data-comment-id="${id}"]`) as HTMLElement;

describe('given a member voting on a comment', () => {
  it('moves the counter from the answer, shows the vote pressed and says thanks (§4, §8)', async () => {
    const vote = vi.fn(async () => ({ code: 'success', statistics: { likes: 5, dislikes: 1 } }));
    const { actions } = setup({ vote });
    await screen.findByText('Lovely light at the end.');
    const like = within(itemOf(1)).getByRole('button', { name: /^Like/ });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    await waitFor(() => expect(vote).toHaveBeenCalledWith({ section: 'comment', object_id: 1, vote: 1 }));
    await waitFor(() => expect(within(itemOf(1)).getByRole('button', { name: 'Like 5 likes' })).toBe(like));
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(actions.notify).toHaveBeenCalledWith({
      type: 'success',
      text: 'Thank you, your vote was counted',
    });
  });

  it('keeps the counts and says so when the member already voted (409)', async () => {
    const vote = vi.fn(async () => {
      throw new ApiError('already_voted', 409);
    });
    const { actions } = setup({ vote });
    await screen.findByText('By the north lake.');
    const dislike = within(itemOf(21)).getByRole('button', { name: /^Dislike/ });
    fireEvent.click(dislike);
    await waitFor(() =>
      expect(actions.notify).toHaveBeenCalledWith({ type: 'error', text: 'You have already voted' }),
    );
    expect(within(itemOf(21)).getByRole('button', { name: 'Dislike 1 dislike' })).toBe(dislike);
    expect(dislike.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('given a member replying', () => {
  it('puts the reply under the comment at once, counted, and says so', async () => {
    const post = vi.fn(async () => ({ code: 'success', comment_id: 77, parent_id: 2 }));
    const { actions } = setup({ comment: post });
    await screen.findByText('By the north lake.');
    // Answering birch's reply: the server puts it under the same comment (its answer's parent_id).
    fireEvent.click(within(itemOf(21)).getByRole('button', { name: 'Reply to birch' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Your reply to birch/ }), {
      target: { value: 'Thanks, I will go.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith({
        section: 'video',
        object_id: 42,
        msg: 'Thanks, I will go.',
        parent_id: 21,
      }),
    );
    const replies = within(itemOf(2)).getByRole('list', { name: 'Replies' });
    await waitFor(() => expect(within(replies).getAllByRole('listitem')).toHaveLength(2));
    const mine = within(itemOf(77));
    expect(mine.getByText('Thanks, I will go.')).toBeInTheDocument();
    expect(mine.getByRole('link', { name: 'maple' }).getAttribute('href')).toBe(
      `/members/${MEMBER.user_id}/`,
    );
    expect(mine.getByRole('button', { name: 'Like 0 likes' })).toBeInTheDocument();
    expect(mine.getByRole('button', { name: 'Delete your comment' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Comments' }).textContent).toContain('5 comments');
    expect(actions.notify).toHaveBeenCalledWith({ type: 'success', text: 'Your reply was posted' });
  });
});

describe('given a member deleting their own comment', () => {
  it('offers Delete on theirs only; confirmed, it leaves the thread and the count', async () => {
    const remove = vi.fn(async () => ({ code: 'success', placeholder: 0 }));
    const { actions } = setup({ deleteComment: remove });
    await screen.findByText('Second thought of mine.');
    expect(within(itemOf(1)).queryByRole('button', { name: 'Delete your comment' })).not.toBeInTheDocument();
    expect(within(itemOf(21)).queryByRole('button', { name: 'Delete your comment' })).not.toBeInTheDocument();
    fireEvent.click(within(itemOf(3)).getByRole('button', { name: 'Delete your comment' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your comment?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ comment_id: 3 }));
    await waitFor(() => expect(screen.queryByText('Second thought of mine.')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Comments' }).textContent).toContain('3 comments');
    expect(actions.notify).toHaveBeenCalledWith({ type: 'success', text: 'Your comment was deleted' });
  });

  it('keeps a comment with replies as "Comment deleted" above them', async () => {
    const remove = vi.fn(async () => ({ code: 'success', placeholder: 1 }));
    setup({ deleteComment: remove });
    await screen.findByText('Where was this filmed?');
    fireEvent.click(
      within(itemOf(2)).getAllByRole('button', { name: 'Delete your comment' })[0] as HTMLElement,
    );
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete your comment?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(itemOf(2).textContent).toContain('Comment deleted'));
    expect(screen.queryByText('Where was this filmed?')).not.toBeInTheDocument();
    expect(within(itemOf(2)).getByText('By the north lake.')).toBeInTheDocument();
  });

  it('keeps the comment and the dialog open when the server refuses', async () => {
    const remove = vi.fn(async () => {
      throw new ApiError('general_error', 500);
    });
    setup({ deleteComment: remove });
    await screen.findByText('Second thought of mine.');
    fireEvent.click(within(itemOf(3)).getByRole('button', { name: 'Delete your comment' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your comment?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('could not be deleted');
    expect(screen.getByText('Second thought of mine.')).toBeInTheDocument();
  });
});

describe('given a visitor', () => {
  it('opens the sign-in modal for a vote or a reply, sends nothing and offers no Delete', async () => {
    const vote = vi.fn();
    const post = vi.fn();
    const { actions } = setup({ vote, comment: post }, null as never);
    await screen.findByText('Lovely light at the end.');
    fireEvent.click(within(itemOf(1)).getByRole('button', { name: /^Like/ }));
    fireEvent.click(within(itemOf(1)).getByRole('button', { name: 'Reply to birch' }));
    expect(actions.openSignIn).toHaveBeenCalledTimes(2);
    expect(vote).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Delete your comment' })).not.toBeInTheDocument();
  });
});
