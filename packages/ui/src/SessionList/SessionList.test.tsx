import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NOW, sessions } from './fixtures';
import { deviceName, SessionList } from './SessionList';

describe('given SessionList', () => {
  it('names each browser, marks this one, and signs out only the others', async () => {
    const onSignOut = vi.fn();
    const onSignOutOthers = vi.fn();
    render(
      <SessionList
        status="success"
        sessions={sessions}
        now={NOW}
        onSignOut={onSignOut}
        onSignOutOthers={onSignOutOthers}
      />,
    );
    const list = screen.getByRole('list', { name: 'Where you are signed in' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('span span')?.textContent)).toEqual([
      'Firefox · Linux',
      'Safari · iOS',
      'Unknown browser',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('This browser')).toBeVisible();
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: 'Sign out Safari · iOS, last active 2 days ago' }),
    );
    expect(onSignOut).toHaveBeenCalledWith(37);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(onSignOutOthers).toHaveBeenCalledOnce();
  });

  it('names browsers by product and shows an agent it does not know as it came', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0',
      ),
    ).toBe('Edge · Windows');
    expect(
      deviceName('Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36'),
    ).toBe('Chrome · Android');
    expect(deviceName('PhoneBrowser/1.0')).toBe('PhoneBrowser/1.0');
    expect(deviceName('  ')).toBeNull();
  });
});
