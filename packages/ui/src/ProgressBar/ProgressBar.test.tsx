import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../i18n/UiProvider';
import { ProgressBar } from './ProgressBar';

const label = 'Uploading sunset.mp4';

describe('given a ProgressBar with a value', () => {
  it('is a progress bar named by its label, with the percent done', () => {
    render(<ProgressBar label={label} value={42} />);
    const bar = screen.getByRole('progressbar', { name: label });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '42% uploaded');
    expect(bar).toHaveAttribute('data-state', 'loading');
    expect(screen.getByText('42% uploaded')).toBeVisible();
  });

  it.each([
    [0, '0% uploaded', 'loading'],
    [100, '100% uploaded', 'complete'],
    [99.7, '99% uploaded', 'loading'],
    [-5, '0% uploaded', 'loading'],
    [140, '100% uploaded', 'complete'],
  ])('shows %s as "%s"', (value, text, state) => {
    render(<ProgressBar label={label} value={value} />);
    const bar = screen.getByRole('progressbar', { name: label });
    expect(bar).toHaveAttribute('aria-valuetext', text);
    expect(bar).toHaveAttribute('data-state', state);
  });

  it("formats the percent with the locale's rules and messages", () => {
    render(
      <UiProvider locale="de" messages={{ 'progress.value': '{percent} hochgeladen' }}>
        <ProgressBar label="Hochladen" value={42} />
      </UiProvider>,
    );
    // German puts a (narrow no-break) space before the percent sign.
    expect(screen.getByRole('progressbar', { name: 'Hochladen' })).toHaveAttribute(
      'aria-valuetext',
      `${new Intl.NumberFormat('de', { style: 'percent' }).format(0.42)} hochgeladen`,
    );
    expect(screen.getByText(/42\s%\shochgeladen/)).toBeInTheDocument();
  });

  it('shows the percent text once to assistive technology (as the value text)', () => {
    render(<ProgressBar label={label} value={42} />);
    expect(screen.getByText('42% uploaded')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('given an indeterminate ProgressBar', () => {
  it('has no value and says it is processing', () => {
    render(<ProgressBar label={label} value={null} />);
    const bar = screen.getByRole('progressbar', { name: label });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('data-state', 'indeterminate');
    expect(bar).toHaveAttribute('aria-valuetext', 'Processing');
    expect(screen.getByText('Processing')).toBeVisible();
  });
});
