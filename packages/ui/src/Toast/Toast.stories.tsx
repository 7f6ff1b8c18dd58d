import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { vars } from '../theme/contract.css';
import { TOAST_DURATION, Toast, type ToastOptions, ToastProvider, toastTypes, useToast } from './Toast';

const meta = {
  title: 'Primitives/Toast',
  component: Toast,
  args: { type: 'success', text: 'Added to favourites', duration: Number.POSITIVE_INFINITY },
  argTypes: {
    type: { control: 'inline-radio', options: toastTypes },
    open: { table: { disable: true } },
    defaultOpen: { table: { disable: true } },
  },
  // Stories showing a toast keep it (duration: Infinity) so the screenshot has it; see
  // `DisappearsAfterThreeSeconds` for the default.
  decorators: [
    (Story, { parameters }) => (
      <ToastProvider duration={(parameters.toastDuration as number | undefined) ?? TOAST_DURATION}>
        <Story />
      </ToastProvider>
    ),
  ],
  parameters: { docs: { story: { inline: false, iframeHeight: 240 } } },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const region = () => body().getByRole('region', { name: 'Notifications (F8)' });

/** Radix's announcer: a live region outside the notifications list, holding the text for a moment. */
async function announcement(text: string) {
  return waitFor(() => {
    const live = body()
      .queryAllByRole('status')
      .find((el) => el.textContent?.includes(text) && !region().contains(el));
    if (!live) throw new Error(`no announcement of "${text}"`);
    return live;
  });
}

/** A success notification in the labelled region, announced politely. */
export const Success: Story = {
  play: async () => {
    const item = await within(region()).findByRole('listitem');
    await expect(item).toHaveTextContent('Added to favourites');
    await expect(within(item).getByRole('img', { name: 'Success' })).toBeInTheDocument();
    await expect(await announcement('Added to favourites')).toHaveAttribute('aria-live', 'polite');
  },
};

/** An error notification, announced assertively. */
export const ErrorNotification: Story = {
  name: 'Error',
  args: { type: 'error', text: 'The file is too large to upload.' },
  play: async () => {
    const item = await within(region()).findByRole('listitem');
    await expect(within(item).getByRole('img', { name: 'Error' })).toBeInTheDocument();
    await expect(await announcement('The file is too large to upload.')).toHaveAttribute(
      'aria-live',
      'assertive',
    );
  },
};

/** Long text wraps; long unbroken words (file names, links) break instead of overflowing. */
export const LongText: Story = {
  args: {
    type: 'error',
    text: 'The upload of sunset-timelapse-over-the-harbour-final-final-v3-4k-60fps.mp4 failed with code 413: the file is larger than the size limit for your account. Try a shorter video or a lower resolution.',
  },
  play: async () => {
    const item = await within(region()).findByRole('listitem');
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  },
};

/** Several at once stack, newest last. */
export const Stacked: Story = {
  // Photographed in dark too: an overlay's or the chrome's surfaces (.storybook/test-runner.ts).
  parameters: { storyTests: { darkScreenshot: true } },
  render: (args) => (
    <>
      <Toast {...args} type="success" text="Added to favourites" />
      <Toast {...args} type="error" text="You have already voted for this video." />
      <Toast {...args} type="success" text="Link copied" />
    </>
  ),
  play: async () => {
    await expect(await within(region()).findAllByRole('listitem')).toHaveLength(3);
  },
};

/** The close button closes it. */
export const CloseButton: Story = {
  play: async () => {
    const item = await within(region()).findByRole('listitem');
    await userEvent.click(within(item).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(region()).queryByRole('listitem')).toBeNull());
  },
};

function NotifyButtons({ items }: { items: readonly (ToastOptions & { label: string })[] }) {
  const { toast } = useToast();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }}>
      {items.map(({ label, ...options }) => (
        <Button key={label} variant="secondary" onClick={() => toast(options)}>
          {label}
        </Button>
      ))}
    </div>
  );
}

const buttons = [
  { label: 'Add to favourites', type: 'success', text: 'Added to favourites' },
  { label: 'Vote again', type: 'error', text: 'You have already voted for this video.' },
] as const;

/**
 * The imperative API: `useToast().toast({ type, text })`. Success is announced politely, errors
 * assertively. (Here the provider keeps them, for the screenshot.)
 */
export const FromUseToast: Story = {
  parameters: { toastDuration: Number.POSITIVE_INFINITY },
  render: () => <NotifyButtons items={buttons} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to favourites' }));
    const list = region();
    await expect(await within(list).findByText('Added to favourites')).toBeVisible();
    await expect(await announcement('Added to favourites')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Vote again' }));
    await expect(await within(list).findByText('You have already voted for this video.')).toBeVisible();
    await expect(await announcement('You have already voted for this video.')).toHaveAttribute(
      'aria-live',
      'assertive',
    );
  },
};

/** §4: a notification disappears after 3 seconds (the provider's default duration). */
export const DisappearsAfterThreeSeconds: Story = {
  render: () => <NotifyButtons items={[buttons[0]]} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to favourites' }));
    const shownAt = performance.now();
    await expect(await within(region()).findByText('Added to favourites')).toBeVisible();
    await waitFor(() => expect(within(region()).queryByText('Added to favourites')).toBeNull(), {
      timeout: TOAST_DURATION + 2000,
    });
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(TOAST_DURATION - 100);
  },
};

/** On the mobile layout the notifications span the bottom of the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <>
      <Toast {...args} type="success" text="Message sent" />
      <Toast {...args} type="error" text="You cannot subscribe to yourself." />
    </>
  ),
  play: async () => {
    const [first] = await within(region()).findAllByRole('listitem');
    await waitFor(() =>
      expect((first as HTMLElement).getBoundingClientRect().width).toBeGreaterThan(window.innerWidth * 0.8),
    );
  },
};
