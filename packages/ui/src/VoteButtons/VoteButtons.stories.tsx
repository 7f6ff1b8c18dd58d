import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type Vote, VoteButtons, type VoteButtonsProps } from './VoteButtons';

const meta = {
  title: 'Components/VoteButtons',
  component: VoteButtons,
  args: { likes: 1_180, dislikes: 96, onVote: fn(), onLoginRequired: fn() },
} satisfies Meta<typeof VoteButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody pressed yet: a click sends the vote (1 like, 0 dislike). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Rate this video' })).toBeVisible();
    const like = canvas.getByRole('button', { name: 'Like 1.1K' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await expect(args.onVote).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Dislike 96' }));
    await expect(args.onVote).toHaveBeenLastCalledWith(0);
  },
};

export const Liked: Story = {
  args: { vote: 'like', likes: 1_181 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^Like/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Disliked: Story = { args: { vote: 'dislike', dislikes: 97 } };

/** The vote is being sent: that button is busy, and clicks wait. */
export const Pending: Story = {
  args: { pending: 'like' },
  play: async ({ canvasElement, args }) => {
    const like = within(canvasElement).getByRole('button', { name: /^Like/ });
    await expect(like).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(like);
    await expect(args.onVote).not.toHaveBeenCalled();
  },
};

/** A visitor who may not vote: the click asks to sign in instead. */
export const Visitor: Story = {
  args: { canVote: false },
  play: async ({ canvasElement, args }) => {
    const like = within(canvasElement).getByRole('button', { name: /^Like/ });
    await expect(like).toHaveAccessibleDescription('Sign in to vote');
    await userEvent.click(like);
    await expect(args.onLoginRequired).toHaveBeenCalledTimes(1);
    await expect(args.onVote).not.toHaveBeenCalled();
  },
};

/** Nothing yet: zero and zero. */
export const Empty: Story = { args: { likes: 0, dislikes: 0 } };

/** Millions: the compact counts of §9. */
export const LargeCounts: Story = { args: { likes: 2_450_000, dislikes: 999_999 } };

function Counting(props: VoteButtonsProps) {
  const [state, setState] = useState<{ vote: Vote | null; likes: number; dislikes: number }>({
    vote: null,
    likes: props.likes,
    dislikes: props.dislikes,
  });
  return (
    <VoteButtons
      {...props}
      {...state}
      onVote={(value) => {
        props.onVote?.(value);
        setState((s) =>
          s.vote
            ? s
            : value === 1
              ? { ...s, vote: 'like', likes: s.likes + 1 }
              : { ...s, vote: 'dislike', dislikes: s.dislikes + 1 },
        );
      }}
    />
  );
}

/** With the page's local counter (§4): the vote is pressed and counted. */
export const LocalCounter: Story = {
  args: { likes: 41, dislikes: 3 },
  render: (args) => <Counting {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Like 41' }));
    await expect(canvas.getByRole('button', { name: 'Like 42' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Mobile: Story = {
  args: { vote: 'like' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
