import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { DropdownMenu } from './DropdownMenu';

function VideoActions({ onSelect }: { onSelect?: (action: string) => void }) {
  const [hd, setHd] = useState(false);
  const [quality, setQuality] = useState('720');
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary">Video actions</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>Video</DropdownMenu.Label>
        <DropdownMenu.Item onSelect={() => onSelect?.('share')}>Share</DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => onSelect?.('report')}>Report</DropdownMenu.Item>
        <DropdownMenu.Item disabled>Download</DropdownMenu.Item>
        <DropdownMenu.Item tone="danger" onSelect={() => onSelect?.('delete')}>
          Delete
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.CheckboxItem checked={hd} onCheckedChange={setHd}>
          HD only
        </DropdownMenu.CheckboxItem>
        <DropdownMenu.RadioGroup value={quality} onValueChange={setQuality}>
          <DropdownMenu.RadioItem value="720">720p</DropdownMenu.RadioItem>
          <DropdownMenu.RadioItem value="1080">1080p</DropdownMenu.RadioItem>
        </DropdownMenu.RadioGroup>
        <DropdownMenu.Sub>
          <DropdownMenu.SubTrigger>Add to</DropdownMenu.SubTrigger>
          <DropdownMenu.SubContent>
            <DropdownMenu.Item>Favourites</DropdownMenu.Item>
            <DropdownMenu.Item>Watch later</DropdownMenu.Item>
          </DropdownMenu.SubContent>
        </DropdownMenu.Sub>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

const openWithKeyboard = async () => {
  const trigger = screen.getByRole('button', { name: 'Video actions' });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  return { trigger, menu: await screen.findByRole('menu') };
};

describe('given a closed DropdownMenu', () => {
  it('shows its trigger as a collapsed menu button', () => {
    render(<VideoActions />);
    const trigger = screen.getByRole('button', { name: 'Video actions' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens from the keyboard with focus on the first item, wired to the trigger', async () => {
    render(<VideoActions />);
    const { trigger, menu } = await openWithKeyboard();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Share' })).toHaveFocus());
  });
});

describe('given an open DropdownMenu', () => {
  it('moves with the arrow keys, skipping disabled items', async () => {
    render(<VideoActions />);
    await openWithKeyboard();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Share' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Report' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Report' })).toHaveFocus();
  });

  it('jumps to an item by typing its first letters', async () => {
    render(<VideoActions />);
    await openWithKeyboard();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Share' })).toHaveFocus());
    await userEvent.keyboard('de');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
  });

  it('runs an item on Enter, closes and gives focus back to the trigger', async () => {
    const onSelect = vi.fn();
    render(<VideoActions onSelect={onSelect} />);
    const { trigger } = await openWithKeyboard();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('report');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const onSelect = vi.fn();
    render(<VideoActions onSelect={onSelect} />);
    const { trigger } = await openWithKeyboard();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('does not run a disabled item', async () => {
    const onSelect = vi.fn();
    render(<VideoActions onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Video actions' }));
    const download = screen.getByRole('menuitem', { name: 'Download' });
    expect(download).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(download);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('toggles a checkbox item and picks a radio item', async () => {
    render(<VideoActions />);
    await userEvent.click(screen.getByRole('button', { name: 'Video actions' }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'HD only' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'HD only' }));
    await userEvent.click(screen.getByRole('button', { name: 'Video actions' }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'HD only' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: '720p' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('menuitemradio', { name: '1080p' }));
    await userEvent.click(screen.getByRole('button', { name: 'Video actions' }));
    expect(screen.getByRole('menuitemradio', { name: '1080p' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: '720p' })).toHaveAttribute('aria-checked', 'false');
  });

  it('opens a submenu with ArrowRight and leaves it with ArrowLeft', async () => {
    render(<VideoActions />);
    await openWithKeyboard();
    const addTo = screen.getByRole('menuitem', { name: 'Add to' });
    expect(addTo).toHaveAttribute('aria-haspopup', 'menu');
    addTo.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Favourites' })).toHaveFocus());
    expect(addTo).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(addTo).toHaveFocus());
    expect(screen.queryByRole('menuitem', { name: 'Favourites' })).not.toBeInTheDocument();
  });

  it('leaves the page (and its trigger) visible to assistive technology', async () => {
    const { container } = render(<VideoActions />);
    await openWithKeyboard();
    expect(container.closest('[aria-hidden="true"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Video actions' })).toBeInTheDocument();
  });

  it('closes on a click outside', async () => {
    render(
      <>
        <VideoActions />
        <p>Outside</p>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Video actions' }));
    await screen.findByRole('menu');
    await userEvent.click(screen.getByText('Outside'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('names its label as a group heading and marks danger items', async () => {
    render(<VideoActions />);
    await userEvent.click(screen.getByRole('button', { name: 'Video actions' }));
    expect(screen.getByText('Video')).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });
});
