import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { at } from '../VideoCard/fixtures';
import { member, sampleMembers } from './fixtures';
import { MemberCard, MemberCardSkeleton } from './MemberCard';

describe('given a MemberCard', () => {
  it('links the name to /members/{user_id}/ under a heading', () => {
    render(<MemberCard member={member} />);
    expect(screen.getByRole('link', { name: 'Marigold' })).toHaveAttribute('href', '/members/91/');
    expect(screen.getByRole('heading', { name: 'Marigold' })).toBeInTheDocument();
  });

  it('marks a trusted member and shows the flag', () => {
    render(<MemberCard member={member} />);
    expect(screen.getByRole('img', { name: 'Trusted member' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'France' })).toBeInTheDocument();
  });

  it('shows no check mark for an untrusted member, and initials without an avatar', () => {
    render(<MemberCard member={at(sampleMembers, 1)} />);
    expect(screen.queryByRole('img', { name: 'Trusted member' })).not.toBeInTheDocument();
    expect(screen.getByText('K')).toBeInTheDocument();
  });

  it('shows its counts of videos and subscribers', () => {
    render(<MemberCard member={member} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['36 videos', '2.4K subscribers']);
  });

  it('places the action it is given (the owner’s unfriend) in the card, and none by default', () => {
    const { rerender } = render(<MemberCard member={member} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<MemberCard member={member} action={<button type="button">Unfriend Marigold</button>} />);
    expect(
      within(screen.getByRole('article')).getByRole('button', { name: 'Unfriend Marigold' }),
    ).toBeVisible();
  });
});

describe('given a MemberCardSkeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<MemberCardSkeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
