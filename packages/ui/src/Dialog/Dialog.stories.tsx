import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { findDialog } from '../internal/stories';
import { Dialog } from './Dialog';

function ShareDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">Share</Button>
      </Dialog.Trigger>
      <Dialog.Content
        title="Share this video"
        description="Copy the link below or embed the player on your page."
      >
        <label style={{ display: 'grid', gap: 4 }}>
          <span>Link</span>
          <input
            readOnly
            value="https://example.test/videos/1042/sunset-timelapse/"
            style={{ font: 'inherit', padding: 8 }}
          />
        </label>
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Dialog.Close asChild>
            <Button>Done</Button>
          </Dialog.Close>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: ShareDialog,
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof ShareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the trigger shows. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Share' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** Opens on click: a modal named by its title, with a labelled close button. */
export const Open: Story = {
  // Photographed in dark too: an overlay's or the chrome's surfaces (.storybook/test-runner.ts).
  parameters: { storyTests: { darkScreenshot: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share' }));
    const dialog = await findDialog('Share this video');
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** Escape closes it and focus goes back to the trigger. */
export const EscapeReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Share' });
    await userEvent.click(trigger);
    await findDialog('Share this video');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** At 1024 px or less (the mobile layout) the dialog takes the whole screen. */
export const OpenOnMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share' }));
    const dialog = await findDialog('Share this video');
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth));
  },
};
