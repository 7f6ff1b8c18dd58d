import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DownloadRequests, knownTotal } from './DownloadRequests';
import { downloadRequest, downloadRequests, pendingRequests } from './fixtures';

// Rendering the Radix select in jsdom is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const base = {
  status: 'pending' as const,
  page: 1,
  onStatusChange: vi.fn(),
  onApprove: vi.fn(),
  onReject: vi.fn(),
};

describe('knownTotal', () => {
  it('counts one more row after a full page, and ends the list after a short one', () => {
    expect(knownTotal(1, 50)).toBe(51);
    expect(knownTotal(2, 50)).toBe(101);
    expect(knownTotal(2, 7)).toBe(57);
    expect(knownTotal(1, 0)).toBe(0);
    expect(knownTotal(3, 2, 2)).toBe(7);
  });
});

describe('DownloadRequests', () => {
  it('shows each request with its member, video and description, and calls back with its id', async () => {
    const onApprove = vi.fn();
    const onReject = vi.fn();
    render(
      <DownloadRequests
        {...base}
        requests={pendingRequests}
        onApprove={onApprove}
        onReject={onReject}
        hrefForVideo={(id) => `/video/${id}/`}
        hrefForMember={(m) => `/members/${m.user_id}/`}
      />,
    );
    const card = screen.getByRole('article', { name: 'Test pattern with a tone' });
    expect(within(card).getByRole('link', { name: 'quiet_editor' })).toHaveAttribute('href', '/members/22/');
    expect(within(card).getByText(/short documentary/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    expect(onReject).toHaveBeenCalledWith(42);
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(onApprove).toHaveBeenCalledWith(42);
  });

  it('offers no decision on decided requests and shows when they were decided', () => {
    render(<DownloadRequests {...base} status="rejected" requests={downloadRequests.slice(3)} />);
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Clouds over the hills' });
    expect(within(card).getByText('Rejected')).toBeInTheDocument();
    expect(within(card).getByText(/^Decided /)).toBeInTheDocument();
  });

  it('while a decision is under way, spins its button and disables the others', async () => {
    const onReject = vi.fn();
    render(
      <DownloadRequests
        {...base}
        requests={pendingRequests}
        onReject={onReject}
        deciding={{ requestId: 42, act: 'reject' }}
      />,
    );
    const card = screen.getByRole('article', { name: 'Test pattern with a tone' });
    expect(within(card).getByRole('button', { name: 'Reject' })).toHaveAttribute('aria-busy', 'true');
    for (const button of screen.getAllByRole('button', { name: 'Approve' })) expect(button).toBeDisabled();
    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    expect(onReject).not.toHaveBeenCalled();
  });

  it('tells a failed decision in its own words', () => {
    render(<DownloadRequests {...base} requests={pendingRequests} actionError="already_decided" />);
    expect(screen.getByRole('alert')).toHaveTextContent(/Someone has already decided this request/);
  });

  it('pages without a total: a full page links to the next, a short one does not', () => {
    const full = [downloadRequest({ request_id: 1 }), downloadRequest({ request_id: 2 })];
    const { rerender } = render(
      <DownloadRequests {...base} requests={full} pageSize={2} hrefForPage={(p) => `?page=${p}`} />,
    );
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '?page=2');
    rerender(<DownloadRequests {...base} requests={full.slice(1)} pageSize={2} />);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('shows the load states instead of the list', () => {
    const { rerender } = render(<DownloadRequests {...base} requests={[]} />);
    expect(screen.getByRole('heading', { name: 'No download requests' })).toBeInTheDocument();
    rerender(<DownloadRequests {...base} requests={[]} error="general_error" onRetry={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Try again/ })).toBeEnabled();
    rerender(<DownloadRequests {...base} requests={[]} loading />);
    expect(screen.queryByRole('heading', { name: 'No download requests' })).not.toBeInTheDocument();
  });
});
