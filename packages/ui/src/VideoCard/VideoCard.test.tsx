import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type LinkComponent, UiProvider } from '../i18n/UiProvider';
import { channelVideo, memberVideo } from './fixtures';
import { VideoCard, type VideoCardData, VideoCardSkeleton } from './VideoCard';

function renderCard(video: VideoCardData) {
  return render(<VideoCard video={video} />);
}

const authorLink = () => {
  const links = screen.getAllByRole('link');
  const author = links.find((l) => /^\/(channel|members)\//.test(l.getAttribute('href') ?? ''));
  if (!author) throw new Error('no author link');
  return author;
};

describe('given a VideoCard', () => {
  it('links its title to /videos/{video_id}/{dir}/', () => {
    renderCard(memberVideo);
    expect(screen.getByRole('link', { name: memberVideo.title })).toHaveAttribute(
      'href',
      '/videos/1042/sunset-timelapse-over-the-harbour/',
    );
    expect(screen.getByRole('heading', { name: memberVideo.title })).toBeInTheDocument();
  });

  it('shows the thumbnail with the title as alt text, loaded lazily', () => {
    renderCard(memberVideo);
    const img = screen.getByRole('img', { name: memberVideo.title });
    expect(img).toHaveAttribute('src', memberVideo.thumb);
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('shows the duration as mm:ss, and h:mm:ss from an hour', () => {
    const { unmount } = renderCard(memberVideo);
    expect(screen.getByText('07:07')).toBeInTheDocument();
    unmount();
    renderCard(channelVideo);
    expect(screen.getByText('1:02:05')).toBeInTheDocument();
  });

  it('shows the compact view count', () => {
    const { unmount } = renderCard(memberVideo);
    expect(screen.getByText('15.3K views')).toBeInTheDocument();
    unmount();
    renderCard({ ...memberVideo, video_viewed: 1 });
    expect(screen.getByText('1 view')).toBeInTheDocument();
  });

  it("shows 'Just added' instead of a count when nobody has watched yet", () => {
    renderCard({ ...memberVideo, video_viewed: 0 });
    expect(screen.getByText('Just added')).toBeInTheDocument();
    expect(screen.queryByText(/views?$/)).not.toBeInTheDocument();
  });

  it('shows HD and VR badges only when the video has them', () => {
    const { unmount } = renderCard(memberVideo);
    expect(screen.queryByText('HD')).not.toBeInTheDocument();
    expect(screen.queryByText('VR')).not.toBeInTheDocument();
    unmount();
    renderCard({ ...memberVideo, props: { hd: 1, vr: 1 } });
    expect(screen.getByText('HD')).toBeInTheDocument();
    expect(screen.getByText('VR')).toBeInTheDocument();
  });
});

describe('given the author of a VideoCard', () => {
  it('links a channel video to the channel', () => {
    renderCard(channelVideo);
    const link = authorLink();
    expect(link).toHaveAttribute('href', '/channel/north-studio/');
    expect(link).toHaveAccessibleName('Channel North Studio');
  });

  it('links a member upload to the member', () => {
    renderCard(memberVideo);
    const link = authorLink();
    expect(link).toHaveAttribute('href', '/members/77/');
    expect(link).toHaveAccessibleName('Member Kestrel');
  });

  it('shows a usersupload source as the member, not as a channel', () => {
    renderCard({ ...channelVideo, content_source_dir: 'usersupload', content_source_name: 'usersupload' });
    expect(authorLink()).toHaveAttribute('href', '/members/77/');
    expect(screen.queryByText('usersupload')).not.toBeInTheDocument();
  });

  it('marks a trusted member with a labelled check mark', () => {
    renderCard({ ...memberVideo, is_trusted: 1 });
    const link = authorLink();
    expect(within(link).getByRole('img', { name: 'Trusted member' })).toBeInTheDocument();
  });

  it('shows no check mark for an untrusted member or for a channel', () => {
    const { unmount } = renderCard(memberVideo);
    expect(screen.queryByRole('img', { name: 'Trusted member' })).not.toBeInTheDocument();
    unmount();
    renderCard({ ...channelVideo, is_trusted: 1 });
    expect(screen.queryByRole('img', { name: 'Trusted member' })).not.toBeInTheDocument();
  });
});

const seen: string[] = [];
const SpyLink: LinkComponent = ({ href, children, ...rest }) => {
  seen.push(href);
  return (
    <a href={href} data-router="" {...rest}>
      {children}
    </a>
  );
};

describe('given a UiProvider', () => {
  it('renders links through its link component', () => {
    seen.length = 0;
    render(
      <UiProvider linkComponent={SpyLink}>
        <VideoCard video={channelVideo} />
      </UiProvider>,
    );
    expect(seen).toEqual(['/videos/2001/morning-stretch-routine-for-beginners/', '/channel/north-studio/']);
    expect(screen.getByRole('link', { name: channelVideo.title })).toHaveAttribute('data-router');
  });

  it('replaces the default text with its messages', () => {
    render(
      <UiProvider
        locale="de"
        messages={{ 'video.justAdded': 'Neu hinzugefügt', 'video.views.other': '{count} Aufrufe' }}
      >
        <VideoCard video={{ ...memberVideo, video_viewed: 0 }} />
        <VideoCard video={{ ...memberVideo, video_id: 5, video_viewed: 1500 }} />
      </UiProvider>,
    );
    expect(screen.getByText('Neu hinzugefügt')).toBeInTheDocument();
    expect(screen.queryByText('Just added')).not.toBeInTheDocument();
    expect(screen.getByText('1,5K Aufrufe')).toBeInTheDocument();
  });
});

describe('given a VideoCardSkeleton', () => {
  it('is hidden from assistive technology and has no text', () => {
    const { container } = render(<VideoCardSkeleton />);
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(root).toHaveTextContent(/^$/);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
