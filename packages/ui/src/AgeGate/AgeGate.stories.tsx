import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UiProvider } from '../i18n/UiProvider';
import { findDialog } from '../internal/stories';
import { AgeGate } from './AgeGate';

const body = () => within(document.body);

const meta = {
  title: 'Components/AgeGate',
  component: AgeGate,
  args: { open: true, onAgree: fn(), onLeave: fn(), leaveHref: 'https://www.example.org/' },
} satisfies Meta<typeof AgeGate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The gate: focus starts on "enter"; Escape does not dismiss it; "leave" is a link out. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Adults only');
    const agree = within(dialog).getByRole('button', { name: 'I am 18 or older — enter' });
    await waitFor(() => expect(agree).toHaveFocus());
    await expect(within(dialog).getByRole('link', { name: 'Leave' })).toHaveAttribute(
      'href',
      'https://www.example.org/',
    );
    await userEvent.keyboard('{Escape}');
    await expect(body().getByRole('dialog', { name: 'Adults only' })).toBeVisible();
    await expect(args.onAgree).not.toHaveBeenCalled();
  },
};

/** Tab cycles inside the dialog: the page behind cannot be reached. */
export const FocusTrapped: Story = {
  play: async () => {
    const dialog = await findDialog('Adults only');
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
};

function Site({ onAgree }: { onAgree: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'The page waits behind the gate.' : 'Welcome: the site stored the age flag.'}</p>
      <AgeGate
        open={open}
        onAgree={() => {
          onAgree();
          setOpen(false);
        }}
      />
    </>
  );
}

/** As the site uses it: agree stores the flag and closes the gate. */
export const Agreed: Story = {
  render: (args) => <Site onAgree={args.onAgree} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await body().findByRole('button', { name: 'I am 18 or older — enter' }));
    await expect(args.onAgree).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByText('Welcome: the site stored the age flag.')).toBeVisible();
  },
};

const longMessages = {
  'ageGate.title': 'Nur für Erwachsene',
  'ageGate.text':
    'Diese Website enthält Inhalte für Erwachsene. Mit dem Betreten bestätigen Sie, dass Sie mindestens 18 Jahre alt oder nach dem Recht Ihres Wohnorts volljährig sind und unseren Nutzungsbedingungen zustimmen.',
  'ageGate.agree': 'Ich bin 18 Jahre oder älter – eintreten',
  'ageGate.leave': 'Verlassen',
};

/** A longer translation: the buttons wrap. */
export const LongText: Story = {
  render: (args) => (
    <UiProvider locale="de" messages={longMessages}>
      <AgeGate {...args} />
    </UiProvider>
  ),
  play: async () => {
    await expect(await findDialog('Nur für Erwachsene')).toBeVisible();
  },
};

/** Full screen on the mobile layout. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await expect(await findDialog('Adults only')).toBeVisible();
  },
};
