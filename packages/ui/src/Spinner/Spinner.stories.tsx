import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../theme/contract.css';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
    label: { control: 'text' },
    showLabel: { control: 'boolean' },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A status named "Loading" (from the messages); the ring itself is hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: vars.space.xl }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`Loading (${size})`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(spinnerSizes.length);
  },
};

/** The label shown beside the ring, e.g. under a comments block. */
export const VisibleLabel: Story = {
  args: { label: 'Loading comments', showLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading comments')).toBeVisible();
  },
};

/** In running text it sits on the text's middle. */
export const InText: Story = {
  args: { size: 'sm' },
  render: (args) => (
    <p style={{ margin: 0 }}>
      Fetching related videos <Spinner {...args} />
    </p>
  ),
};
