import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubscribeButton, type SubscribeButtonProps } from './SubscribeButton';

const meta = {
  title: 'Components/SubscribeButton',
  component: SubscribeButton,
  args: {
    target: 'channel',
    name: 'North Studio',
    subscribed: false,
    subscribers: 125_400,
    onSubscribe: fn(),
    onUnsubscribe: fn(),
    onLoginRequired: fn(),
  },
} satisfies Meta<typeof SubscribeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A channel the visitor has not subscribed to. */
export const Channel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe to the channel North Studio' }));
    await expect(args.onSubscribe).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('125.4K subscribers')).toBeVisible();
  },
};

export const Model: Story = {
  args: { target: 'model', name: 'Amber River', subscribers: 4_210 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Subscribe to the model Amber River' }),
    ).toBeVisible();
  },
};

export const Member: Story = { args: { target: 'member', name: 'kestrel', subscribers: 1 } };

/** Subscribed: the button says what a click does. */
export const Subscribed: Story = {
  args: { subscribed: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Unsubscribe from the channel North Studio' }),
    );
    await expect(args.onUnsubscribe).toHaveBeenCalledTimes(1);
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

/** The call is under way: busy, and clicks wait. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /North Studio/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

/** A visitor: the click opens sign-in instead (§6). */
export const Visitor: Story = {
  args: { canSubscribe: false },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /North Studio/ });
    await expect(button).toHaveAccessibleDescription('Sign in to subscribe');
    await userEvent.click(button);
    await expect(args.onLoginRequired).toHaveBeenCalledTimes(1);
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

/** The member's own page: no button, only the count (a member cannot subscribe to themself). */
export const Self: Story = {
  args: { target: 'member', name: 'kestrel', self: true, subscribers: 312 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** No subscribers yet, and no count given. */
export const Empty: Story = { args: { subscribers: undefined } };

/** A long name wraps the count under the button; the button keeps its size. */
export const LongName: Story = {
  args: { name: 'The Extremely Long Channel Name Of A Studio That Films Rivers, Lakes And Harbours' },
  render: (args) => (
    <div style={{ maxWidth: 240 }}>
      <SubscribeButton {...args} />
    </div>
  ),
};

function Toggling(props: SubscribeButtonProps) {
  const [state, setState] = useState({ subscribed: props.subscribed, subscribers: props.subscribers ?? 0 });
  return (
    <SubscribeButton
      {...props}
      {...state}
      onSubscribe={() => setState((s) => ({ subscribed: true, subscribers: s.subscribers + 1 }))}
      onUnsubscribe={() => setState((s) => ({ subscribed: false, subscribers: s.subscribers - 1 }))}
    />
  );
}

/** With the page's local counter (§4): subscribe, then unsubscribe; focus stays on the button. */
export const Toggle: Story = {
  args: { subscribers: 41 },
  render: (args) => <Toggling {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Subscribe/ }));
    await expect(canvas.getByText('42 subscribers')).toBeVisible();
    const button = canvas.getByRole('button', { name: /^Unsubscribe/ });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('41 subscribers')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { subscribed: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
