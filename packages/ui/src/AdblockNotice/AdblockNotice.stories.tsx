import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UiProvider } from '../i18n/UiProvider';
import { AdblockNotice } from './AdblockNotice';

const meta = {
  title: 'Components/AdblockNotice',
  component: AdblockNotice,
  args: { onDismiss: fn() },
} satisfies Meta<typeof AdblockNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notice as a named region with its text; the button closes it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const notice = within(canvasElement).getByRole('region', { name: 'About our banners' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

function Site({ onDismiss }: { onDismiss: () => void }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      {shown && (
        <AdblockNotice
          onDismiss={() => {
            onDismiss();
            setShown(false);
          }}
        />
      )}
      <p>
        {shown
          ? 'The page goes on under the notice.'
          : 'The site remembered the choice and removed the notice.'}
      </p>
    </>
  );
}

/** As the site uses it: closed with the keyboard, and gone. */
export const Dismissed: Story = {
  render: (args) => <Site onDismiss={args.onDismiss} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'About our banners' })).toBeNull());
  },
};

const longMessages = {
  'adblockNotice.label': 'Über unsere Banner',
  'adblockNotice.text':
    'Offenbar blendet ein Werbeblocker unsere Banner aus. Sie finanzieren diese Website, ohne Pop-ups und ohne Tracking-Werbung. Wenn Sie mögen, lassen Sie sie hier zu – die Website funktioniert so oder so.',
  'adblockNotice.dismiss': 'Schließen',
};

/** A longer translation wraps beside the button. */
export const LongText: Story = {
  render: (args) => (
    <UiProvider locale="de" messages={longMessages}>
      <AdblockNotice {...args} />
    </UiProvider>
  ),
};

/** On the mobile layout the button goes under the text. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
