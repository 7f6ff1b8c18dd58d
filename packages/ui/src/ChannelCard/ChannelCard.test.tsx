import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { at } from '../VideoCard/fixtures';
import { ChannelCard, ChannelCardSkeleton } from './ChannelCard';
import { channel, sampleChannels } from './fixtures';

describe('given a ChannelCard', () => {
  it('links its name to /channel/{dir}/', () => {
    render(<ChannelCard channel={channel} />);
    expect(screen.getByRole('link', { name: 'North Studio' })).toHaveAttribute(
      'href',
      '/channel/north-studio/',
    );
    expect(screen.getByRole('img', { name: 'North Studio' })).toHaveAttribute('loading', 'lazy');
  });

  it('shows compact counts of videos and subscribers', () => {
    render(<ChannelCard channel={channel} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['1.2K videos', '48.7K subscribers']);
  });

  it('names its first three categories', () => {
    render(<ChannelCard channel={channel} />);
    expect(screen.getByText(/Travel, Nature, Music$/)).toHaveTextContent('Categories: Travel, Nature, Music');
    expect(screen.queryByText(/Cooking/)).not.toBeInTheDocument();
  });

  it('shows no categories line without categories, and a placeholder without a logo', () => {
    const { container } = render(<ChannelCard channel={at(sampleChannels, 2)} />);
    expect(screen.queryByText(/Categories/)).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('[data-placeholder]')).toBeInTheDocument();
    expect(screen.getByText('0 videos')).toBeInTheDocument();
  });

  it("labels a name containing 'hidden cam' as (fake)", () => {
    render(<ChannelCard channel={{ ...channel, title: 'Hidden Cam Works' }} />);
    expect(screen.getByRole('link', { name: 'Hidden Cam Works (fake)' })).toBeInTheDocument();
  });
});

describe('given a ChannelCardSkeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<ChannelCardSkeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
