import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { custodianRecords, openedRecord } from '../ModerationCommon/fixtures';
import type { RecordsListProps } from '../ModerationCommon/types';
import { RecordsList } from './RecordsList';

vi.setConfig({ testTimeout: 30_000 });

function setup(overrides: Partial<RecordsListProps> = {}) {
  const props: RecordsListProps = {
    records: custodianRecords,
    total: custodianRecords.length,
    page: 1,
    opened: null,
    onOpen: vi.fn(),
    onClose: vi.fn(),
    indexHref: '/api/records/2257-index.csv',
    ...overrides,
  };
  const view = render(<RecordsList {...props} />);
  return { props, view };
}

describe('given the consent records, for a custodian of records', () => {
  it('lists each with its dates, status and keeper, and offers the 2257 index', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Export the 2257 index (CSV)' })).toHaveAttribute(
      'href',
      '/api/records/2257-index.csv',
    );
    const row = within(screen.getByRole('row', { name: /^Morgan Reed/ }));
    expect(row.getByText('1994-06-01')).toBeInTheDocument();
    expect(row.getByText('Complete')).toBeInTheDocument();
    expect(row.getByText('quill_maker')).toBeInTheDocument();
    expect(row.getByText('Video 501')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /^No name yet/ })).getByText('Draft')).toBeInTheDocument();
  });

  it('opens a record on demand with its pictures, and closes it', async () => {
    const { props, view } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'View the record of Morgan Reed' }));
    expect(props.onOpen).toHaveBeenCalledWith(9);
    view.rerender(<RecordsList {...props} opened={openedRecord} />);
    const card = within(screen.getByRole('article', { name: 'Record 9: Morgan Reed' }));
    expect(card.getByRole('link', { name: 'Identity document' })).toHaveAttribute(
      'href',
      '/api/records/image.php?record_id=9&image=id_document',
    );
    expect(card.getByRole('link', { name: 'Signed release' })).toHaveAttribute('target', '_blank');
    await userEvent.click(card.getByRole('button', { name: 'Close' }));
    expect(props.onClose).toHaveBeenCalled();
  });

  it('says why a record cannot be opened', () => {
    setup({ openError: 'record_unreadable' });
    expect(screen.getByRole('alert').textContent).toContain('cannot be opened');
  });
});

describe('given a member who is not a custodian', () => {
  it('shows a notice instead of the records and the index', () => {
    setup({ forbidden: true, records: [] });
    expect(screen.getByText('For custodians of records only')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /2257/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
