import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../i18n/UiProvider';
import { CookieBar } from './CookieBar';

describe('given a CookieBar', () => {
  it('calls back once when OK is clicked', async () => {
    const onAccept = vi.fn();
    render(<CookieBar onAccept={onAccept} />);
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('links to the cookie policy, or to the given page', () => {
    const { unmount } = render(<CookieBar onAccept={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute(
      'href',
      '/information/#cookies_policy',
    );
    unmount();
    render(<CookieBar onAccept={vi.fn()} policyHref="/cookies/" />);
    expect(screen.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/cookies/');
  });

  it('is reachable with the keyboard', async () => {
    const onAccept = vi.fn();
    const user = userEvent.setup();
    render(<CookieBar onAccept={onAccept} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('takes its texts from the messages', () => {
    render(
      <UiProvider messages={{ 'cookieBar.accept': 'Einverstanden' }}>
        <CookieBar onAccept={vi.fn()} />
      </UiProvider>,
    );
    expect(screen.getByRole('button', { name: 'Einverstanden' })).toBeInTheDocument();
  });
});
