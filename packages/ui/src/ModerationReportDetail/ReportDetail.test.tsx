import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reportItem, thread, viewer } from '../ModerationCommon/fixtures';
import type { ReportDetailProps } from '../ModerationCommon/types';
import { ReportDetail } from './ReportDetail';

// Rendering these tables and dialogs in jsdom is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

function setup(overrides: Partial<ReportDetailProps> = {}) {
  render(
    <ReportDetail
      report={reportItem()}
      thread={thread}
      takedowns={[]}
      viewer={viewer}
      onReply={vi.fn()}
      onStatusChange={vi.fn()}
      onAssign={vi.fn()}
      onTakedown={vi.fn()}
      onRestore={vi.fn()}
      {...overrides}
    />,
  );
}

describe('ReportDetail', () => {
  it('offers a takedown for copyright reports about a video only', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Take down the video' })).toBeVisible();
  });
  it('has no takedown without a video or for other subjects', () => {
    setup({ report: reportItem({ video_id: null }) });
    expect(screen.queryByRole('button', { name: 'Take down the video' })).not.toBeInTheDocument();
  });
  it('has no takedown for a support request', () => {
    setup({ report: reportItem({ subject: 'Support Request' }) });
    expect(screen.queryByRole('button', { name: 'Take down the video' })).not.toBeInTheDocument();
  });
  it('shows the subject in the viewer language and the time to triage', () => {
    setup({
      report: reportItem({ subject: 'Technical Problems', triage_seconds: 90 * 60 }),
    });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Technical Problems');
    expect(screen.getByText('Triaged in 1 hr 30 min')).toBeVisible();
  });
  it('marks replies and notes in the thread', () => {
    setup();
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Note');
    expect(items[1]).toHaveTextContent('Reply');
  });
  it("names a reported comment's author once, as a link to the member", () => {
    setup({
      report: reportItem({
        target: { kind: 'comment', id: 7001, member: { user_id: 102, username: 'Heron' }, excerpt: 'Text' },
      }),
      hrefForMember: (member) => `/members/${member.user_id}/`,
    });
    const reported = screen.getByText('Reported').nextElementSibling as HTMLElement;
    expect(reported).toHaveTextContent(/^A comment by Heron$/);
    expect(screen.getByRole('link', { name: 'Heron' })).toHaveAttribute('href', '/members/102/');
  });
});
