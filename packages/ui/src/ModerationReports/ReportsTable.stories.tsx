import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG, reportItem, reports, staff } from '../ModerationCommon/fixtures';
import { choose } from '../ModerationCommon/storyHelpers';
import type { ReportsTableProps } from '../ModerationCommon/types';
import { ReportsTable } from './ReportsTable';

/** Holds the filters, as the route does with the address. */
function Stateful(props: ReportsTableProps) {
  const [filters, setFilters] = useState(props.filters);
  return (
    <ReportsTable
      {...props}
      filters={filters}
      onFiltersChange={(next) => {
        props.onFiltersChange(next);
        setFilters(next);
      }}
    />
  );
}

const meta = {
  title: 'Moderation/ReportsTable',
  component: ReportsTable,
  args: {
    reports,
    total: 3,
    page: 1,
    filters: { status: null, assigneeId: null, sort: 'due' },
    staff,
    summary: { overdue: 0, medianCloseSeconds: 26 * 3600 },
    hrefForReport: (id) => `/moderation/reports/${id}/`,
    onFiltersChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
  argTypes: { hrefForReport: { table: { disable: true } } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ReportsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A captioned table with column and row headers; time to triage, or how long an untriaged report waits. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Reports, the earliest due first' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
    await expect(canvas.getByText('Overdue: 0')).toBeVisible();
    await expect(canvas.getByText('Median time to close: 1 day 2 hr')).toBeVisible();
    await expect(within(table).getByRole('link', { name: 'DMCA / Copyright Infringement' })).toHaveAttribute(
      'href',
      '/moderation/reports/501/',
    );
    await expect(within(table).getByText('Not triaged (3 hr)')).toBeVisible();
    await expect(within(table).getByText('25 min')).toBeVisible();
  },
};

/** Filtering by status and by assignee calls back with both filters. */
export const Filter: Story = {
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, 'Status', 'In progress');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      status: 'in_progress',
      assigneeId: null,
      sort: 'due',
    });
    await choose(canvasElement, 'Assignee', 'mod_ada');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      status: 'in_progress',
      assigneeId: 1,
      sort: 'due',
    });
    await choose(canvasElement, 'Status', 'All');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ status: null, assigneeId: 1, sort: 'due' });
    await choose(canvasElement, 'Order', 'Newest first');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      status: null,
      assigneeId: 1,
      sort: 'newest',
    });
  },
};

/**
 * The complaint clock running late: overdue reports are marked, and the summary counts them in red.
 */
export const Overdue: Story = {
  args: {
    reports: [
      reportItem({
        report_id: 511,
        overdue: 1,
        due_at: '2026-11-18T08:30:00Z',
        created_at: '2026-11-11T08:30:00Z',
      }),
      reportItem({
        report_id: 512,
        subject: 'Report Inappropriate Content',
        status: 'in_progress',
        overdue: 1,
        due_at: '2026-11-19T10:00:00Z',
      }),
      reportItem({ report_id: 513, subject: 'Support Request', overdue: 0 }),
    ],
    total: 3,
    summary: { overdue: 2, medianCloseSeconds: 9 * 86400 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Overdue: 2')).toBeVisible();
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByText('Overdue')).toHaveLength(2);
  },
};

/** No report was closed yet: the median says so. */
export const NoneClosed: Story = {
  args: { summary: { overdue: 0, medianCloseSeconds: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Median time to close: none closed yet')).toBeVisible();
  },
};

/** Pages under the table. */
export const Paged: Story = {
  args: { total: 230, page: 1 },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pages' });
    await userEvent.click(within(nav).getByRole('button', { name: /Next/i }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = { args: { loading: true, reports: [] } };

export const LoadFailed: Story = {
  args: { error: 'general_error', reports: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = { args: { reports: [], total: 0 } };

/** Filters that match nothing say so. */
export const EmptyFiltered: Story = {
  args: { reports: [], total: 0, filters: { status: 'rejected', assigneeId: 2, sort: 'newest' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No report matches these filters.')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    reports: [reportItem({ subject: LONG, email: `${'very.long.address'.repeat(4)}@example.com` })],
    total: 1,
  },
};

/** The table scrolls sideways inside its box on a phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
