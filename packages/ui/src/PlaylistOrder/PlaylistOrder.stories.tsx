import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobileGlobals } from '../VideoCard/storyHelpers';
import { PlaylistOrder, type PlaylistOrderItem } from './PlaylistOrder';

const titles = ['Harbour at dawn', 'Meadow in the rain', 'Summit trail', 'Canyon echoes', 'Orchard evening'];
const items: PlaylistOrderItem[] = titles.map((title, i) => ({
  id: 101 + i,
  title,
  thumb: i === 3 ? null : 'media/poster.png',
}));

const meta = {
  title: 'Components/PlaylistOrder',
  component: PlaylistOrder,
  args: { items, onMove: fn(() => Promise.resolve()) },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <PlaylistOrder {...args} />
    </div>
  ),
} satisfies Meta<typeof PlaylistOrder>;

export default meta;
type Story = StoryObj<typeof meta>;

const order = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('list', { name: 'Order of the videos' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

/** The owner's playlist in its order: a handle to drag, the position, and Move up / Move down. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Move Harbour at dawn up' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move Orchard evening down' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Drag Summit trail' })).toBeVisible();
  },
};

/** Move down with the keyboard's Enter: the list, the announcement and the server's position follow. */
export const MoveWithButtons: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const down = canvas.getByRole('button', { name: 'Move Harbour at dawn down' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith(101, 2));
    await expect(order(canvasElement)[0]).toContain('Meadow in the rain');
    await expect(order(canvasElement)[1]).toContain('Harbour at dawn');
    await expect(canvas.getByText('Harbour at dawn moved to position 2 of 5.')).toBeInTheDocument();
    // Focus stays with the moved video.
    await expect(canvas.getByRole('button', { name: 'Move Harbour at dawn down' })).toHaveFocus();
  },
};

/** Dragging with the keyboard: Space picks the handle's video up, the arrow moves it, Space drops it. */
export const DragWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Drag Canyon echoes' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith(104, 3));
    await waitFor(() => expect(order(canvasElement)[2]).toContain('Canyon echoes'));
  },
};

/** The second page of a playlist: positions go on from 21 of 23. */
export const SecondPage: Story = {
  args: { items: items.slice(0, 3), firstPosition: 21, total: 23 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move Summit trail up' }));
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith(103, 22));
    await expect(canvas.getByText('Summit trail moved to position 22 of 23.')).toBeInTheDocument();
  },
};

/** The server refused the move: the old order is back and the list says so. */
export const SaveFails: Story = {
  args: { onMove: fn(() => Promise.reject(new Error('general_error'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move Meadow in the rain up' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The new order could not be saved. Please try again.',
    );
    await expect(order(canvasElement)[0]).toContain('Harbour at dawn');
  },
};

export const Mobile: Story = { globals: mobileGlobals };
