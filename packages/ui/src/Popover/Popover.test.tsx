import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { UiProvider } from '../i18n/UiProvider';
import { Popover } from './Popover';

function CountryPicker({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <>
      <Popover.Root onOpenChange={onOpenChange}>
        <Popover.Trigger asChild>
          <Button variant="secondary">Country</Button>
        </Popover.Trigger>
        <Popover.Content title="Choose a country">
          <a href="/top-country/de/">Germany</a>
          <Popover.Close asChild>
            <Button>Apply</Button>
          </Popover.Close>
        </Popover.Content>
      </Popover.Root>
      <p>Outside</p>
    </>
  );
}

describe('given a closed Popover', () => {
  it('shows its trigger, collapsed', () => {
    render(<CountryPicker />);
    expect(screen.getByRole('button', { name: 'Country' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a dialog named by its title, wired to the trigger, with focus inside', async () => {
    render(<CountryPicker />);
    const trigger = screen.getByRole('button', { name: 'Country' });
    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Choose a country' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', panel.id);
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
  });
});

describe('given an open Popover', () => {
  it('closes on Escape and gives focus back to the trigger', async () => {
    const onOpenChange = vi.fn();
    render(<CountryPicker onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Country' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes on a click outside', async () => {
    render(<CountryPicker />);
    await userEvent.click(screen.getByRole('button', { name: 'Country' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByText('Outside'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with its close button and with Popover.Close', async () => {
    render(<CountryPicker />);
    await userEvent.click(screen.getByRole('button', { name: 'Country' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Country' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps a hidden title as its name and can drop the close button', async () => {
    render(
      <Popover.Root defaultOpen>
        <Popover.Trigger>Filters</Popover.Trigger>
        <Popover.Content title="Filters" hideTitle hideCloseButton>
          Body
        </Popover.Content>
      </Popover.Root>,
    );
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('labels its close button through the messages', async () => {
    render(
      <UiProvider messages={{ 'popover.close': 'Fermer' }}>
        <Popover.Root defaultOpen>
          <Popover.Trigger>Filters</Popover.Trigger>
          <Popover.Content title="Filters">Body</Popover.Content>
        </Popover.Root>
      </UiProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });
});
