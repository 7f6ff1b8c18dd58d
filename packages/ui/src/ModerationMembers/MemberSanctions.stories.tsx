import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LONG, member, members, viewer } from '../ModerationCommon/fixtures';
import { choose, dialog } from '../ModerationCommon/storyHelpers';
import { MemberSanctions } from './MemberSanctions';

const meta = {
  title: 'Moderation/MemberSanctions',
  component: MemberSanctions,
  args: {
    members,
    total: 4,
    page: 1,
    query: '',
    filter: 'all',
    viewer: { ...viewer, role: 'admin' },
    onQueryChange: fn(),
    onFilterChange: fn(),
    onSanction: fn(),
    onTrust: fn(),
    onRole: fn(),
    onCustodian: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    hrefForMember: (m) => `/members/${m.username}/`,
  },
  argTypes: { hrefForMember: { table: { disable: true } } },
} satisfies Meta<typeof MemberSanctions>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvas: HTMLElement, username: string) =>
  within(canvas).getByRole('row', { name: new RegExp(`^${username}`) });

/** An admin: standing, the trusted switch, the role and the sanctions per member (not on oneself). */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const own = within(rowOf(canvasElement, 'mod_ada'));
    await expect(own.getByRole('button', { name: 'Ban' })).toBeDisabled();
    await expect(within(canvasElement).getByRole('combobox', { name: 'Role of river_lens' })).toBeVisible();
  },
};

/** A moderator: no role column, and staff cannot be sanctioned. */
export const Moderator: Story = {
  args: { viewer: { ...viewer, user_id: 99, username: 'mod_cy', role: 'moderator' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: /Role of/ })).not.toBeInTheDocument();
    await expect(within(rowOf(canvasElement, 'mod_ada')).getByRole('button', { name: 'Ban' })).toBeDisabled();
    await expect(
      within(rowOf(canvasElement, 'river_lens')).getByRole('button', { name: 'Ban' }),
    ).toBeEnabled();
  },
};

/** Search by prefix (Enter submits) and the filter. */
export const SearchAndFilter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Username starts with' }), ' riv {Enter}');
    await expect(args.onQueryChange).toHaveBeenCalledWith('riv');
    await choose(canvasElement, 'Show', 'Sanctioned');
    await expect(args.onFilterChange).toHaveBeenCalledWith('sanctioned');
  },
};

/** A ban with an optional reason. Focus returns to the button after the dialog. */
export const Ban: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(rowOf(canvasElement, 'river_lens')).getByRole('button', { name: 'Ban' });
    await userEvent.click(trigger);
    const box = await dialog('Ban: river_lens');
    await userEvent.type(within(box).getByRole('textbox', { name: /Reason/ }), 'Repeated spam');
    await userEvent.click(within(box).getByRole('button', { name: 'Confirm' }));
    await expect(args.onSanction).toHaveBeenCalledWith(11, 'ban', undefined, 'Repeated spam');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A temporary ban needs a future end date; the past is refused. */
export const TemporaryBan: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(rowOf(canvasElement, 'river_lens')).getByRole('button', { name: 'Temporary ban' }),
    );
    const box = await dialog('Temporary ban: river_lens');
    await userEvent.click(within(box).getByRole('button', { name: 'Confirm' }));
    await expect(await within(box).findByText('Choose when the ban ends')).toBeVisible();
    const until = within(box).getByLabelText(/Banned until/);
    await userEvent.type(until, '2020-01-01T10:00');
    await userEvent.click(within(box).getByRole('button', { name: 'Confirm' }));
    await expect(await within(box).findByText('The end must be in the future')).toBeVisible();
    await userEvent.clear(until);
    await userEvent.type(until, '2099-01-01T10:00');
    await userEvent.click(within(box).getByRole('button', { name: 'Confirm' }));
    await expect(args.onSanction).toHaveBeenCalledWith(
      11,
      'temp_ban',
      new Date(2099, 0, 1, 10, 0).toISOString(),
      undefined,
    );
  },
};

/** Lift shows for sanctioned members only. */
export const Lift: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(
      within(rowOf(canvasElement, 'river_lens')).queryByRole('button', { name: 'Lift sanctions' }),
    ).toBeNull();
    await userEvent.click(
      within(rowOf(canvasElement, 'loud_poster')).getByRole('button', { name: 'Lift sanctions' }),
    );
    const box = await dialog('Lift sanctions: loud_poster');
    await userEvent.click(within(box).getByRole('button', { name: 'Confirm' }));
    await expect(args.onSanction).toHaveBeenCalledWith(13, 'lift', undefined, undefined);
  },
};

/** The trusted switch and the role select call back at once. */
export const TrustAndRole: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('switch', { name: 'Trusted: river_lens' }));
    await expect(args.onTrust).toHaveBeenCalledWith(11, true);
    await choose(canvasElement, 'Role of river_lens', 'Moderator');
    await expect(args.onRole).toHaveBeenCalledWith(11, 'moderator');
  },
};

/** An admin makes a member a custodian of records (#31); pattern_maker is one already. */
export const Custodian: Story = {
  args: {
    members: members.map((m) => (m.user_id === 12 ? { ...m, is_custodian: 1 as const } : m)),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Custodian of records: pattern_maker' })).toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: 'Custodian of records: river_lens' }));
    await expect(args.onCustodian).toHaveBeenCalledWith(11, true);
  },
};

export const Busy: Story = { args: { busyUserId: 11 } };

export const ActionFailed: Story = { args: { actionError: 'own_account' } };

export const Loading: Story = { args: { loading: true, members: [] } };

export const LoadFailed: Story = { args: { error: 'general_error', members: [] } };

export const Empty: Story = { args: { members: [], total: 0, query: 'zz' } };

export const LongText: Story = {
  args: {
    members: [
      member({
        username: 'a_very_long_username_that_keeps_going_on',
        email: `${'long'.repeat(12)}@example.com`,
        standing: 'banned',
        sanction_reason: LONG,
      }),
    ],
    total: 1,
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
