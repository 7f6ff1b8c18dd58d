import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { at } from '../VideoCard/fixtures';
import { playlist, samplePlaylists } from './fixtures';
import { PlaylistCard, PlaylistCardSkeleton } from './PlaylistCard';

const tiles = (container: HTMLElement) => [...container.querySelectorAll('img')];

describe('given a PlaylistCard', () => {
  it('links its title to /playlist/{playlist_id} and its owner to the member', () => {
    render(<PlaylistCard playlist={playlist} />);
    expect(screen.getByRole('link', { name: 'Rainy day favourites' })).toHaveAttribute(
      'href',
      '/playlist/77',
    );
    expect(screen.getByRole('link', { name: 'Marigold' })).toHaveAttribute('href', '/members/91/');
    expect(screen.getByText('By')).toBeInTheDocument();
  });

  it('shows its counts of videos and views', () => {
    render(<PlaylistCard playlist={playlist} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['24 videos', '15.3K views']);
  });

  it('shows up to 3 decorative thumbnails, lazily', () => {
    const { container } = render(
      <PlaylistCard
        playlist={{ ...playlist, thumbs: [...playlist.thumbs, 'data:image/gif;base64,R0lGOD'] }}
      />,
    );
    const images = tiles(container);
    expect(images.map((img) => img.getAttribute('src'))).toEqual(playlist.thumbs);
    for (const img of images) {
      expect(img).toHaveAttribute('alt', '');
      expect(img).toHaveAttribute('loading', 'lazy');
    }
  });

  it('shows a placeholder without thumbnails', () => {
    const { container } = render(<PlaylistCard playlist={at(samplePlaylists, 3)} />);
    expect(tiles(container)).toHaveLength(0);
    expect(container.querySelector('[data-placeholder]')).toBeInTheDocument();
  });

  it("says 'Only me' for a playlist visible to its owner only", () => {
    const { unmount } = render(<PlaylistCard playlist={playlist} />);
    expect(screen.queryByText('Only me')).not.toBeInTheDocument();
    unmount();
    render(<PlaylistCard playlist={at(samplePlaylists, 2)} />);
    expect(screen.getByText('Only me')).toBeInTheDocument();
  });

  it('can leave out the owner', () => {
    render(<PlaylistCard playlist={playlist} hideOwner />);
    expect(screen.queryByRole('link', { name: 'Marigold' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});

describe('given a PlaylistCardSkeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<PlaylistCardSkeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
