import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AgeGate } from './AgeGate';

describe('given an open AgeGate', () => {
  it('is a modal dialog named after its title with the focus on the agree button', async () => {
    render(<AgeGate open onAgree={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Adults only' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I am 18 or older — enter' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
  });

  it('calls back on agree', async () => {
    const onAgree = vi.fn();
    render(<AgeGate open onAgree={onAgree} />);
    await userEvent.click(await screen.findByRole('button', { name: 'I am 18 or older — enter' }));
    expect(onAgree).toHaveBeenCalledTimes(1);
  });

  it('leaves through the given link and calls back', async () => {
    const onLeave = vi.fn();
    render(<AgeGate open onAgree={vi.fn()} leaveHref="https://example.org/" onLeave={onLeave} />);
    const leave = await screen.findByRole('link', { name: 'Leave' });
    expect(leave).toHaveAttribute('href', 'https://example.org/');
    leave.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(leave);
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('stays open on Escape, with the focus kept inside', async () => {
    const onAgree = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <button type="button">outside</button>
        <AgeGate open onAgree={onAgree} />
      </>,
    );
    const dialog = await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBe(dialog);
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(onAgree).not.toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    render(<AgeGate open={false} onAgree={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
