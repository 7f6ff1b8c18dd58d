// #27: the end screen, the playback speed, picture-in-picture and the storyboard under a finger.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../i18n/UiProvider';
import { stubMediaPlayback } from '../test/media';
import type { EndScreenVideo } from './EndScreen';
import type { StoryboardCue } from './storyboard';
import { VideoPlayer } from './VideoPlayer';

beforeEach(() => stubMediaPlayback());

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

const video = () => {
  const element = document.querySelector('video');
  if (!element) throw new Error('no video');
  return element;
};

const related: EndScreenVideo[] = [1, 2, 3, 4, 5].map((n) => ({
  video_id: 100 + n,
  dir: `clip-${n}`,
  title: `Clip number ${n}`,
  thumb: `/thumbs/${n}.jpg`,
  duration: 60 * n + 5,
}));

function renderPlayer(props: Partial<Parameters<typeof VideoPlayer>[0]> = {}) {
  return render(<VideoPlayer title="Harbour" src="/v/clip.mp4" duration={60} {...props} />);
}

/** Playback reaches the end (the browser's `ended`, after its last `pause`). */
function end() {
  act(() => {
    video().dispatchEvent(new Event('pause'));
    video().dispatchEvent(new Event('ended'));
  });
}

describe('given a VideoPlayer whose video ends', { timeout: 20_000 }, () => {
  it('shows Replay and the first four related videos as links to their pages', () => {
    renderPlayer({ related });
    expect(screen.queryByRole('group', { name: 'Video ended' })).not.toBeInTheDocument();
    end();
    const endScreen = screen.getByRole('group', { name: 'Video ended' });
    expect(within(endScreen).getByRole('button', { name: 'Replay' })).toBeVisible();
    const list = within(endScreen).getByRole('list', { name: 'Watch next' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(4);
    links.forEach((link, index) => {
      expect(link).toHaveAccessibleName(`Clip number ${index + 1}`);
      // The duration shows on the thumbnail (the name is the title alone).
      expect(link).toHaveTextContent(`0${index + 1}:05`);
    });
    expect(links[0]).toHaveAttribute('href', '/videos/101/clip-1/');
    expect(links[0]).not.toHaveAttribute('target');
    expect(links[0]?.querySelector('img')).toHaveAttribute('src', '/thumbs/1.jpg');
    expect(screen.getByRole('region', { name: 'Video player: Harbour' })).toHaveAttribute(
      'data-state',
      'ended',
    );
  });

  it('offers Replay alone without related videos', () => {
    renderPlayer();
    end();
    const endScreen = screen.getByRole('group', { name: 'Video ended' });
    expect(within(endScreen).getByRole('button', { name: 'Replay' })).toBeVisible();
    expect(within(endScreen).queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens the related videos out of the frame in an embed', () => {
    renderPlayer({ related, relatedTarget: '_blank' });
    end();
    const link = screen.getByRole('link', { name: /Clip number 2/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('moves the focus to Replay when it was in the player, and the tab order reaches the videos', async () => {
    renderPlayer({ related });
    screen.getByRole('button', { name: 'Play' }).focus();
    end();
    expect(screen.getByRole('button', { name: 'Replay' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: /Clip number 1/ })).toHaveFocus();
  });

  it('leaves the focus where it is when it was elsewhere on the page', () => {
    render(
      <>
        <button type="button">Elsewhere</button>
        <VideoPlayer title="Harbour" src="/v/clip.mp4" duration={60} related={related} />
      </>,
    );
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    end();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('plays again from the start with Replay, which hides the end screen and hands the focus on', async () => {
    renderPlayer({ related });
    screen.getByRole('button', { name: 'Play' }).focus();
    act(() => {
      video().currentTime = 60;
    });
    end();
    await userEvent.click(screen.getByRole('button', { name: 'Replay' }));
    expect(video().currentTime).toBe(0);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('group', { name: 'Video ended' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
  });

  it('hides the end screen when playback starts again by the keyboard', async () => {
    renderPlayer({ related });
    screen.getByRole('button', { name: 'Play' }).focus();
    end();
    await userEvent.keyboard('k');
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('group', { name: 'Video ended' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
  });

  it('hides the end screen when the viewer seeks back into the video', async () => {
    renderPlayer({ related });
    act(() => {
      video().currentTime = 60;
    });
    end();
    screen.getByRole('slider', { name: 'Seek' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(video().currentTime).toBe(55);
    expect(screen.queryByRole('group', { name: 'Video ended' })).not.toBeInTheDocument();
  });

  it('takes its texts from the provider in the visitor’s language', () => {
    render(
      <UiProvider
        locale="de"
        messages={{ 'player.replay': 'Nochmal abspielen', 'player.ended': 'Video beendet' }}
      >
        <VideoPlayer title="Harbour" src="/v/clip.mp4" duration={60} />
      </UiProvider>,
    );
    end();
    const endScreen = screen.getByRole('group', { name: 'Video beendet' });
    expect(within(endScreen).getByRole('button', { name: 'Nochmal abspielen' })).toBeVisible();
  });
});

// The speed menu (Radix, portalled) is slow to open on a busy machine: a longer budget.
describe('given the playback speed menu', { timeout: 20_000 }, () => {
  it('offers six speeds, applies the chosen one and says it', async () => {
    renderPlayer();
    await userEvent.click(screen.getByRole('button', { name: 'Playback speed: 1×' }));
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['0.5×', '0.75×', 'Normal', '1.25×', '1.5×', '2×']);
    expect(screen.getByRole('menuitemradio', { name: 'Normal' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('menuitemradio', { name: '2×' }));
    expect(video().playbackRate).toBe(2);
    // A new source keeps it: loading resets the rate to the default one.
    expect(video().defaultPlaybackRate).toBe(2);
    expect(screen.getByRole('button', { name: 'Playback speed: 2×' })).toHaveTextContent('2×');
  });

  it('remembers the speed for the next video of the session', async () => {
    const first = renderPlayer();
    await userEvent.click(screen.getByRole('button', { name: 'Playback speed: 1×' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: '1.5×' }));
    first.unmount();
    renderPlayer({ src: '/v/next.mp4' });
    expect(screen.getByRole('button', { name: 'Playback speed: 1.5×' })).toBeInTheDocument();
    expect(video().playbackRate).toBe(1.5);
  });

  it('opens inside the player in full screen, where nothing outside it shows', async () => {
    renderPlayer();
    const player = screen.getByRole('region', { name: 'Video player: Harbour' });
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: player });
    act(() => void document.dispatchEvent(new Event('fullscreenchange')));
    await userEvent.click(screen.getByRole('button', { name: 'Playback speed: 1×' }));
    expect(within(player).getByRole('menu')).toBeInTheDocument();
    // biome-ignore lint/suspicious/noExplicitAny: removing the stub jsdom does not have
    delete (document as any).fullscreenElement;
  });

  it('writes the speeds in the locale’s numbers', async () => {
    render(
      <UiProvider locale="de" messages={{ 'player.speed': 'Wiedergabegeschwindigkeit' }}>
        <VideoPlayer title="Harbour" src="/v/clip.mp4" duration={60} />
      </UiProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Wiedergabegeschwindigkeit: 1×' }));
    expect(screen.getByRole('menuitemradio', { name: '0,75×' })).toBeInTheDocument();
  });
});

describe('given picture-in-picture', () => {
  const setEnabled = (value: boolean | undefined) =>
    Object.defineProperty(document, 'pictureInPictureEnabled', { configurable: true, value });

  afterEach(() => {
    setEnabled(undefined);
    // biome-ignore lint/suspicious/noExplicitAny: removing stubs jsdom does not have
    delete (HTMLVideoElement.prototype as any).requestPictureInPicture;
    // biome-ignore lint/suspicious/noExplicitAny: as above
    delete (document as any).exitPictureInPicture;
    // biome-ignore lint/suspicious/noExplicitAny: as above
    delete (document as any).pictureInPictureElement;
  });

  it('has no button where the browser does not offer it', () => {
    renderPlayer();
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Picture in picture' })).not.toBeInTheDocument();
  });

  it('enters it from its button, and leaves it from the same button', async () => {
    setEnabled(true);
    const request = vi.fn(function (this: HTMLVideoElement) {
      Object.defineProperty(document, 'pictureInPictureElement', { configurable: true, value: this });
      this.dispatchEvent(new Event('enterpictureinpicture'));
      return Promise.resolve({} as PictureInPictureWindow);
    });
    HTMLVideoElement.prototype.requestPictureInPicture = request;
    const exit = vi.fn(() => {
      Object.defineProperty(document, 'pictureInPictureElement', { configurable: true, value: null });
      video().dispatchEvent(new Event('leavepictureinpicture'));
      return Promise.resolve();
    });
    document.exitPictureInPicture = exit;
    renderPlayer();
    await userEvent.click(screen.getByRole('button', { name: 'Picture in picture' }));
    expect(request).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Exit picture in picture' }));
    expect(exit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Picture in picture' })).toBeInTheDocument();
  });
});

describe('given a finger on the seek bar', () => {
  const cues: StoryboardCue[] = [
    { start: 0, end: 30, url: '/sb.jpg', x: 0, y: 0, width: 128, height: 72 },
    { start: 30, end: 60, url: '/sb.jpg', x: 128, y: 0, width: 128, height: 72 },
  ];
  const touch = { pointerType: 'touch', pointerId: 7 };

  function seekBar() {
    const seek = screen.getByRole('slider', { name: 'Seek' });
    seek.getBoundingClientRect = () => ({ left: 0, width: 400, top: 0, height: 16 }) as DOMRect;
    return seek;
  }

  it('shows the storyboard while it drags, and seeks where it lifts', () => {
    renderPlayer({ storyboard: cues });
    const seek = seekBar();
    fireEvent.pointerDown(seek, { ...touch, clientX: 100 });
    expect(document.querySelector('[data-preview]')).toHaveTextContent('00:15');
    fireEvent.pointerMove(seek, { ...touch, clientX: 300 });
    const preview = document.querySelector('[data-preview]');
    expect(preview).toHaveTextContent('00:45');
    expect(preview?.querySelector('img')?.getAttribute('style')).toContain('translate(-128px, 0px)');
    // The slider follows the finger; the video waits for it to lift.
    expect(seek).toHaveAttribute('aria-valuetext', '00:45 of 01:00');
    fireEvent.change(seek, { target: { value: '45' } });
    expect(video().currentTime).toBe(0);
    fireEvent.pointerUp(seek, { ...touch, clientX: 300 });
    expect(video().currentTime).toBe(45);
    expect(document.querySelector('[data-preview]')).toBeNull();
  });

  it('does not seek when the browser takes the touch away', () => {
    renderPlayer({ storyboard: cues });
    const seek = seekBar();
    fireEvent.pointerDown(seek, { ...touch, clientX: 200 });
    fireEvent.pointerCancel(seek, touch);
    expect(document.querySelector('[data-preview]')).toBeNull();
    expect(video().currentTime).toBe(0);
    expect(seek).toHaveAttribute('aria-valuetext', '00:00 of 01:00');
  });
});
