import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../i18n/UiProvider';
import { FIXED_NOW, pageVideo } from './fixtures';
import { likeShare, VideoInfo, VideoInfoSkeleton } from './VideoInfo';

const stats = () => within(screen.getByRole('list', { name: 'Video statistics' }));

describe('given a VideoInfo', () => {
  it('shows the title as the page heading', () => {
    render(<VideoInfo video={pageVideo} now={FIXED_NOW} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(pageVideo.title);
  });

  it('shows compact views, the relative date, the duration and the like percent', () => {
    render(<VideoInfo video={pageVideo} now={FIXED_NOW} />);
    expect(stats().getByText('15.3K views')).toBeInTheDocument();
    expect(stats().getByText('2 months ago')).toHaveAttribute('datetime', pageVideo.added_date);
    expect(stats().getByText('12:34')).toHaveAttribute('datetime', 'PT12M34S');
    expect(stats().getByText('92% liked')).toBeInTheDocument();
  });

  it('labels the date and duration for assistive technology', () => {
    render(<VideoInfo video={pageVideo} now={FIXED_NOW} />);
    const items = stats().getAllByRole('listitem');
    expect(items[1]).toHaveTextContent(/^Added2 months ago$/);
    expect(items[2]).toHaveTextContent(/^Duration12:34$/);
  });

  it('says there are no votes instead of a percent of nothing', () => {
    render(<VideoInfo video={{ ...pageVideo, statistics: { likes: 0, dislikes: 0 } }} now={FIXED_NOW} />);
    expect(stats().getByText('No votes yet')).toBeInTheDocument();
    expect(screen.queryByText(/liked/)).not.toBeInTheDocument();
  });

  it('uses one view in the singular, and today for a video added hours ago', () => {
    render(
      <VideoInfo
        video={{ ...pageVideo, video_viewed: 1, added_date: new Date(FIXED_NOW - 3_600_000).toISOString() }}
        now={FIXED_NOW}
      />,
    );
    expect(stats().getByText('1 view')).toBeInTheDocument();
    expect(stats().getByText('today')).toBeInTheDocument();
  });

  it('leaves out a date it cannot read', () => {
    render(<VideoInfo video={{ ...pageVideo, added_date: 'soon' }} now={FIXED_NOW} />);
    expect(stats().getAllByRole('listitem')).toHaveLength(3);
  });

  it('formats for the locale of the UiProvider', () => {
    render(
      <UiProvider locale="de" messages={{ 'videoPage.views.other': '{count} Aufrufe' }}>
        <VideoInfo video={pageVideo} now={FIXED_NOW} headingLevel={2} />
      </UiProvider>,
    );
    expect(screen.getByText('15,3K Aufrufe')).toBeInTheDocument();
    expect(screen.getByText('vor 2 Monaten')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });
});

describe('given likeShare', () => {
  it('is the share of likes among votes, or null without votes', () => {
    expect(likeShare({ likes: 3, dislikes: 1 })).toBe(0.75);
    expect(likeShare({ likes: 0, dislikes: 0 })).toBeNull();
  });
});

describe('given a VideoInfoSkeleton', () => {
  it('says Loading once and has no heading', () => {
    render(<VideoInfoSkeleton />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading video details');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
