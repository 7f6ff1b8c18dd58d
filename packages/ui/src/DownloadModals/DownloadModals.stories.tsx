import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findDialog } from '../internal/stories';
import { DownloadQualityModal } from './DownloadQualityModal';
import { IosAppModal } from './IosAppModal';
import { LazyDownloadModal } from './LazyDownloadModal';
import { MessengerDownloadModal } from './MessengerDownloadModal';
import { PayDownloadModal } from './PayDownloadModal';

const pending = () => new Promise<never>(() => {});
const charge = {
  charge_url: 'https://pay.example.test/charge/1042',
  wallets_links: {
    'Wallet one': 'https://wallet-one.example.test/pay',
    'Wallet two': 'https://wallet-two.example.test/pay',
  },
};

const meta = {
  title: 'Components/DownloadModals',
  component: PayDownloadModal,
  args: {
    defaultOpen: true,
    signedIn: true,
    onDescribe: fn(() => Promise.resolve()),
    onPay: fn(() => Promise.resolve(charge)),
    // Never paid during a story: no poll result changes the screenshot.
    onCheckStatus: fn(() => false),
    onPaid: fn(),
    onSignIn: fn(),
    onModeChange: fn(),
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 620 } } },
} satisfies Meta<typeof PayDownloadModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mode 0: describe a suggestion, or pay. */
export const Choose: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Download video');
    await userEvent.click(within(dialog).getByRole('button', { name: /Pay for downloads/ }));
    await expect(args.onModeChange).toHaveBeenCalledWith(2);
    await expect(await findDialog('Pay for downloads')).toBeVisible();
  },
};

/** Mode 1: a description of 150–500 characters. */
export const Describe: Story = { args: { defaultMode: 1 } };

/** Mode 1 too short. */
export const DescribeTooShort: Story = {
  args: { defaultMode: 1 },
  play: async ({ args }) => {
    const dialog = await findDialog('Describe your suggestion');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Description/ }));
    await userEvent.paste('It is a lovely video.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));
    await expect(await within(dialog).findByText('Length between 150 and 500')).toBeVisible();
    await expect(args.onDescribe).not.toHaveBeenCalled();
  },
};

const longEnough =
  'This timelapse shows the harbour from the old lighthouse over a whole evening, with the boats coming back and the lights of the town. It would be great for my offline collection.';

/** Mode 1 sent: a thank-you. */
export const DescribeSent: Story = {
  args: { defaultMode: 1 },
  play: async ({ args }) => {
    const dialog = await findDialog('Describe your suggestion');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Description/ }));
    await userEvent.paste(longEnough);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));
    await expect(args.onDescribe).toHaveBeenCalledWith({ desc: longEnough });
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('Thank you');
  },
};

/** Mode 1 failed: the returned error code's text. */
export const DescribeError: Story = {
  args: { defaultMode: 1, onDescribe: fn(() => Promise.reject({ code: 'forbidden_words' })) },
  play: async () => {
    const dialog = await findDialog('Describe your suggestion');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Description/ }));
    await userEvent.paste(longEnough);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('forbidden words');
  },
};

/** Mode 2: the payment e-mail (at least 5 characters, an e-mail). */
export const Pay: Story = {
  args: { defaultMode: 2 },
  play: async ({ args }) => {
    const dialog = await findDialog('Pay for downloads');
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'a@b');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await expect(await within(dialog).findByText('E-mail entered incorrectly')).toBeVisible();
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const PayPending: Story = {
  args: { defaultMode: 2, onPay: fn(pending) },
  play: async () => {
    const dialog = await findDialog('Pay for downloads');
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'viewer@example.com');
    const submit = within(dialog).getByRole('button', { name: 'Continue to payment' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Mode 2 after the charge: where to pay, and (for a member) the 10 s status re-poll. */
export const PayAwaiting: Story = {
  args: { defaultMode: 2, defaultPayState: 'awaiting', defaultCharge: charge },
  play: async () => {
    const dialog = await findDialog('Pay for downloads');
    await expect(within(dialog).getByRole('link', { name: 'Open the payment page' })).toHaveAttribute(
      'href',
      charge.charge_url,
    );
    await expect(within(dialog).getByRole('status')).toHaveTextContent('every 10 seconds');
  },
};

/** paid_user for a visitor: sign in to download. */
export const PaidVisitor: Story = {
  args: { defaultMode: 2, signedIn: false, onPay: fn(() => Promise.reject({ code: 'paid_user' })) },
  play: async ({ args }) => {
    const dialog = await findDialog('Pay for downloads');
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'viewer@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

/** paid_user for a member: the app reloads. */
export const PaidMember: Story = {
  args: { defaultMode: 2, defaultPayState: 'paid' },
};

export const PayMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultMode: 2, defaultPayState: 'awaiting', defaultCharge: charge },
};

/** The iOS app download modal. */
export const IosApp: Story = {
  render: () => <IosAppModal defaultOpen appHref="https://apps.example.test/site-app" onContinue={fn()} />,
};

/** Messaging-app download, first: Subscribe; Download before active flashes an error (700 ms). */
export const Messenger: Story = {
  render: () => (
    <MessengerDownloadModal
      defaultOpen
      subscribeHref="https://messenger.example.test/channel"
      onDownload={fn()}
    />
  ),
};

/** Checking the subscription (30 s in the app). */
export const MessengerChecking: Story = {
  render: () => (
    <MessengerDownloadModal
      defaultOpen
      defaultState="checking"
      subscribeHref="https://messenger.example.test/channel"
      onDownload={fn()}
    />
  ),
};

/** Active: Download works. */
const onDownload = fn();
export const MessengerActive: Story = {
  render: () => (
    <MessengerDownloadModal
      defaultOpen
      defaultState="active"
      subscribeHref="https://messenger.example.test/channel"
      onDownload={onDownload}
    />
  ),
  play: async () => {
    onDownload.mockClear();
    const dialog = await findDialog('Download via the messenger');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await expect(onDownload).toHaveBeenCalledOnce();
  },
};

/** Lazy downloader: preparing, ready, failed. */
export const LazyPreparing: Story = {
  render: () => <LazyDownloadModal defaultOpen status="preparing" progress={40} />,
};

export const LazyReady: Story = {
  render: () => (
    <LazyDownloadModal
      defaultOpen
      status="ready"
      href="/files/1042.mp4?download=1"
      fileName="sunset-timelapse.mp4"
    />
  ),
};

export const LazyError: Story = {
  render: () => <LazyDownloadModal defaultOpen status="error" onRetry={fn()} />,
};

/** The renewal from the member's page (#32 item 8): the payment step alone, no way back. */
export const RenewPayOnly: Story = { args: { payOnly: true } };

/** The choice of quality (#32 item 8): every MP4 the video has, tallest first, with its size. */
const renditions = [
  { quality: '480p', href: '/media/v/1042/p/master.m3u8?download=1&quality=480p', size: 48_200_000 },
  { quality: '1080p', href: '/media/v/1042/p/master.m3u8?download=1&quality=1080p', size: 1_310_000_000 },
  { quality: '720p', href: '/media/v/1042/p/master.m3u8?download=1', size: 212_400_000 },
  { quality: '240p', href: '/media/v/1042/p/master.m3u8?download=1&quality=240p', size: 640_000 },
];

export const QualityChoice: Story = {
  render: () => <DownloadQualityModal defaultOpen renditions={renditions} onChoose={fn()} />,
  play: async () => {
    const dialog = await findDialog('Choose a quality');
    // Each choice is named by what it shows: the quality, HD from 720p, the size.
    const buttons = within(dialog).getAllByRole('button', { name: /^\d+p / });
    await expect(buttons.map((b) => b.textContent)).toEqual([
      '1080p HD · 1.3 GB',
      '720p HD · 212 MB',
      '480p 48 MB',
      '240p 640 kB',
    ]);
  },
};

/** An older video: its one MP4, its size not recorded. */
export const QualityOneUnknownSize: Story = {
  render: () => (
    <DownloadQualityModal
      defaultOpen
      renditions={[{ quality: '480p', href: '/media/v/7/p/master.m3u8?download=1' }]}
      onChoose={fn()}
    />
  ),
};

/** No MP4 yet (still transcoding). */
export const QualityNone: Story = {
  render: () => <DownloadQualityModal defaultOpen renditions={[]} onChoose={fn()} />,
};
