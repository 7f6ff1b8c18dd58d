import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaidPeriod } from './PaidPeriod';

const NOW = Date.parse('2026-03-10T12:00:00Z');

const meta = {
  title: 'Components/PaidPeriod',
  component: PaidPeriod,
  args: { status: 'success', until: '2026-04-02T09:30:00Z', now: NOW, onRenew: fn(), onRetry: fn() },
  render: (args) => (
    <div style={{ maxWidth: 520 }}>
      <PaidPeriod {...args} />
    </div>
  ),
} satisfies Meta<typeof PaidPeriod>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A period that runs: its end, and Renew, which adds a period after it. */
export const Active: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Active until April 2, 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Renew' }));
    await expect(args.onRenew).toHaveBeenCalled();
  },
};

/** A period that ended. */
export const Expired: Story = {
  args: { until: '2026-02-20T08:00:00Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Expired on February 20, 2026')).toBeVisible();
  },
};

/** Never paid: the offer to buy. */
export const None: Story = { args: { until: null } };

/** The payment is open. */
export const Renewing: Story = { args: { renewing: true } };

export const Loading: Story = { args: { status: 'loading' } };

export const Failed: Story = { args: { status: 'error' } };
