import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ModerationNav } from './ModerationNav';

const meta = {
  title: 'Moderation/ModerationNav',
  component: ModerationNav,
  args: {
    current: 'queue',
    viewerRole: 'admin',
    hrefFor: (section) => `/moderation/${section}/`,
    counts: { queue: 4, reports: 12 },
  },
  argTypes: { hrefFor: { table: { disable: true } } },
} satisfies Meta<typeof ModerationNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin sees every section; the current one is marked for assistive technology. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Moderation' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(12);
    await expect(within(nav).getByRole('link', { name: /Review queue/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Reports (12 waiting)' })).toHaveAttribute(
      'href',
      '/moderation/reports/',
    );
  },
};

/** A moderator: no settings section. */
export const Moderator: Story = {
  args: { viewerRole: 'moderator', current: 'members', counts: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Members' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The mobile layout: the links wrap onto more lines. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { current: 'audit', counts: { queue: 1234, reports: 3 } },
};
