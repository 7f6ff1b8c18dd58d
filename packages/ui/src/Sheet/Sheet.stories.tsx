import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { findDialog } from '../internal/stories';
import { vars } from '../theme/contract.css';
import { Sheet, type SheetContentProps, sheetSides } from './Sheet';

const sections = ['Videos', 'Categories', 'Models', 'Channels', 'Members', 'Playlists'];
const languages = ['English', 'Deutsch', 'Español', 'Français', 'Italiano', 'Polski', 'Português', 'Русский'];

function NavLinks({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs }}>
        {items.map((item) => (
          <li key={item}>
            <a
              href={`#${item.toLowerCase()}`}
              style={{
                display: 'block',
                padding: `${vars.space.sm} ${vars.space.xs}`,
                color: vars.color.text,
                textDecoration: 'none',
                borderRadius: vars.radius.sm,
              }}
            >
              {item}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type NavigationSheetProps = Pick<SheetContentProps, 'side' | 'hideTitle' | 'description'> & {
  defaultOpen?: boolean;
  long?: boolean;
};

function NavigationSheet({ defaultOpen = false, long = false, ...content }: NavigationSheetProps) {
  return (
    <Sheet.Root defaultOpen={defaultOpen}>
      <Sheet.Trigger asChild>
        <Button variant="secondary">Menu</Button>
      </Sheet.Trigger>
      <Sheet.Content title="Menu" {...content}>
        <NavLinks items={sections} label="Sections" />
        {long && (
          <NavLinks items={[...languages, ...languages.map((l) => `${l} (regional)`)]} label="Language" />
        )}
      </Sheet.Content>
    </Sheet.Root>
  );
}

const meta = {
  title: 'Primitives/Sheet',
  component: NavigationSheet,
  argTypes: {
    side: { control: 'inline-radio', options: sheetSides },
    hideTitle: { control: 'boolean' },
    description: { control: 'text' },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof NavigationSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Closed: only the trigger shows, collapsed. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Menu' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** Open from the left (the mobile navigation): a modal named by its title, with a labelled close button. */
export const OpenLeft: Story = {
  args: { defaultOpen: true, side: 'left' },
  play: async () => {
    const sheet = await findDialog('Menu');
    await expect(sheet).toHaveAttribute('data-side', 'left');
    await expect(within(sheet).getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(within(sheet).getByRole('navigation', { name: 'Sections' })).toBeVisible();
  },
};

export const OpenRight: Story = {
  // Photographed in dark too: an overlay's or the chrome's surfaces (.storybook/test-runner.ts).
  parameters: { storyTests: { darkScreenshot: true } },
  args: { defaultOpen: true, side: 'right' },
  play: async () => {
    await expect(await findDialog('Menu')).toHaveAttribute('data-side', 'right');
  },
};

/** The title is kept for assistive technology only; the sheet is still named by it. */
export const HiddenTitle: Story = {
  args: { defaultOpen: true, hideTitle: true },
  play: async () => {
    const sheet = await findDialog('Menu');
    const heading = within(sheet).getByRole('heading', { name: 'Menu' });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const WithDescription: Story = {
  args: { defaultOpen: true, description: 'Browse the site, or change your language and content.' },
  play: async () => {
    await expect(await findDialog('Menu')).toHaveAccessibleDescription(
      'Browse the site, or change your language and content.',
    );
  },
};

/** More links than fit: the body scrolls while the header and its close button stay. */
export const LongContent: Story = {
  args: { defaultOpen: true, long: true },
  play: async () => {
    const sheet = await findDialog('Menu');
    await expect(within(sheet).getAllByRole('link').length).toBeGreaterThan(20);
  },
};

/**
 * Keyboard: the trigger opens it with focus inside, Tab stays inside (focus trap), Escape closes it and
 * focus returns to the trigger.
 */
export const KeyboardFocusTrap: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await findDialog('Menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', sheet.id);
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < sections.length + 2; i += 1) {
      await userEvent.tab();
      await expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The close button closes it and focus returns to the trigger. */
export const CloseButtonReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.click(trigger);
    const sheet = await findDialog('Menu');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** On a phone: the panel leaves a strip of the page visible, so it reads as a panel over the page. */
export const Mobile: Story = {
  args: { defaultOpen: true, long: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const sheet = await findDialog('Menu');
    await waitFor(() => expect(sheet.getBoundingClientRect().width).toBeLessThan(window.innerWidth));
  },
};
