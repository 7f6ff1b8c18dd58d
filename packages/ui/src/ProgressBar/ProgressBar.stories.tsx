import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UiProvider } from '../i18n/UiProvider';
import { vars } from '../theme/contract.css';
import { ProgressBar, progressBarSizes } from './ProgressBar';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading sunset-timelapse.mp4', value: 42 },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    size: { control: 'inline-radio', options: progressBarSizes },
  },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <ProgressBar {...args} />
    </div>
  ),
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('progressbar', { name: 'Uploading sunset-timelapse.mp4' });

/** Just started. */
export const Zero: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '0');
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuetext', '0% uploaded');
  },
};

/** Part way: the percent formatted by Intl, shown and given as the value text. */
export const FortyTwo: Story = {
  args: { value: 42 },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuenow', '42');
    await expect(bar(canvasElement)).toHaveAttribute('aria-valuetext', '42% uploaded');
    await expect(within(canvasElement).getByText('42% uploaded')).toBeVisible();
  },
};

export const Complete: Story = {
  args: { value: 100 },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('data-state', 'complete');
  },
};

/** Unknown progress (e.g. processing after the upload): striped, no value. */
export const Indeterminate: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).not.toHaveAttribute('aria-valuenow');
    await expect(bar(canvasElement)).toHaveAttribute('data-state', 'indeterminate');
    await expect(within(canvasElement).getByText('Processing')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.xl, maxWidth: 480 }}>
      {progressBarSizes.map((size) => (
        <ProgressBar key={size} {...args} size={size} label={`Size ${size}`} />
      ))}
    </div>
  ),
};

/** A long file name wraps; the percent keeps its place. */
export const LongLabel: Story = {
  args: {
    value: 67,
    label: 'Uploading sunset-timelapse-over-the-harbour-with-boats-and-seagulls-final-version-4k.mp4',
  },
};

/** In German: the locale's percent format ("42 %") and the language's message. */
export const German: Story = {
  render: (args) => (
    <UiProvider locale="de" messages={{ 'progress.value': '{percent} hochgeladen' }}>
      <div style={{ maxWidth: 480 }} lang="de">
        <ProgressBar {...args} label="sonnenuntergang.mp4 wird hochgeladen" />
      </div>
    </UiProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^42\s%\shochgeladen$/)).toBeVisible();
  },
};

/** On a phone, across the upload page. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { value: 42 },
};
