import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { UiProvider } from '../i18n/UiProvider';
import { Dialog } from './Dialog';

function Example({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog.Root onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button>Share</Button>
      </Dialog.Trigger>
      <Dialog.Content title="Share this video" description="Copy the link or embed it.">
        <p>Link body</p>
        <Dialog.Close asChild>
          <Button variant="secondary">Done</Button>
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Root>
  );
}

describe('given a closed Dialog', () => {
  it('shows only its trigger', () => {
    render(<Example />);
    expect(screen.getByRole('button', { name: 'Share' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on click as a modal named by its title and described by its description', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this video' });
    expect(dialog).toHaveAccessibleDescription('Copy the link or embed it.');
    expect(screen.getByRole('button', { name: 'Share', hidden: true })).toHaveAttribute(
      'aria-controls',
      dialog.id,
    );
  });
});

describe('given an open Dialog', () => {
  it('closes with Escape and returns focus to the trigger', async () => {
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Share' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes with the labelled close button and with Dialog.Close', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('labels its close button through the messages', async () => {
    render(
      <UiProvider messages={{ 'dialog.close': 'Schließen' }}>
        <Example />
      </UiProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('has no description when none is given', async () => {
    render(
      <Dialog.Root defaultOpen>
        <Dialog.Content title="Notice">Body</Dialog.Content>
      </Dialog.Root>,
    );
    expect(await screen.findByRole('dialog', { name: 'Notice' })).not.toHaveAttribute('aria-describedby');
  });
});
