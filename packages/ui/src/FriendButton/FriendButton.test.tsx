import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FriendButton } from './FriendButton';

const callbacks = () => ({
  onAdd: vi.fn(),
  onCancel: vi.fn(),
  onAccept: vi.fn(),
  onDecline: vi.fn(),
  onUnfriend: vi.fn(),
  onLoginRequired: vi.fn(),
});

describe('given a FriendButton', () => {
  it('asks with "Add friend" when nothing is between the two', async () => {
    const on = callbacks();
    render(<FriendButton state="none" name="Kestrel" {...on} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add friend' }));
    expect(on.onAdd).toHaveBeenCalledOnce();
  });

  it('says "Request sent" while the request waits, and cancels it from its menu', async () => {
    const on = callbacks();
    render(<FriendButton state="request_sent" name="Kestrel" {...on} />);
    expect(screen.queryByRole('button', { name: 'Add friend' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Request sent' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cancel request' }));
    expect(on.onCancel).toHaveBeenCalledOnce();
    expect(on.onAdd).not.toHaveBeenCalled();
  });

  it('offers accept and decline, named after the member, when they asked', async () => {
    const on = callbacks();
    render(<FriendButton state="request_received" name="Kestrel" {...on} />);
    expect(screen.getByText('Kestrel wants to be your friend')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Accept the friend request of Kestrel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decline the friend request of Kestrel' }));
    expect(on.onAccept).toHaveBeenCalledOnce();
    expect(on.onDecline).toHaveBeenCalledOnce();
  });

  it('says "Friends" and unfriends only from its menu, so one click never ends a friendship', async () => {
    const on = callbacks();
    render(<FriendButton state="friends" name="Kestrel" {...on} />);
    await userEvent.click(screen.getByRole('button', { name: 'Friends' }));
    expect(on.onUnfriend).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Unfriend' }));
    expect(on.onUnfriend).toHaveBeenCalledOnce();
  });

  it('opens the menu from the keyboard', async () => {
    const on = callbacks();
    render(<FriendButton state="friends" name="Kestrel" {...on} />);
    screen.getByRole('button', { name: 'Friends' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu', { name: 'Friends' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    expect(on.onUnfriend).toHaveBeenCalledOnce();
  });

  it('is busy and ignores clicks while an act is under way', async () => {
    const on = callbacks();
    render(<FriendButton state="none" name="Kestrel" pending {...on} />);
    const button = screen.getByRole('button', { name: 'Add friend' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(on.onAdd).not.toHaveBeenCalled();
  });

  it('sends a visitor to sign in instead', async () => {
    const on = callbacks();
    render(<FriendButton state="friends" name="Kestrel" canAct={false} {...on} />);
    const button = screen.getByRole('button', { name: 'Add friend' });
    expect(button).toHaveAccessibleDescription('Sign in to add friends');
    await userEvent.click(button);
    expect(on.onLoginRequired).toHaveBeenCalledOnce();
    expect(on.onAdd).not.toHaveBeenCalled();
  });
});
