import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { auditEntries, LONG, staff } from '../ModerationCommon/fixtures';
import { choose } from '../ModerationCommon/storyHelpers';
import { AuditLog, NO_AUDIT_FILTERS } from './AuditLog';

const meta = {
  title: 'Moderation/AuditLog',
  component: AuditLog,
  args: {
    entries: auditEntries,
    total: 3,
    page: 1,
    filters: NO_AUDIT_FILTERS,
    staff,
    onFiltersChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AuditLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A captioned table of staff acts, newest first, each act and detail named in words. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Staff actions, newest first' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByText('System')).toBeVisible();
    await expect(within(table).getByText('Banned member for a time')).toBeVisible();
  },
};

/** The filters apply together. */
export const Filter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'Staff member', 'admin_bo');
    await choose(canvasElement, 'Action', 'Added forbidden word');
    await choose(canvasElement, 'Target type', 'Word');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Target ID' }), ' scamlink ');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      actorId: 2,
      action: 'word_add',
      targetType: 'word',
      targetId: 'scamlink',
    });
  },
};

/** Filtered: "Clear filters" resets them. */
export const Filtered: Story = {
  args: {
    filters: { actorId: 1, action: 'approve', targetType: null, targetId: null },
    entries: auditEntries.slice(0, 1),
    total: 1,
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(NO_AUDIT_FILTERS);
  },
};

export const Paged: Story = {
  args: { total: 500, page: 4 },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pages' });
    await userEvent.click(within(nav).getByRole('button', { name: /Previous/i }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const Loading: Story = { args: { loading: true, entries: [] } };

export const LoadFailed: Story = { args: { error: 'general_error', entries: [] } };

export const Empty: Story = { args: { entries: [], total: 0 } };

export const LongText: Story = {
  args: {
    entries: [
      {
        audit_id: 1,
        actor: { user_id: 5, username: 'x'.repeat(40) },
        action: 'reject',
        target_type: 'video',
        target_id: '9'.repeat(20),
        details: { reason: LONG, nested: { a: 1, b: [1, 2] } },
        created_at: '2026-11-21T11:00:00Z',
      },
    ],
    total: 1,
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
