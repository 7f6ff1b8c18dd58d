import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../i18n/UiProvider';
import { ErrorState } from './ErrorState';

describe('given an ErrorState for a listing error code (§8)', () => {
  it.each([
    [undefined, 'Something went wrong while loading this list'],
    [null, 'Something went wrong while loading this list'],
    ['', 'Something went wrong while loading this list'],
    ['general_error', 'Something went wrong while loading this list'],
    ['not_found', 'Nothing found'],
    ['videos_not_found', 'Nothing found'],
    ['models_not_found', 'Nothing found'],
    ['no_permission', 'You do not have permission to see this list'],
    ['empty_history', 'Your watch history is empty'],
    // A code without a message falls back to the general error rather than showing a key.
    ['rate_limited', 'Something went wrong while loading this list'],
  ])('code %j shows %j in an alert', (code, message) => {
    render(<ErrorState code={code} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('heading', { name: message })).toBeVisible();
  });

  it('uses the messages of the visitor’s language', () => {
    render(
      <UiProvider locale="de" messages={{ 'listing.error.not_found': 'Nichts gefunden' }}>
        <ErrorState code="videos_not_found" />
      </UiProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Nichts gefunden' })).toBeVisible();
  });

  it('shows a description under the message', () => {
    render(<ErrorState code="not_found" description="Try other filters." />);
    expect(screen.getByText('Try other filters.')).toBeVisible();
  });
});

describe('given an ErrorState with onRetry', () => {
  it('calls it when "Try again" is clicked', async () => {
    const onRetry = vi.fn();
    render(<ErrorState onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('reaches the retry with the keyboard', async () => {
    const onRetry = vi.fn();
    render(<ErrorState onRetry={onRetry} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('while retrying, is busy and ignores more clicks', async () => {
    const onRetry = vi.fn();
    render(<ErrorState onRetry={onRetry} retrying />);
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('has no retry button without onRetry', () => {
    render(<ErrorState code="no_permission" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers the main page beside the retry', () => {
    render(<ErrorState onRetry={() => {}} homeHref="/" />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to main page' })).toHaveAttribute('href', '/');
  });
});
