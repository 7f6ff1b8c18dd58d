import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UiProvider } from '../i18n/UiProvider';
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
