import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { custodianRecords, openedRecord } from '../ModerationCommon/fixtures';
import type { RecordsListProps } from '../ModerationCommon/types';
import { RecordsList } from './RecordsList';

/** Opens record 9 when asked, as the route does with `records.record`. */
function Stateful(props: RecordsListProps) {
  const [opened, setOpened] = useState(props.opened);
  return (
    <RecordsList
      {...props}
      opened={opened}
      onOpen={(id) => {
        props.onOpen(id);
        if (id === openedRecord.record_id) setOpened(openedRecord);
      }}
      onClose={() => {
        props.onClose();
        setOpened(null);
      }}
    />
  );
}

const meta = {
  title: 'Moderation/RecordsList',
  component: RecordsList,
  args: {
    records: custodianRecords,
    total: 2,
    page: 1,
    opened: null,
    onOpen: fn(),
    onClose: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    indexHref: '/api/records/2257-index.csv',
    hrefForMember: (member) => `/members/${member.user_id}/`,
    hrefForVideo: (id) => `/videos/${id}/v/`,
  },
  argTypes: {
    hrefForMember: { table: { disable: true } },
    hrefForVideo: { table: { disable: true } },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof RecordsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The records, a draft without a name among them, and the index's download. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Export the 2257 index (CSV)' })).toHaveAttribute(
      'href',
      '/api/records/2257-index.csv',
    );
    const row = canvas.getByRole('row', { name: /^Morgan Reed/ });
    await expect(within(row).getByText('Complete')).toBeVisible();
    await expect(within(row).getByRole('link', { name: 'Video 502' })).toHaveAttribute(
      'href',
      '/videos/502/v/',
    );
    await expect(canvas.getByRole('row', { name: /^No name yet/ })).toBeVisible();
  },
};

/** A record opened: its dates, its keeper and its two pictures (custodians' addresses, a new tab). */
export const Opened: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View the record of Morgan Reed' }));
    await expect(args.onOpen).toHaveBeenCalledWith(9);
    const card = canvas.getByRole('article', { name: 'Record 9: Morgan Reed' });
    await expect(within(card).getByRole('link', { name: 'Signed release' })).toHaveAttribute(
      'href',
      '/api/records/image.php?record_id=9&image=release',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A record whose pictures are not all kept (a draft). */
export const OpenedDraft: Story = {
  args: {
    opened: {
      ...(custodianRecords[1] as (typeof custodianRecords)[number]),
      id_document: null,
      release: null,
    },
  },
};

export const Opening: Story = { args: { opening: 9 } };

export const OpenFailed: Story = { args: { openError: 'record_unreadable' } };

export const Forbidden: Story = { args: { forbidden: true, records: [] } };

export const Loading: Story = { args: { loading: true, records: [] } };

export const LoadFailed: Story = { args: { error: 'general_error', records: [] } };

export const Empty: Story = { args: { records: [], total: 0 } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
