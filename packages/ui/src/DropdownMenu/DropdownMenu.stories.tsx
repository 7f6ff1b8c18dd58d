import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DropdownMenu } from './DropdownMenu';

interface VideoActionsProps {
  defaultOpen?: boolean;
  onAction?: (action: string) => void;
}

/** The video actions menu: plain items, a submenu, a disabled and a destructive item. */
function VideoActionsMenu({ defaultOpen = false, onAction }: VideoActionsProps) {
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary">Video actions</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Item onSelect={() => onAction?.('share')}>Share</DropdownMenu.Item>
        <DropdownMenu.Sub>
          <DropdownMenu.SubTrigger>Add to</DropdownMenu.SubTrigger>
          <DropdownMenu.SubContent>
            <DropdownMenu.Item onSelect={() => onAction?.('favourites')}>Favourites</DropdownMenu.Item>
            <DropdownMenu.Item onSelect={() => onAction?.('watch-later')}>Watch later</DropdownMenu.Item>
            <DropdownMenu.Item onSelect={() => onAction?.('playlist')}>New playlist…</DropdownMenu.Item>
          </DropdownMenu.SubContent>
        </DropdownMenu.Sub>
        <DropdownMenu.Item onSelect={() => onAction?.('report')}>Report</DropdownMenu.Item>
        <DropdownMenu.Item disabled>Download</DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item tone="danger" onSelect={() => onAction?.('delete')}>
          Delete video
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

const meta = {
  title: 'Primitives/DropdownMenu',
  component: VideoActionsMenu,
  args: { onAction: fn() },
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof VideoActionsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Closed: a menu button, collapsed. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Video actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(body().queryByRole('menu')).toBeNull();
  },
};

/** Open: the video actions menu with a submenu, a disabled and a destructive item. */
export const Open: Story = {
  // Photographed in dark too: an overlay's or the chrome's surfaces (.storybook/test-runner.ts).
  parameters: { storyTests: { darkScreenshot: true } },
  args: { defaultOpen: true },
  play: async () => {
    const menu = await body().findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
    await expect(within(menu).getByRole('menuitem', { name: 'Download' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/**
 * Keyboard: Enter opens it with the first item focused and the trigger wired (`aria-expanded`,
 * `aria-controls`); arrows move, skipping the disabled item; typing jumps; Escape closes and focus returns.
 */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Video actions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body().findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', menu.id);
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(item('Share')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Add to')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(item('Delete video')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Delete video')).toHaveFocus(); // no wrap-around: stays on the last item
    await userEvent.keyboard('r');
    await expect(item('Report')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** ArrowRight opens the submenu with its first item focused; the screenshot shows both levels. */
export const SubmenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Video actions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body().findByRole('menu');
    const addTo = within(menu).getByRole('menuitem', { name: 'Add to' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Share' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await waitFor(() => expect(body().getByRole('menuitem', { name: 'Favourites' })).toHaveFocus());
    await expect(addTo).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Choosing an item runs it, closes the menu and returns focus to the trigger. */
export const SelectAnItem: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Video actions' });
    await userEvent.click(trigger);
    await userEvent.click(await body().findByRole('menuitem', { name: 'Report' }));
    await expect(args.onAction).toHaveBeenCalledWith('report');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

const languages = [
  { value: 'en', name: 'English' },
  { value: 'de', name: 'Deutsch' },
  { value: 'es', name: 'Español' },
  { value: 'fr', name: 'Français' },
  { value: 'pl', name: 'Polski' },
] as const;

/** A click outside closes it; the page behind is never hidden from assistive technology (non-modal). */
export const OutsideClickCloses: Story = {
  render: (args) => (
    <>
      <VideoActionsMenu {...args} />
      <p>Outside the menu.</p>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Video actions' }));
    await body().findByRole('menu');
    await expect(canvasElement.closest('[aria-hidden="true"]')).toBeNull();
    await userEvent.click(canvas.getByText('Outside the menu.'));
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  },
};

function LanguageMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [language, setLanguage] = useState('en');
  const labelId = useId();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost">English</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label id={labelId}>Language</DropdownMenu.Label>
        <DropdownMenu.RadioGroup aria-labelledby={labelId} value={language} onValueChange={setLanguage}>
          {languages.map(({ value, name }) => (
            <DropdownMenu.RadioItem key={value} value={value} lang={value}>
              {name}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/** The language dropdown: a radio group named by its label, the current language checked. */
export const LanguageRadioGroup: Story = {
  render: () => <LanguageMenu defaultOpen />,
  play: async () => {
    const menu = await body().findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(within(menu).getByRole('group', { name: 'Language' })).toBeInTheDocument();
  },
};

function UserMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [hdOnly, setHdOnly] = useState(true);
  const [autoplay, setAutoplay] = useState(false);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <DropdownMenu.Root defaultOpen={defaultOpen}>
        <DropdownMenu.Trigger asChild>
          <Button variant="ghost">Kestrel</Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content align="end">
          <DropdownMenu.Group>
            <DropdownMenu.Item asChild>
              <a href="#profile">My profile</a>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild>
              <a href="#messages">Messages</a>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild>
              <a href="#playlists">Playlists</a>
            </DropdownMenu.Item>
          </DropdownMenu.Group>
          <DropdownMenu.Separator />
          <DropdownMenu.CheckboxItem checked={hdOnly} onCheckedChange={setHdOnly}>
            HD videos only
          </DropdownMenu.CheckboxItem>
          <DropdownMenu.CheckboxItem checked={autoplay} onCheckedChange={setAutoplay}>
            Autoplay
          </DropdownMenu.CheckboxItem>
          <DropdownMenu.Separator />
          <DropdownMenu.Item>Log out</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </div>
  );
}

/** The user menu at the end of the header: links as items, checkbox items, aligned to the trigger's end. */
export const UserMenuWithCheckboxes: Story = {
  render: () => <UserMenu defaultOpen />,
  play: async () => {
    const menu = await body().findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toHaveAttribute(
      'href',
      '#profile',
    );
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'HD videos only' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Autoplay' }));
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await userEvent.click(body().getByRole('button', { name: 'Kestrel' }));
    await expect(await body().findByRole('menuitemcheckbox', { name: 'Autoplay' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

/** Long labels wrap inside the menu's maximum width instead of widening it. */
export const LongText: Story = {
  render: () => (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary">Playlists</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>Add to a playlist</DropdownMenu.Label>
        <DropdownMenu.Item>Sunsets</DropdownMenu.Item>
        <DropdownMenu.Item>
          Slow walks along rivers at dawn, with birdsong, fog over the water and bridges in the distance
        </DropdownMenu.Item>
        <DropdownMenu.Item>Harbours</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  ),
  play: async () => {
    const menu = await body().findByRole('menu');
    await expect(menu.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

/** On a phone the menu stays inside the screen. */
export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const menu = await body().findByRole('menu');
    await waitFor(() => expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth));
  },
};
