import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { member, members, viewer } from '../ModerationCommon/fixtures';
import { toLocalInput } from '../ModerationCommon/format';
import type { MemberSanctionsProps } from '../ModerationCommon/types';
import { MemberSanctions } from './MemberSanctions';

// Rendering these tables and dialogs in jsdom is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

function setup(overrides: Partial<MemberSanctionsProps> = {}) {
  const props: MemberSanctionsProps = {
    members,
    total: members.length,
    page: 1,
    query: '',
    filter: 'all',
    viewer: { ...viewer, role: 'admin' },
    onQueryChange: vi.fn(),
    onFilterChange: vi.fn(),
    onSanction: vi.fn(),
    onTrust: vi.fn(),
    onRole: vi.fn(),
    ...overrides,
  };
  render(<MemberSanctions {...props} />);
  return props;
}

const row = (username: string) => screen.getByRole('row', { name: new RegExp(`^${username}`) });

describe('MemberSanctions', () => {
  it('never lets staff sanction themselves, and a moderator no staff member', () => {
    setup({ viewer: { user_id: 99, username: 'mod_cy', role: 'moderator' } });
    for (const name of ['Ban', 'Temporary ban', 'Disable']) {
      expect(within(row('mod_ada')).getByRole('button', { name })).toBeDisabled();
      expect(within(row('river_lens')).getByRole('button', { name })).toBeEnabled();
    }
    expect(screen.queryByRole('columnheader', { name: 'Role' })).not.toBeInTheDocument();
  });

  it('shows a temporary ban with its end and reason', () => {
    setup();
    const cells = within(row('loud_poster')).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Temporarily banned');
    expect(cells[0]).toHaveTextContent('Until');
    expect(cells[0]).toHaveTextContent('Spam in comments');
  });

  it('sends a temporary ban only with a future end, as an ISO instant', async () => {
    const props = setup({ members: [member()] });
    await userEvent.click(screen.getByRole('button', { name: 'Temporary ban' }));
    const dialog = await screen.findByRole('dialog', { name: 'Temporary ban: river_lens' });
    const until = within(dialog).getByLabelText(/Banned until/);
    const past = toLocalInput(new Date(Date.now() - 3600_000));
    await userEvent.type(until, past);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(props.onSanction).not.toHaveBeenCalled();
    expect(until).toHaveAccessibleDescription(/The end must be in the future/);
    await userEvent.clear(until);
    await userEvent.type(until, '2099-06-01T08:00');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  Flooding  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(props.onSanction).toHaveBeenCalledWith(
      11,
      'temp_ban',
      new Date(2099, 5, 1, 8, 0).toISOString(),
      'Flooding',
    );
  });

  it('submits the search trimmed', async () => {
    const props = setup();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Username starts with' }), '  pat  {Enter}');
    expect(props.onQueryChange).toHaveBeenCalledWith('pat');
  });
});

describe('given an admin and the custodian-of-records switch', () => {
  it('shows who is one and calls back to change it; a moderator has no switch', async () => {
    const onCustodian = vi.fn();
    setup({
      members: members.map((m) => (m.user_id === 12 ? { ...m, is_custodian: 1 as const } : m)),
      onCustodian,
    });
    expect(screen.getByRole('switch', { name: 'Custodian of records: pattern_maker' })).toBeChecked();
    await userEvent.click(screen.getByRole('switch', { name: 'Custodian of records: river_lens' }));
    expect(onCustodian).toHaveBeenCalledWith(11, true);
  });

  it('is not shown to a moderator', () => {
    setup({ viewer: { ...viewer, role: 'moderator' }, onCustodian: vi.fn() });
    expect(screen.queryByRole('switch', { name: /^Custodian of records/ })).not.toBeInTheDocument();
  });
});
