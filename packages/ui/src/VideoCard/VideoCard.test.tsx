import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoActionsMenu } from '../ContextMenus/VideoActionsMenu';
import { type LinkComponent, UiProvider } from '../i18n/UiProvider';
import { channelVideo, fakeLabelledVideo, memberVideo, previewClip, rotationThumbs } from './fixtures';
import {
  PREVIEW_DELAY_MS,
  THUMB_ROTATION_MS,
  VideoCard,
  type VideoCardData,
  VideoCardSkeleton,
} from './VideoCard';

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

  it('shows the duration as mm:ss, and h:mm:ss from an hour, spoken with its label', () => {
    const { unmount } = renderCard(memberVideo);
    const short = screen.getByRole('img', { name: 'Duration 07:07' });
    expect(short).toHaveTextContent(/^07:07$/);
    expect(short).toHaveAttribute('datetime', 'PT7M7S');
    unmount();
    renderCard(channelVideo);
    expect(screen.getByRole('img', { name: 'Duration 1:02:05' })).toHaveTextContent(/^1:02:05$/);
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

  it('says where an upload stands that is not live, never "Just added", and a rejected one says why', () => {
    const { unmount } = renderCard({ ...memberVideo, video_viewed: 0, status_id: 0 });
    expect(screen.getByText('Awaiting review')).toBeInTheDocument();
    expect(screen.queryByText('Just added')).not.toBeInTheDocument();
    unmount();
    renderCard({ ...memberVideo, status_id: 3, owner: { reject_reason: 'Too dark to see' } });
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('Reason: Too dark to see')).toBeInTheDocument();
    expect(screen.queryByText('15.3K views')).not.toBeInTheDocument();
  });

  it('shows the views of an active upload as usual', () => {
    renderCard({ ...memberVideo, status_id: 1 });
    expect(screen.getByText('15.3K views')).toBeInTheDocument();
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

  it('names a trusted member as trusted and marks the link for its check mark, with no element of its own', () => {
    renderCard({ ...memberVideo, is_trusted: 1 });
    const link = authorLink();
    expect(link).toHaveAccessibleName('Member Kestrel Trusted member');
    expect(link).toHaveAttribute('data-trusted');
    expect(link.children).toHaveLength(0);
  });

  it('shows no check mark for an untrusted member or for a channel', () => {
    const { unmount } = renderCard(memberVideo);
    expect(authorLink()).not.toHaveAttribute('data-trusted');
    unmount();
    renderCard({ ...channelVideo, is_trusted: 1 });
    expect(authorLink()).not.toHaveAttribute('data-trusted');
    expect(authorLink()).toHaveAccessibleName('Channel North Studio');
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

describe('given the (fake) label rule of §9', () => {
  it("labels a title containing 'hidden cam' as (fake), in the link's name too", () => {
    renderCard(fakeLabelledVideo);
    expect(screen.getByRole('link', { name: 'Hidden cam on the bird feeder (fake)' })).toHaveAttribute(
      'href',
      '/videos/4001/hidden-cam-on-the-bird-feeder/',
    );
  });

  it('labels a channel name containing it, and leaves other names alone', () => {
    renderCard({ ...channelVideo, content_source_name: 'Hiddencam Studio' });
    expect(authorLink()).toHaveAccessibleName('Channel Hiddencam Studio (fake)');
    expect(screen.getByRole('link', { name: channelVideo.title })).toBeInTheDocument();
    expect(screen.getAllByText('(fake)')).toHaveLength(1);
  });
});

describe('given a playlist', () => {
  it('links to the video within the playlist', () => {
    render(<VideoCard video={memberVideo} playlistId={12} />);
    expect(screen.getByRole('link', { name: memberVideo.title })).toHaveAttribute(
      'href',
      '/videos/1042/sunset-timelapse-over-the-harbour/?playlist=12',
    );
  });
});

describe('given several thumbnails', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const image = () => screen.getByRole('img', { name: memberVideo.title });

  it('turns through them every 500 ms once hovered for a moment, and goes back to the first on leave', () => {
    vi.useFakeTimers();
    render(<VideoCard video={memberVideo} thumbs={rotationThumbs} />);
    const card = screen.getByRole('article');
    expect(image()).toHaveAttribute('src', rotationThumbs[0]);
    fireEvent.pointerEnter(card);
    act(() => vi.advanceTimersByTime(PREVIEW_DELAY_MS));
    act(() => vi.advanceTimersByTime(THUMB_ROTATION_MS - 1));
    expect(image()).toHaveAttribute('src', rotationThumbs[0]);
    act(() => vi.advanceTimersByTime(1));
    expect(image()).toHaveAttribute('src', rotationThumbs[1]);
    act(() => vi.advanceTimersByTime(THUMB_ROTATION_MS * 2));
    expect(image()).toHaveAttribute('src', rotationThumbs[3]);
    act(() => vi.advanceTimersByTime(THUMB_ROTATION_MS));
    expect(image()).toHaveAttribute('src', rotationThumbs[0]);
    act(() => vi.advanceTimersByTime(THUMB_ROTATION_MS));
    fireEvent.pointerLeave(card);
    expect(image()).toHaveAttribute('src', rotationThumbs[0]);
    act(() => vi.advanceTimersByTime(THUMB_ROTATION_MS * 4));
    expect(image()).toHaveAttribute('src', rotationThumbs[0]);
  });

  it('rotates while the card has keyboard focus', () => {
    vi.useFakeTimers();
    render(<VideoCard video={memberVideo} thumbs={rotationThumbs} />);
    const link = screen.getByRole('link', { name: memberVideo.title });
    act(() => link.focus());
    act(() => vi.advanceTimersByTime(PREVIEW_DELAY_MS));
    act(() => vi.advanceTimersByTime(THUMB_ROTATION_MS));
    expect(image()).toHaveAttribute('src', rotationThumbs[1]);
    act(() => link.blur());
    expect(image()).toHaveAttribute('src', rotationThumbs[0]);
  });

  it('does not rotate a single thumbnail or when the visitor prefers reduced motion', () => {
    vi.useFakeTimers();
    const { unmount } = render(<VideoCard video={memberVideo} thumbs={[memberVideo.thumb]} />);
    fireEvent.pointerEnter(screen.getByRole('article'));
    act(() => vi.advanceTimersByTime(PREVIEW_DELAY_MS + THUMB_ROTATION_MS * 3));
    expect(image()).toHaveAttribute('src', memberVideo.thumb);
    unmount();
    const matchMedia = vi.fn(() => ({ matches: true }) as unknown as MediaQueryList);
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      render(<VideoCard video={memberVideo} thumbs={rotationThumbs} />);
      fireEvent.pointerEnter(screen.getByRole('article'));
      act(() => vi.advanceTimersByTime(PREVIEW_DELAY_MS + THUMB_ROTATION_MS * 3));
      expect(image()).toHaveAttribute('src', rotationThumbs[0]);
      expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('given a preview clip', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const clip = (container: HTMLElement) => container.querySelector('video');
  const card = () => screen.getByRole('article');

  it('loads nothing until hovered for a moment, then plays it muted and looping, hidden from assistive technology', () => {
    vi.useFakeTimers();
    const { container } = render(<VideoCard video={memberVideo} preview={previewClip} />);
    expect(clip(container)).toBeNull();
    fireEvent.pointerEnter(card());
    act(() => vi.advanceTimersByTime(PREVIEW_DELAY_MS - 1));
    expect(clip(container)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const video = clip(container);
    expect(video).toHaveAttribute('src', previewClip);
    expect(video?.muted).toBe(true);
    expect(video?.loop).toBe(true);
    expect(video?.autoplay).toBe(true);
    expect(video).toHaveAttribute('aria-hidden', 'true');
    fireEvent.pointerLeave(card());
    expect(clip(container)).toBeNull();
  });

  it("plays the clip the video itself carries (the API's card), unless the card is given another", () => {
    vi.useFakeTimers();
    const { container } = render(
      <VideoCard video={{ ...memberVideo, preview: '/media/v/1042/p/preview.mp4' }} />,
    );
    fireEvent.pointerEnter(card());
    act(() => vi.advanceTimersByTime(PREVIEW_DELAY_MS));
    expect(clip(container)).toHaveAttribute('src', '/media/v/1042/p/preview.mp4');
  });

  it('plays nothing for a pointer that only passes over the card', () => {
    vi.useFakeTimers();
    const { container } = render(<VideoCard video={memberVideo} preview={previewClip} />);
    fireEvent.pointerEnter(card());
    act(() => vi.advanceTimersByTime(PREVIEW_DELAY_MS / 2));
    fireEvent.pointerLeave(card());
    act(() => vi.advanceTimersByTime(PREVIEW_DELAY_MS * 5));
    expect(clip(container)).toBeNull();
  });

  it('plays it while a link of the card has keyboard focus, and stops when the focus leaves the card', () => {
    vi.useFakeTimers();
    const { container } = render(<VideoCard video={memberVideo} preview={previewClip} />);
    const title = screen.getByRole('link', { name: memberVideo.title });
    act(() => title.focus());
    act(() => vi.advanceTimersByTime(PREVIEW_DELAY_MS));
    expect(clip(container)).toHaveAttribute('src', previewClip);
    // From the title to the author: still within the card, still playing.
    act(() => screen.getByRole('link', { name: /Kestrel/ }).focus());
    expect(clip(container)).not.toBeNull();
    act(() => (document.activeElement as HTMLElement).blur());
    expect(clip(container)).toBeNull();
  });

  it("does not take a finger's touch for a hover", () => {
    vi.useFakeTimers();
    const { container } = render(<VideoCard video={memberVideo} preview={previewClip} />);
    fireEvent.pointerEnter(card(), { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(PREVIEW_DELAY_MS * 2));
    expect(clip(container)).toBeNull();
  });

  it('plays nothing when the visitor prefers reduced motion or the browser asks to save data', () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    const { container, unmount } = render(<VideoCard video={memberVideo} preview={previewClip} />);
    fireEvent.pointerEnter(card());
    act(() => vi.advanceTimersByTime(PREVIEW_DELAY_MS * 2));
    expect(clip(container)).toBeNull();
    unmount();
    vi.unstubAllGlobals();
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const saving = render(<VideoCard video={memberVideo} preview={previewClip} />);
    fireEvent.pointerEnter(card());
    act(() => vi.advanceTimersByTime(PREVIEW_DELAY_MS * 2));
    expect(clip(saving.container)).toBeNull();
  });

  it('shows the clip instead of rotating thumbnails', () => {
    vi.useFakeTimers();
    render(<VideoCard video={memberVideo} preview={previewClip} thumbs={rotationThumbs} />);
    fireEvent.pointerEnter(card());
    act(() => vi.advanceTimersByTime(PREVIEW_DELAY_MS + THUMB_ROTATION_MS * 2));
    expect(screen.getByRole('img', { name: memberVideo.title })).toHaveAttribute('src', rotationThumbs[0]);
  });
});

/** An IntersectionObserver that the test drives: it reports what the test says crosses the middle band. */
class MiddleBand {
  static current: MiddleBand | undefined;
  readonly targets = new Set<Element>();
  constructor(readonly report: IntersectionObserverCallback) {
    MiddleBand.current = this;
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  cross(target: Element, isIntersecting: boolean) {
    this.report(
      [{ target, isIntersecting } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

describe('given preview clips on a touch screen', () => {
  const touchScreen = (query: string) => ({ matches: query === '(hover: none)' }) as MediaQueryList;
  beforeEach(() => {
    // The page's one observer is made for the first card and kept: the stand-in it was made from stays.
    vi.stubGlobal('IntersectionObserver', MiddleBand);
    vi.stubGlobal('matchMedia', touchScreen);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function renderTwo() {
    const view = render(
      <>
        <VideoCard video={memberVideo} preview={previewClip} />
        <VideoCard video={channelVideo} preview={`${previewClip}#2`} />
      </>,
    );
    const [first, second] = screen.getAllByRole('article');
    if (!first || !second) throw new Error('two cards expected');
    const playing = () => [...view.container.querySelectorAll('video')].map((v) => v.closest('article'));
    return { first, second, playing, unmount: view.unmount };
  }
  const band = () => MiddleBand.current as MiddleBand;

  it('plays the card that crosses the middle of the viewport, one card at a time', async () => {
    const { first, second, playing } = renderTwo();
    await waitFor(() => expect(band().targets).toEqual(new Set([first, second])));
    expect(playing()).toEqual([]);
    act(() => band().cross(first, true));
    expect(playing()).toEqual([first]);
    // Scrolled on: the next card reaches the middle and takes over, before the first one has left it.
    act(() => band().cross(second, true));
    expect(playing()).toEqual([second]);
    act(() => band().cross(first, false));
    expect(playing()).toEqual([second]);
    act(() => band().cross(second, false));
    expect(playing()).toEqual([]);
  });

  it('asks the media queries once for a page of cards, not once per card', async () => {
    const asked = vi.fn(touchScreen);
    vi.stubGlobal('matchMedia', asked);
    const { first, second } = renderTwo();
    await waitFor(() => expect(band().targets).toEqual(new Set([first, second])));
    expect(asked.mock.calls.map(([query]) => query).sort()).toEqual([
      '(hover: none)',
      '(prefers-reduced-motion: reduce)',
    ]);
  });

  it('stops watching the cards that leave the page', async () => {
    const { unmount } = renderTwo();
    await waitFor(() => expect(band().targets.size).toBe(2));
    unmount();
    await waitFor(() => expect(band().targets.size).toBe(0));
  });

  it('watches no card when the visitor prefers reduced motion', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query === '(hover: none)' || query === '(prefers-reduced-motion: reduce)',
        }) as MediaQueryList,
    );
    const { first, playing } = renderTwo();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(MiddleBand.current?.targets.size ?? 0).toBe(0);
    act(() => MiddleBand.current?.cross(first, true));
    expect(playing()).toEqual([]);
  });
});

describe('given a menu', () => {
  it('shows no menu button without one', () => {
    render(<VideoCard video={memberVideo} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders the menu in the card, outside its links', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(
      <VideoCard
        video={memberVideo}
        menu={
          <button type="button" onClick={onOpen}>
            Card menu
          </button>
        }
      />,
    );
    const button = screen.getByRole('button', { name: 'Card menu' });
    expect(screen.getByRole('article')).toContainElement(button);
    expect(button.closest('a')).toBeNull();
    for (const link of screen.getAllByRole('link')) expect(link).not.toContainElement(button);
    await user.click(button);
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('opens a VideoActionsMenu in the slot and calls the chosen owner action with the video id', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(
      <VideoCard
        video={memberVideo}
        menu={<VideoActionsMenu video={memberVideo} owner={{ onEdit, onDelete }} />}
      />,
    );
    await user.click(screen.getByRole('button', { name: `Actions for “${memberVideo.title}”` }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Delete…']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith(memberVideo.video_id);
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('marks a private video, with or without a menu', () => {
    const video = { ...memberVideo, is_private: 1 as const };
    const { rerender } = render(<VideoCard video={video} />);
    expect(screen.getByText('Private')).toBeInTheDocument();
    rerender(<VideoCard video={memberVideo} menu={<button type="button">Card menu</button>} />);
    expect(screen.queryByText('Private')).not.toBeInTheDocument();
  });
});

describe('given a thumbnail that fails to load', () => {
  it('shows the placeholder, and keeps the badges, duration and links', () => {
    const { container } = render(<VideoCard video={{ ...memberVideo, props: { hd: 1, vr: 0 } }} />);
    fireEvent.error(screen.getByRole('img', { name: memberVideo.title }));
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-placeholder]')).toBeInTheDocument();
    expect(screen.getByText('HD')).toBeInTheDocument();
    expect(screen.getByText('07:07')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: memberVideo.title })).toBeInTheDocument();
  });
});
