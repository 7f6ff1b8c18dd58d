import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';

describe('given VisuallyHidden text inside a control', () => {
  it('names the control for assistive technology', () => {
    render(
      <button type="button">
        <svg aria-hidden="true" />
        <VisuallyHidden>Add to favourites</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toBeInTheDocument();
  });

  it('is clipped off screen but not removed from the accessibility tree', () => {
    render(<VisuallyHidden>Duration</VisuallyHidden>);
    const text = screen.getByText('Duration');
    expect(text).toBeVisible();
    expect(getComputedStyle(text).position).toBe('absolute');
    expect(getComputedStyle(text).width).toBe('1px');
    expect(text).not.toHaveAttribute('aria-hidden');
  });
});

describe('given VisuallyHidden asChild', () => {
  it('hides the child element itself instead of wrapping it', () => {
    render(
      <VisuallyHidden asChild>
        <h2>Filters</h2>
      </VisuallyHidden>,
    );
    const heading = screen.getByRole('heading', { name: 'Filters', level: 2 });
    expect(heading.parentElement?.tagName).not.toBe('SPAN');
    expect(getComputedStyle(heading).position).toBe('absolute');
  });
});

describe('given a focusable VisuallyHidden skip link', () => {
  it('can be reached with Tab', async () => {
    render(
      <VisuallyHidden focusable>
        <a href="#main">Skip to content</a>
      </VisuallyHidden>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  });
});
