import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../i18n/UiProvider';
import { Badge, badgeTones } from './Badge';

describe('given a Badge of a card tone', () => {
  it.each([
    ['hd', 'HD'],
    ['vr', 'VR'],
    ['new', 'Just added'],
  ] as const)('the %s tone shows its message by default', (tone, text) => {
    render(<Badge tone={tone} />);
    expect(screen.getByText(text)).toBeVisible();
  });

  it('reads its default text from the messages of the visitor’s language', () => {
    render(
      <UiProvider locale="de" messages={{ 'video.justAdded': 'Gerade hinzugefügt' }}>
        <Badge tone="new" />
      </UiProvider>,
    );
    expect(screen.getByText('Gerade hinzugefügt')).toBeVisible();
  });

  it('shows given text instead of the default', () => {
    render(<Badge tone="hd">4K</Badge>);
    expect(screen.getByText('4K')).toBeVisible();
    expect(screen.queryByText('HD')).not.toBeInTheDocument();
  });
});

describe('given the trusted tone', () => {
  it('alone, is a check mark image named "Trusted member"', () => {
    render(<Badge tone="trusted" />);
    expect(screen.getByRole('img', { name: 'Trusted member' })).toBeInTheDocument();
  });

  it('takes another accessible name', () => {
    render(<Badge tone="trusted" label="Verified model" />);
    expect(screen.getByRole('img', { name: 'Verified model' })).toBeInTheDocument();
  });

  it('with a visible label, hides the mark so the label is read once', () => {
    render(<Badge tone="trusted">Trusted</Badge>);
    expect(screen.getByText('Trusted')).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('given every tone', () => {
  it.each(badgeTones)('renders %s with its tone for styling', (tone) => {
    const { container } = render(<Badge tone={tone}>Label</Badge>);
    expect(container.firstElementChild).toHaveAttribute('data-tone', tone);
  });

  it('defaults to neutral', () => {
    const { container } = render(<Badge>Draft</Badge>);
    expect(container.firstElementChild).toHaveAttribute('data-tone', 'neutral');
  });
});
