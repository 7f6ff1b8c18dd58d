import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../i18n/UiProvider';
import { PaidPeriod, paidPeriodState } from './PaidPeriod';

const NOW = Date.parse('2026-03-10T12:00:00Z');

describe('given PaidPeriod', () => {
  it('shows a running period with its end, and renews through the app', async () => {
    const onRenew = vi.fn();
    render(<PaidPeriod until="2026-04-02T09:30:00Z" now={NOW} onRenew={onRenew} />);
    expect(screen.getByRole('region', { name: 'Premium downloads' })).toBeInTheDocument();
    expect(screen.getByText('Active until April 2, 2026')).toBeVisible();
    expect(screen.getByText(/Renewing now adds 30 days after that date/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Renew' }));
    expect(onRenew).toHaveBeenCalledTimes(1);
  });

  it('shows a period that ended, and one never bought', () => {
    const { rerender } = render(<PaidPeriod until="2026-02-20T08:00:00Z" now={NOW} onRenew={vi.fn()} />);
    expect(screen.getByText('Expired on February 20, 2026')).toBeVisible();
    expect(screen.getByText('Renew to download every video again: $5 for 30 days.')).toBeVisible();
    rerender(<PaidPeriod until={null} now={NOW} onRenew={vi.fn()} />);
    expect(screen.getByText('No paid period yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Buy premium' })).toBeVisible();
  });

  it('writes the date in the page’s language', () => {
    render(
      <UiProvider locale="de">
        <PaidPeriod until="2026-04-02T09:30:00Z" now={NOW} onRenew={vi.fn()} />
      </UiProvider>,
    );
    expect(screen.getByText('Active until 2. April 2026')).toBeVisible();
  });

  it('says when it could not load, with a retry', async () => {
    const onRetry = vi.fn();
    render(<PaidPeriod status="error" until={null} onRenew={vi.fn()} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your paid period could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('judges the state by the clock', () => {
    expect(paidPeriodState(null, NOW)).toBe('none');
    expect(paidPeriodState('2026-03-10T12:00:01Z', NOW)).toBe('active');
    expect(paidPeriodState('2026-03-10T12:00:00Z', NOW)).toBe('expired');
    expect(paidPeriodState('not a date', NOW)).toBe('none');
  });
});
