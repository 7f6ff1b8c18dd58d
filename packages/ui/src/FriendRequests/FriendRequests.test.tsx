import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FriendRequests } from './FriendRequests';
import { incoming, NOW, outgoing } from './fixtures';

describe('given FriendRequests', () => {
  it('lists the requests asked of the member with accept and decline, and their own with cancel', async () => {
    const onAccept = vi.fn();
    const onDecline = vi.fn();
    const onCancel = vi.fn();
    render(
      <FriendRequests
        status="success"
        incoming={incoming}
        outgoing={outgoing}
        now={NOW}
        onAccept={onAccept}
        onDecline={onDecline}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Friend requests' })).toBeVisible();
    const waiting = screen.getByRole('list', { name: 'Waiting for your answer' });
    expect(
      within(waiting)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Kestrel', '/members/77/'],
      ['Marigold', '/members/91/'],
    ]);
    expect(within(waiting).getByText('Asked today')).toBeVisible();
    expect(within(waiting).getByText('Asked 3 days ago')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Accept the friend request of Marigold' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decline the friend request of Kestrel' }));
    expect(onAccept).toHaveBeenCalledWith(91);
    expect(onDecline).toHaveBeenCalledWith(77);
    const sent = screen.getByRole('list', { name: 'Sent by you' });
    expect(within(sent).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
    await userEvent.click(within(sent).getByRole('button', { name: 'Cancel request to quiet_heron' }));
    expect(onCancel).toHaveBeenCalledWith(12);
  });

  it('makes the act under way busy and the same row’s other button wait', async () => {
    const onDecline = vi.fn();
    render(
      <FriendRequests
        status="success"
        incoming={incoming}
        now={NOW}
        busy={{ userId: 77, act: 'accept' }}
        onDecline={onDecline}
      />,
    );
    expect(screen.getByRole('button', { name: 'Accept the friend request of Kestrel' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Decline the friend request of Kestrel' }));
    expect(onDecline).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Decline the friend request of Marigold' }));
    expect(onDecline).toHaveBeenCalledWith(91);
  });

  it('says when there is none, counts what the lists leave out, and shows loading and errors', async () => {
    const { rerender } = render(<FriendRequests status="success" now={NOW} />);
    expect(screen.getByText('No friend requests')).toBeVisible();
    rerender(<FriendRequests status="success" incoming={incoming} incomingCount={5} now={NOW} />);
    expect(screen.getByText('and 3 more')).toBeVisible();
    rerender(<FriendRequests status="pending" now={NOW} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading friend requests');
    const onRetry = vi.fn();
    rerender(<FriendRequests status="error" errorCode="general_error" onRetry={onRetry} now={NOW} />);
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
