import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tooltip, TooltipProvider } from './Tooltip';

function Favourite({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Tooltip content="Add to favourites" delayDuration={0} onOpenChange={onOpenChange}>
      <button type="button" aria-label="Favourite">
        ♥
      </button>
    </Tooltip>
  );
}

describe('given a Tooltip', () => {
  it('is hidden at first', () => {
    render(<Favourite />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on keyboard focus and describes its trigger without renaming it', async () => {
    render(<Favourite />);
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: 'Favourite' });
    expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Add to favourites');
    expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    expect(trigger).toHaveAccessibleDescription('Add to favourites');
  });

  // Hiding when the pointer moves away depends on layout (Radix's grace area): see the HoverAway story.
  it('shows on hover', async () => {
    render(<Favourite />);
    await userEvent.hover(screen.getByRole('button', { name: 'Favourite' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Add to favourites');
  });

  it('hides on Escape and keeps focus on the trigger', async () => {
    const onOpenChange = vi.fn();
    render(<Favourite onOpenChange={onOpenChange} />);
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Favourite' })).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('works under a shared TooltipProvider', async () => {
    render(
      <TooltipProvider delayDuration={0}>
        <Tooltip content="Like">
          <button type="button">Up</button>
        </Tooltip>
        <Tooltip content="Dislike">
          <button type="button">Down</button>
        </Tooltip>
      </TooltipProvider>,
    );
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Like');
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Dislike'));
  });

  it('can be shown from the start (controlled or defaultOpen)', () => {
    render(
      <Tooltip content="Share" defaultOpen>
        <button type="button">Share</button>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip')).toHaveTextContent('Share');
  });
});
