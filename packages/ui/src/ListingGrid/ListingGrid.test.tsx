import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VideoActionsMenu } from '../ContextMenus/VideoActionsMenu';
import { sampleModels } from '../ModelCard/fixtures';
import { ModelCard, type ModelCardData } from '../ModelCard/ModelCard';
import { at, sampleVideos } from '../VideoCard/fixtures';
import { ListingGrid, type ListingGridProps, listingPageSizes, VideoGrid } from './ListingGrid';

function Models(props: Partial<ListingGridProps<ModelCardData>>) {
  return (
    <ListingGrid<ModelCardData>
      kind="models"
      status="success"
      items={sampleModels}
      getKey={(model) => model.dir}
      renderItem={(model) => <ModelCard model={model} />}
      label="Models"
      {...props}
    />
  );
}

const placeholders = (container: HTMLElement) => container.querySelectorAll('[data-skeleton]');

describe('given a pending listing', () => {
  it('shows one placeholder per item of the page size of §9, hidden, and says Loading once', () => {
    const { container, unmount } = render(<Models status="pending" />);
    expect(placeholders(container)).toHaveLength(60);
    expect(screen.getByRole('status')).toHaveTextContent('Loading models');
    expect(container.querySelector('ul')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    unmount();
    const members = render(
      <ListingGrid kind="members" status="pending" getKey={() => 0} renderItem={() => null} />,
    );
    expect(placeholders(members.container)).toHaveLength(80);
  });

  it.each(Object.entries(listingPageSizes))('defaults the %s placeholders to %d', (kind, size) => {
    const { container } = render(
      <ListingGrid
        kind={kind as keyof typeof listingPageSizes}
        status="pending"
        getKey={() => 0}
        renderItem={() => null}
      />,
    );
    expect(placeholders(container)).toHaveLength(size);
  });

  it('shows as many placeholders as the requested page size', () => {
    const { container } = render(<Models status="pending" pageSize={12} />);
    expect(placeholders(container)).toHaveLength(12);
  });

  it('takes a placeholder of its own', () => {
    render(<Models status="pending" pageSize={2} renderPlaceholder={() => <span>dot</span>} />);
    expect(screen.getAllByText('dot')).toHaveLength(2);
  });
});

describe('given a failed listing', () => {
  it('shows the §8 message of the code as an alert, and retries', async () => {
    const onRetry = vi.fn();
    render(<Models status="error" errorCode="no_permission" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission to see this list');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows not_found for any code containing it, and general_error by default', () => {
    const { unmount } = render(<Models status="error" errorCode="videos_not_found" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing found');
    unmount();
    render(<Models status="error" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong while loading this list');
  });
});

describe('given an empty listing', () => {
  it("shows the kind's empty state, or the given title and action", () => {
    const { unmount } = render(<Models items={[]} />);
    expect(screen.getByRole('heading', { name: 'No models found' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    unmount();
    render(
      <Models
        items={[]}
        emptyTitle="Nobody here"
        emptyAction={<button type="button">Clear filters</button>}
        homeHref="/"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Nobody here' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to main page' })).toHaveAttribute('href', '/');
  });
});

describe('given a loaded listing', () => {
  it('lists one card per item, in order, under its label', () => {
    render(<Models />);
    const list = screen.getByRole('list', { name: 'Models' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(items).toHaveLength(sampleModels.length);
    expect(within(at(items, 0)).getByRole('link', { name: 'Aurora Vale' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('given a loaded listing whose next page is on its way', () => {
  it('keeps its cards, marks the list busy and says Loading', () => {
    const { container } = render(<Models busy />);
    expect(within(screen.getByRole('list', { name: 'Models' })).getAllByRole('article')).toHaveLength(
      sampleModels.length,
    );
    expect(container.querySelector('[aria-busy="true"]')).toContainElement(
      screen.getByRole('list', { name: 'Models' }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading models');
  });

  it('is not busy otherwise', () => {
    const { container } = render(<Models />);
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('given a VideoGrid', () => {
  it('lists VideoCards, the first ones loading eagerly and the very first before other images', () => {
    render(<VideoGrid status="success" videos={sampleVideos} priorityCount={2} label="Latest videos" />);
    const list = screen.getByRole('list', { name: 'Latest videos' });
    // Each card is the list's item itself, not wrapped in one: an element fewer per card.
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.dataset.videoId),
    ).toEqual(sampleVideos.map((video) => String(video.video_id)));
    const images = within(list)
      .getAllByRole('img')
      .filter((img) => img.tagName === 'IMG');
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('fetches no thumbnail early when no card is above the fold', () => {
    render(<VideoGrid status="success" videos={sampleVideos} label="Latest videos" />);
    const images = screen.getAllByRole('img').filter((img) => img.tagName === 'IMG');
    expect(
      images.every((img) => img.getAttribute('loading') === 'lazy' && !img.hasAttribute('fetchpriority')),
    ).toBe(true);
  });

  it("passes the playlist to every card, and each card's menu to its card", async () => {
    const onDelete = vi.fn();
    render(
      <VideoGrid
        status="success"
        videos={sampleVideos.slice(0, 2)}
        playlistId={5}
        menuOf={(video) => <VideoActionsMenu video={video} owner={{ onDelete }} />}
      />,
    );
    const first = at(sampleVideos, 0);
    expect(screen.getByRole('link', { name: first.title })).toHaveAttribute(
      'href',
      `/videos/${first.video_id}/${first.dir}/?playlist=5`,
    );
    expect(screen.getAllByRole('button', { name: /^Actions for / })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: `Actions for “${first.title}”` }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete…' }));
    expect(onDelete).toHaveBeenCalledWith(first.video_id);
  });

  it('shows 60 video placeholders while pending', () => {
    const { container } = render(<VideoGrid status="pending" />);
    expect(placeholders(container)).toHaveLength(60);
    expect(screen.getByRole('status')).toHaveTextContent('Loading videos');
  });
});
