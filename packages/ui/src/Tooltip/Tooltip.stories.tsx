import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { vars } from '../theme/contract.css';
import { Tooltip, TooltipProvider, tooltipSides } from './Tooltip';

function HeartIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M10 17s-6.5-4-6.5-8.5A3.5 3.5 0 0 1 10 6a3.5 3.5 0 0 1 6.5 2.5C16.5 13 10 17 10 17z"
        fill="currentColor"
      />
    </svg>
  );
}

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Add to favourites',
    side: 'top',
    children: (
      <Button variant="secondary" aria-label="Favourite">
        <HeartIcon />
      </Button>
    ),
  },
  argTypes: {
    side: { control: 'inline-radio', options: tooltipSides },
    children: { table: { disable: true } },
  },
  // Room above the trigger for the tip.
  render: (args) => (
    <div style={{ paddingTop: vars.space.xxl }}>
      <Tooltip {...args} />
    </div>
  ),
  parameters: { docs: { story: { inline: false, iframeHeight: 200 } } },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Hidden until the trigger is hovered or focused. */
export const Closed: Story = {
  play: async () => {
    await expect(body().queryByRole('tooltip')).toBeNull();
  },
};

/** Keyboard focus shows it; it describes the trigger (`aria-describedby`) without renaming it. */
export const ShowsOnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const trigger = within(canvasElement).getByRole('button', { name: 'Favourite' });
    await expect(trigger).toHaveFocus();
    const tooltip = await body().findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Add to favourites');
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    await expect(trigger).toHaveAccessibleDescription('Add to favourites');
  },
};

/** Escape hides it and focus stays on the trigger. */
export const EscapeHides: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await body().findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('tooltip')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'Favourite' })).toHaveFocus();
  },
};

/** Hover shows it (after the delay); moving the pointer away hides it. */
export const HoverAndAway: Story = {
  args: { delayDuration: 0 },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Favourite' });
    await userEvent.hover(trigger);
    await expect(await body().findByRole('tooltip')).toHaveTextContent('Add to favourites');
    // Radix keeps it while the pointer heads for the tip (a geometric grace area), so leave away from
    // the tip and keep moving. Coordinates matter here, so the events carry them explicitly.
    const from = trigger.getBoundingClientRect();
    const at = (step: number) => ({ clientX: from.right + 20 * step, clientY: from.bottom + 20 * step });
    fireEvent.pointerOut(trigger, { ...at(1), pointerType: 'mouse' });
    fireEvent.pointerLeave(trigger, { ...at(1), pointerType: 'mouse' });
    let step = 1;
    await waitFor(() => {
      step += 1;
      fireEvent.pointerMove(document.body, { ...at(step), pointerType: 'mouse' });
      return expect(body().queryByRole('tooltip')).toBeNull();
    });
  },
};

/** Every side, open from the start (`defaultOpen`). */
export const Sides: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, max-content)',
        gap: '96px 200px',
        padding: '64px 120px',
      }}
    >
      {tooltipSides.map((side) => (
        <Tooltip key={side} {...args} side={side} content={`On the ${side}`} defaultOpen>
          <Button variant="secondary">{side}</Button>
        </Tooltip>
      ))}
    </div>
  ),
  play: async () => {
    await expect(await body().findAllByRole('tooltip')).toHaveLength(tooltipSides.length);
  },
};

/** Long text wraps at the tip's maximum width. */
export const LongText: Story = {
  args: {
    defaultOpen: true,
    side: 'bottom',
    content:
      'Videos you add to favourites are kept in your profile, where only you can see them unless you make the list public.',
  },
  play: async () => {
    const tooltip = await body().findByRole('tooltip');
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(280);
  },
};

/** Under a shared provider, moving from one control to the next shows the next tip at once. */
export const SharedProvider: Story = {
  render: () => (
    <TooltipProvider>
      <div style={{ paddingTop: vars.space.xxl, display: 'flex', gap: vars.space.sm }}>
        <Tooltip content="I like this video">
          <Button variant="secondary">Like</Button>
        </Tooltip>
        <Tooltip content="I don't like this video">
          <Button variant="secondary">Dislike</Button>
        </Tooltip>
      </div>
    </TooltipProvider>
  ),
  play: async () => {
    await userEvent.tab();
    await expect(await body().findByRole('tooltip')).toHaveTextContent('I like this video');
    await userEvent.tab();
    await waitFor(() => expect(body().getByRole('tooltip')).toHaveTextContent("I don't like this video"));
  },
};

/** Near the edge of a phone screen the tip moves to stay inside it. */
export const MobileNearTheEdge: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultOpen: true, content: 'Share this video with a link or on your page' },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', paddingTop: vars.space.xxl }}>
      <Tooltip {...args} />
    </div>
  ),
  play: async () => {
    const tooltip = await body().findByRole('tooltip');
    await waitFor(() => expect(tooltip.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth));
  },
};
