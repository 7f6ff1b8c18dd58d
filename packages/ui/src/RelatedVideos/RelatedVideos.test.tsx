import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { relatedVideos } from '../VideoInfo/fixtures';
import { RelatedVideos } from './RelatedVideos';

const fifty = relatedVideos(50);
const cards = () => within(screen.getByRole('list', { name: 'Related videos' })).getAllByRole('listitem');
const titles = () => cards().map((card) => within(card).getByRole('heading').textContent);

// Rendering up to 50 cards is slow on a busy machine: a longer budget than vitest's 5 s.
describe('given RelatedVideos', { timeout: 20_000 }, () => {
  it('shows 10 of the 50 given, in order', () => {
    render(<RelatedVideos videos={fifty} />);
    expect(titles()).toEqual(fifty.slice(0, 10).map((v) => v.title));
    expect(screen.getByText('Showing 10 of 50')).toBeInTheDocument();
  });

  it('adds 10 more per "Show more" until all are shown, then hides it', async () => {
    render(<RelatedVideos videos={fifty} />);
    for (let shown = 10; shown < 50; shown += 10) {
      await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
      expect(cards()).toHaveLength(shown + 10);
    }
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 50 of 50')).toBeInTheDocument();
  });

  it('moves focus to the first card added', async () => {
    render(<RelatedVideos videos={fifty} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByRole('link', { name: fifty[10]?.title })).toHaveFocus();
  });

  it('pages locally with Pagination, moving focus to the heading', async () => {
    render(<RelatedVideos videos={fifty} paging="pages" />);
    const nav = screen.getByRole('navigation', { name: 'Pages of related videos' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 5' }));
    expect(titles()).toEqual(fifty.slice(40, 50).map((v) => v.title));
    expect(screen.getByRole('heading', { name: 'Related videos' })).toHaveFocus();
  });

  it('takes another page size, and starts again at page 1 for a new list', async () => {
    const { rerender } = render(<RelatedVideos videos={fifty} pageSize={4} />);
    expect(cards()).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(cards()).toHaveLength(8);
    rerender(<RelatedVideos videos={relatedVideos(9)} pageSize={4} />);
    expect(cards()).toHaveLength(4);
  });

  it('shows no paging for a single page', () => {
    render(<RelatedVideos videos={fifty.slice(0, 10)} />);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('shows placeholders while loading', () => {
    const { container } = render(<RelatedVideos loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading related videos');
    expect(container.querySelectorAll('[data-skeleton-item]')).toHaveLength(10);
  });

  it('shows the error with a retry', async () => {
    const onRetry = vi.fn();
    render(<RelatedVideos error="not_found_anything" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing found');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says so when there are none', () => {
    render(<RelatedVideos videos={[]} title="More like this" />);
    expect(screen.getByRole('heading', { name: 'More like this' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No related videos' })).toBeInTheDocument();
  });
});
