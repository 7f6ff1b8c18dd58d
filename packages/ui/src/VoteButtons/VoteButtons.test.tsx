import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VoteButtons } from './VoteButtons';

describe('given VoteButtons', () => {
  it('shows both counts, compact, in buttons named by what they do', () => {
    render(<VoteButtons likes={1_500} dislikes={12} />);
    expect(screen.getByRole('group', { name: 'Rate this video' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like 1.5K' })).toHaveTextContent('1.5K');
    expect(screen.getByRole('button', { name: 'Dislike 12' })).toHaveTextContent('12');
  });

  it('sends 1 for a like and 0 for a dislike', async () => {
    const onVote = vi.fn();
    render(<VoteButtons likes={1} dislikes={2} onVote={onVote} />);
    await userEvent.click(screen.getByRole('button', { name: /^Like/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Dislike/ }));
    expect(onVote.mock.calls).toEqual([[1], [0]]);
  });

  it('shows the visitor’s own vote pressed, and only that one', () => {
    render(<VoteButtons likes={1} dislikes={2} vote="dislike" />);
    expect(screen.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: /^Dislike/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('ignores clicks while a vote is being sent, and marks that button busy', async () => {
    const onVote = vi.fn();
    render(<VoteButtons likes={1} dislikes={2} pending="like" onVote={onVote} />);
    const like = screen.getByRole('button', { name: /^Like/ });
    expect(like).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: /^Dislike/ })).not.toHaveAttribute('aria-busy');
    await userEvent.click(like);
    await userEvent.click(screen.getByRole('button', { name: /^Dislike/ }));
    expect(onVote).not.toHaveBeenCalled();
  });

  it('asks a visitor who may not vote to sign in instead of voting', async () => {
    const onVote = vi.fn();
    const onLoginRequired = vi.fn();
    render(
      <VoteButtons
        likes={1}
        dislikes={2}
        canVote={false}
        onVote={onVote}
        onLoginRequired={onLoginRequired}
      />,
    );
    const dislike = screen.getByRole('button', { name: /^Dislike/ });
    expect(dislike).toHaveAccessibleDescription('Sign in to vote');
    await userEvent.click(dislike);
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
    expect(onVote).not.toHaveBeenCalled();
  });

  it('is operable from the keyboard', async () => {
    const onVote = vi.fn();
    render(<VoteButtons likes={1} dislikes={2} onVote={onVote} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /^Like/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onVote.mock.calls).toEqual([[1], [0]]);
  });
});
