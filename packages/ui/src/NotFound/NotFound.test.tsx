import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleVideos } from '../VideoCard/fixtures';
import { NotFound } from './NotFound';

describe('given a NotFound block', () => {
  it('has the title, the explanation and a link to the main page', () => {
    render(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to main page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('says where a list ends and links its last page before the main page', () => {
    render(<NotFound lastPage={{ page: 5, href: '/top-rated/5/' }} />);
    expect(screen.getByText(/This list ends at page 5/)).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Go to the last page (5)', 'Go to main page']);
    expect(links[0]).toHaveAttribute('href', '/top-rated/5/');
  });

  it("shows the popular videos of the visitor's country with a see-more link", () => {
    render(<NotFound country="fr" videos={sampleVideos} />);
    const region = screen.getByRole('region', { name: 'Popular in France' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(sampleVideos.length);
    expect(within(region).getByRole('link', { name: 'See more' })).toHaveAttribute('href', '/top-country/');
  });

  it('says "Popular videos" for an unknown country', () => {
    render(<NotFound country="xx" videos={sampleVideos} />);
    expect(screen.getByRole('region', { name: 'Popular videos' })).toBeInTheDocument();
  });

  it('shows 20 placeholders while loading', () => {
    const { container } = render(<NotFound country="fr" status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading popular videos');
    expect(container.querySelectorAll('[data-skeleton-item]')).toHaveLength(20);
  });

  it('shows an error with a retry', async () => {
    const onRetry = vi.fn();
    render(<NotFound country="fr" status="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says when there are no videos', () => {
    render(<NotFound country="fr" videos={[]} />);
    expect(screen.getByText('No popular videos to show right now.')).toBeInTheDocument();
  });

  it('lists the top keywords as links to the search', () => {
    render(<NotFound keywords={['quiet river walk', 'misty bridge']} />);
    const list = screen.getByRole('group', { name: 'Top keywords' });
    expect(within(list).getByRole('link', { name: 'misty bridge' })).toHaveAttribute(
      'href',
      '/search/?s=misty%20bridge',
    );
  });
});
