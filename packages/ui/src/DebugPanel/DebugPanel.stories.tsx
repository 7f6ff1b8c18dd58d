import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DebugPanel } from './DebugPanel';

const sampleEntries = {
  route: '/videos/latest-updates/2/',
  gender: 'str',
  lang: 'en',
  country_code: 'eu',
  user_id: null,
  page_size: 60,
  cache_lifetime: 14400,
  adblock: false,
  filters: { type: 'hd', date: 'all', duration: '2' },
};

const meta = {
  title: 'Components/DebugPanel',
  component: DebugPanel,
  args: { entries: sampleEntries },
} satisfies Meta<typeof DebugPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the heading button with the number of entries. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: /Debug/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveTextContent('9 entries');
  },
};

/** Opened with the keyboard: the key/value list shows. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Debug/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: /Debug/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('country_code')).toBeVisible();
    await expect(canvas.getByText('country_code').nextElementSibling).toHaveTextContent('eu');
  },
};

/** Nothing to show. */
export const Empty: Story = {
  args: { entries: {}, defaultOpen: true, title: 'Request' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No diagnostics.')).toBeVisible();
  },
};

/** Long values wrap anywhere instead of widening the page. */
export const LongText: Story = {
  args: {
    defaultOpen: true,
    entries: [
      [
        'request_url',
        `/api/json/videos2/14400/str/latest-updates/60/categories.${'1234567890'.repeat(8)}.2.all.all.all.json`,
      ],
      ['a_rather_long_diagnostic_key_name', 'short'],
      [
        'response',
        { code: 'general_error', message: 'The upstream answered with an unexpected payload shape' },
      ],
    ],
  },
};

/** Loading is shown as a value the site passes in. */
export const Loading: Story = {
  args: { defaultOpen: true, entries: { status: 'pending', started: '00:00:01.250' } },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultOpen: true },
};
