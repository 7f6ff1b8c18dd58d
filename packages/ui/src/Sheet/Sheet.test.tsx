import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { UiProvider } from '../i18n/UiProvider';
import { Sheet, type SheetSide } from './Sheet';

function Navigation({
  side,
  hideTitle,
  onOpenChange,
}: {
  side?: SheetSide;
  hideTitle?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    <Sheet.Root onOpenChange={onOpenChange}>
      <Sheet.Trigger asChild>
        <Button>Menu</Button>
      </Sheet.Trigger>
      <Sheet.Content title="Navigation" side={side} hideTitle={hideTitle}>
        <nav aria-label="Main">
          <a href="/videos/">Videos</a>
          <a href="/models/">Models</a>
        </nav>
      </Sheet.Content>
    </Sheet.Root>
  );
}

describe('given a closed Sheet', () => {
  it('shows only its trigger, collapsed', () => {
    render(<Navigation />);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal dialog named by its title and controlled by the trigger', async () => {
    render(<Navigation />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Navigation' });
    const trigger = screen.getByRole('button', { name: 'Menu', hidden: true });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', sheet.id);
    expect(screen.getByRole('heading', { name: 'Navigation' })).toBeVisible();
    expect(sheet).not.toHaveAttribute('aria-describedby');
  });
});

describe('given an open Sheet', () => {
  it('moves focus into the panel and keeps it there', async () => {
    render(<Navigation />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const sheet = await screen.findByRole('dialog');
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const onOpenChange = vi.fn();
    render(<Navigation onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes with its labelled close button', async () => {
    render(<Navigation />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each<SheetSide>(['left', 'right'])('docks to the %s side', async (side) => {
    render(<Navigation side={side} />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('dialog')).toHaveAttribute('data-side', side);
  });

  it('keeps a hidden title as its accessible name', async () => {
    render(<Navigation hideTitle />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();
  });

  it('labels its close button through the messages', async () => {
    render(
      <UiProvider messages={{ 'sheet.close': 'Zamknij' }}>
        <Sheet.Root defaultOpen>
          <Sheet.Content title="Menu">Links</Sheet.Content>
        </Sheet.Root>
      </UiProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Zamknij' })).toBeInTheDocument();
  });
});
