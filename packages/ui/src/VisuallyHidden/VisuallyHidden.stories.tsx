import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { vars } from '../theme/contract.css';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Hidden text' },
  argTypes: { ref: { table: { disable: true } }, asChild: { table: { disable: true } } },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only button named by hidden text: nothing shows but the icon, screen readers say "Share". */
export const NamesAnIconButton: Story = {
  render: () => (
    <Button variant="secondary">
      <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path
          d="M14 6a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM6 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm8 6a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM7.8 11l4.4 2.6M12.2 6.4L7.8 9"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      <VisuallyHidden>Share</VisuallyHidden>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Share' });
    await expect(button.getBoundingClientRect().width).toBeLessThan(60);
  },
};

/** A skip link: hidden until it takes keyboard focus, then shown in place. */
export const SkipLink: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      <VisuallyHidden focusable>
        <a href="#main" style={{ color: vars.color.text }}>
          Skip to content
        </a>
      </VisuallyHidden>
      <p style={{ margin: 0 }}>Header and navigation…</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Skip to content' });
    // The wrapper is what is clipped to 1 px; the link inside keeps its own layout box.
    const wrapper = link.parentElement as HTMLElement;
    await expect(wrapper.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(wrapper.getBoundingClientRect().width).toBeGreaterThan(50);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: NamesAnIconButton.render,
  play: NamesAnIconButton.play,
};
