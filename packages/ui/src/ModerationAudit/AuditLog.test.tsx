import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { auditEntries, staff } from '../ModerationCommon/fixtures';
import { AuditLog, auditFiltersOf, NO_AUDIT_FILTERS } from './AuditLog';

// Rendering these tables and dialogs in jsdom is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

describe('auditFiltersOf', () => {
  it('turns empty text into no filter', () => {
    expect(auditFiltersOf({ actorId: null, action: '  ', targetType: null, targetId: '' })).toEqual(
      NO_AUDIT_FILTERS,
    );
  });
  it('writes the action as the API names it and trims the target', () => {
    expect(
      auditFiltersOf({ actorId: 2, action: ' Word Add ', targetType: 'word', targetId: ' x1 ' }),
    ).toEqual({
      actorId: 2,
      action: 'word_add',
      targetType: 'word',
      targetId: 'x1',
    });
    expect(
      auditFiltersOf({ actorId: null, action: 'report-status', targetType: null, targetId: '' }).action,
    ).toBe('report_status');
  });
});

describe('AuditLog', () => {
  it('shows an act this console does not know by its code', () => {
    const unknown = {
      ...auditEntries[0],
      audit_id: 99,
      action: 'future_act',
    } as (typeof auditEntries)[number];
    render(
      <AuditLog
        entries={[unknown]}
        total={1}
        page={1}
        filters={NO_AUDIT_FILTERS}
        onFiltersChange={vi.fn()}
        staff={staff}
      />,
    );
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('future_act');
  });
  it('shows each act with its actor, target and details, system acts without an actor', () => {
    render(
      <AuditLog
        entries={auditEntries}
        total={3}
        page={1}
        filters={NO_AUDIT_FILTERS}
        onFiltersChange={vi.fn()}
        staff={staff}
      />,
    );
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[2]).toHaveTextContent('admin_bo');
    expect(rows[2]).toHaveTextContent('Member 13');
    // Acts and their details in words, not the log's codes.
    expect(rows[1]).toHaveTextContent('Approved video');
    expect(rows[2]).toHaveTextContent('Banned member for a time');
    expect(rows[2]).toHaveTextContent('Reason: Spam in comments');
    expect(rows[2]).not.toHaveTextContent('sanction_temp_ban');
    expect(rows[3]).toHaveTextContent('Added forbidden word');
    expect(rows[3]).toHaveTextContent('System');
  });
  it('offers "Clear filters" only when filtered', () => {
    const props = { entries: auditEntries, total: 3, page: 1, onFiltersChange: vi.fn(), staff };
    const { rerender } = render(<AuditLog {...props} filters={NO_AUDIT_FILTERS} />);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    rerender(<AuditLog {...props} filters={{ ...NO_AUDIT_FILTERS, action: 'approve' }} />);
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveTextContent('Approved video');
  });
});
