import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { UiProvider } from '../i18n/UiProvider';
import { findDialog } from '../internal/stories';
import { Sheet } from '../Sheet/Sheet';
import { CookieBar } from './CookieBar';

const meta = {
  title: 'Components/CookieBar',
  component: CookieBar,
  args: { onAccept: fn() },
} satisfies Meta<typeof CookieBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bar along the bottom of the window; OK calls back. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Cookie notice' });
    await expect(within(bar).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute(
      'href',
      '/information/#cookies_policy',
    );
    await userEvent.click(within(bar).getByRole('button', { name: 'OK' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
  },
};

function Site({ onAccept }: { onAccept: () => void }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <p>{shown ? 'The bar is shown until OK.' : 'The site stored the flag and removed the bar.'}</p>
      {shown && (
        <CookieBar
          onAccept={() => {
            onAccept();
            setShown(false);
          }}
        />
      )}
    </>
  );
}

/** As the site uses it: OK stores the flag and the bar goes away. Reached with the keyboard. */
export const Accepted: Story = {
  render: (args) => <Site onAccept={args.onAccept} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Cookie notice' })).toBeNull());
  },
};

const longMessages = {
  'cookieBar.text':
    'Wir verwenden Cookies, um Ihre Einstellungen zu speichern, die Sprache und das Farbschema beizubehalten und anonymisierte Besuchsstatistiken zu erstellen.',
  'cookieBar.policy': 'Cookie-Richtlinie',
  'cookieBar.accept': 'Einverstanden',
};

/** A longer translation wraps; the button keeps its size. */
export const LongText: Story = {
  render: (args) => (
    <UiProvider locale="de" messages={longMessages}>
      <CookieBar {...args} />
    </UiProvider>
  ),
};

/** On the mobile layout the button spans the width. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/**
 * What is seen on top at a point of the window. An open modal takes pointer events from the rest of the
 * page (Radix), which hit testing then skips: the bar's are given back for the question, then taken again.
 */
function seenOnTop(x: number, y: number, bar: HTMLElement): Element | null {
  const before = bar.style.pointerEvents;
  bar.style.pointerEvents = 'auto';
  try {
    return document.elementFromPoint(x, y);
  } finally {
    bar.style.pointerEvents = before;
  }
}

/** The modal's button where the bar is: seen and clicked, the bar under the modal (#27). */
async function checkCovered(dialog: HTMLElement, bar: HTMLElement, onPress: () => unknown) {
  const button = within(dialog).getByRole('button', { name: 'Save' });
  const at = button.getBoundingClientRect();
  const barBox = bar.getBoundingClientRect();
  // The story puts the button where the bar is: the two overlap.
  await expect(at.bottom > barBox.top && at.top < barBox.bottom).toBe(true);
  const x = at.left + at.width / 2;
  const y = Math.max(at.top, barBox.top) + 2;
  await expect(seenOnTop(x, y, bar)).toBe(button);
  await userEvent.click(button);
  await expect(onPress).toHaveBeenCalledTimes(1);
}

/**
 * The modal's own button, pressed in the stories below (cleared at the start of each play). It keeps to
 * the bottom of the window (sticky under long content), where the bar is.
 */
const saved = fn();

/** An open modal covers the bar (mobile: the modal is full screen), so its button along the bottom works. */
export const UnderModal: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <>
      <CookieBar {...args} />
      <Dialog.Root defaultOpen>
        <Dialog.Content title="Report the video">
          <div style={{ minHeight: '150vh' }}>A form longer than the window.</div>
          <div style={{ position: 'sticky', bottom: 0 }}>
            <Button onClick={saved}>Save</Button>
          </div>
        </Dialog.Content>
      </Dialog.Root>
    </>
  ),
  play: async ({ args }) => {
    saved.mockClear();
    const dialog = await findDialog('Report the video');
    const bar = within(document.body).getByRole('region', { name: 'Cookie notice', hidden: true });
    await checkCovered(dialog, bar, saved);
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/** An open sheet covers the bar too. */
export const UnderSheet: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <>
      <CookieBar {...args} />
      <Sheet.Root defaultOpen>
        <Sheet.Content title="Menu" side="left">
          <div style={{ minHeight: '150vh' }}>More links than the window holds.</div>
          <div style={{ position: 'sticky', bottom: 0 }}>
            <Button onClick={saved}>Save</Button>
          </div>
        </Sheet.Content>
      </Sheet.Root>
    </>
  ),
  play: async () => {
    saved.mockClear();
    const sheet = await findDialog('Menu');
    const bar = within(document.body).getByRole('region', { name: 'Cookie notice', hidden: true });
    await checkCovered(sheet, bar, saved);
  },
};
