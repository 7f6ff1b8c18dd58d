import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RequireAuthProvider, useRequireAuth, useViewer } from './RequireAuth';

function AddToButton({ onOpen }: { onOpen: () => void }) {
  const requireAuth = useRequireAuth();
  const viewer = useViewer();
  return (
    <button type="button" onClick={() => requireAuth(onOpen)}>
      {viewer ? `Add to (${viewer.username})` : 'Add to'}
    </button>
  );
}

describe('useRequireAuth', () => {
  it('runs the action for a member', async () => {
    const onOpen = vi.fn();
    const onSignInRequired = vi.fn();
    render(
      <RequireAuthProvider viewer={{ user_id: 7, username: 'kestrel' }} onSignInRequired={onSignInRequired}>
        <AddToButton onOpen={onOpen} />
      </RequireAuthProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to (kestrel)' }));
    expect(onOpen).toHaveBeenCalledOnce();
    expect(onSignInRequired).not.toHaveBeenCalled();
  });

  it('opens the sign-in modal instead for a visitor', async () => {
    const onOpen = vi.fn();
    const onSignInRequired = vi.fn();
    render(
      <RequireAuthProvider viewer={null} onSignInRequired={onSignInRequired}>
        <AddToButton onOpen={onOpen} />
      </RequireAuthProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to' }));
    expect(onSignInRequired).toHaveBeenCalledOnce();
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('never runs the action without a provider', async () => {
    const onOpen = vi.fn();
    render(<AddToButton onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to' }));
    expect(onOpen).not.toHaveBeenCalled();
  });
});
