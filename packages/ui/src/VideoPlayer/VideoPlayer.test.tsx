import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMediaPlayback } from '../test/media';
import type { StoryboardCue } from './storyboard';
import { isHlsSource, VideoPlayer } from './VideoPlayer';

// A stand-in for hls.js: records what the player asks of it and lets a test announce levels and errors.
const hlsState = vi.hoisted(() => ({
  supported: true,
  instances: [] as {
    source?: string;
    config: Record<string, unknown>;
    handlers: Map<string, (event: string, data: unknown) => void>;
    loadLevel: number;
    currentLevel: number;
    started: boolean;
    destroyed: boolean;
    emit: (event: string, data: unknown) => void;
  }[],
}));

vi.mock('hls.js', () => {
  class FakeHls {
    static isSupported = () => hlsState.supported;
    static Events = {
      MANIFEST_PARSED: 'hlsManifestParsed',
      LEVEL_SWITCHED: 'hlsLevelSwitched',
      ERROR: 'hlsError',
    };
    static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
    source?: string;
    handlers = new Map<string, (event: string, data: unknown) => void>();
    loadLevel = -1;
    currentLevel = -1;
    started = false;
    destroyed = false;
    constructor(public config: Record<string, unknown>) {
      hlsState.instances.push(this);
    }
    on(event: string, handler: (event: string, data: unknown) => void) {
      this.handlers.set(event, handler);
    }
    emit(event: string, data: unknown) {
      this.handlers.get(event)?.(event, data);
    }
    loadSource(src: string) {
      this.source = src;
    }
    attachMedia() {}
    startLoad() {
      this.started = true;
    }
    destroy() {
      this.destroyed = true;
    }
  }
  return { default: FakeHls };
});

let canPlayHls = '';

beforeEach(() => {
  hlsState.instances.length = 0;
  hlsState.supported = true;
  canPlayHls = '';
  stubMediaPlayback((type) =>
    type === 'application/vnd.apple.mpegurl' ? (canPlayHls as CanPlayTypeResult) : 'probably',
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

const video = () => {
  const element = document.querySelector('video');
  if (!element) throw new Error('no video');
  return element;
};

const cues: StoryboardCue[] = [
  { start: 0, end: 30, url: '/sb.jpg', x: 0, y: 0, width: 128, height: 72 },
  { start: 30, end: 60, url: '/sb.jpg', x: 128, y: 0, width: 128, height: 72 },
];

function renderPlayer(props: Partial<Parameters<typeof VideoPlayer>[0]> = {}) {
  return render(
    <VideoPlayer title="Harbour" src="/v/clip.mp4" poster="/poster.png" duration={60} {...props} />,
  );
}

describe('given a start position (continue watching, #32 item 3)', { timeout: 20_000 }, () => {
  it('shows it on the timeline at once, and starts the file there', () => {
    renderPlayer({ startAt: 25 });
    expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', '00:25 of 01:00');
    expect(video().currentTime).toBe(25);
  });

  it('has hls.js start loading there', async () => {
    renderPlayer({ src: '/v/master.m3u8', startAt: 25 });
    await waitFor(() => expect(hlsState.instances).toHaveLength(1));
    expect(hlsState.instances[0]?.config.startPosition).toBe(25);
  });

  it('ignores a position that arrives once playback has started', async () => {
    const { rerender } = renderPlayer();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    vi.spyOn(video(), 'paused', 'get').mockReturnValue(false);
    rerender(<VideoPlayer title="Harbour" src="/v/clip.mp4" duration={60} startAt={25} />);
    expect(video().currentTime).toBe(0);
    expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', '00:00 of 01:00');
  });

  it('reports where playback stands as it plays', () => {
    const onTimeUpdate = vi.fn();
    renderPlayer({ onTimeUpdate });
    video().currentTime = 12;
    fireEvent.timeUpdate(video());
    expect(onTimeUpdate).toHaveBeenCalledWith(12, video().duration);
  });
});

describe('given a VideoPlayer with an MP4', { timeout: 20_000 }, () => {
  it('plays the file itself, with the poster and labelled controls', () => {
    renderPlayer();
    expect(video()).toHaveAttribute('src', '/v/clip.mp4');
    expect(video()).toHaveAttribute('poster', '/poster.png');
    expect(video()).not.toHaveAttribute('autoplay');
    expect(screen.getByRole('region', { name: 'Video player: Harbour' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', '00:00 of 01:00');
    expect(hlsState.instances).toHaveLength(0);
  });

  it('plays and pauses from the button, and says which it will do', async () => {
    const onPlay = vi.fn();
    renderPlayer({ onPlay });
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    expect(onPlay).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('answers the keyboard: Space and K play and pause, arrows seek 5 s, M mutes', async () => {
    renderPlayer();
    const seek = screen.getByRole('slider', { name: 'Seek' });
    seek.focus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await userEvent.keyboard('k');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(video().currentTime).toBe(10);
    expect(seek).toHaveAttribute('aria-valuetext', '00:10 of 01:00');
    await userEvent.keyboard('{ArrowLeft}');
    expect(video().currentTime).toBe(5);
    await userEvent.keyboard('m');
    expect(video().muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
  });

  it('keeps seeking inside the video', async () => {
    renderPlayer();
    screen.getByRole('slider', { name: 'Seek' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(video().currentTime).toBe(0);
  });

  it('turns the volume with the up and down arrows, and says it as a percent', async () => {
    renderPlayer();
    screen.getByRole('button', { name: 'Play' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(video().volume).toBeCloseTo(0.8);
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', '80%');
    await userEvent.keyboard('{ArrowUp}');
    expect(video().volume).toBeCloseTo(0.9);
  });

  it('does not take Space from a focused button: the button does its own action', async () => {
    renderPlayer();
    screen.getByRole('button', { name: 'Mute' }).focus();
    await userEvent.keyboard(' ');
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
  });

  it('asks for full screen with F and the button', async () => {
    const request = vi.fn(() => Promise.resolve());
    HTMLElement.prototype.requestFullscreen = request;
    renderPlayer();
    screen.getByRole('button', { name: 'Play' }).focus();
    await userEvent.keyboard('f');
    await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(request).toHaveBeenCalledTimes(2);
    // biome-ignore lint/suspicious/noExplicitAny: removing the stub jsdom does not have
    delete (HTMLElement.prototype as any).requestFullscreen;
  });

  it('shows the storyboard thumbnail of the hovered moment', () => {
    renderPlayer({ storyboard: cues });
    const seek = screen.getByRole('slider', { name: 'Seek' });
    seek.getBoundingClientRect = () => ({ left: 0, width: 400, top: 0, height: 16 }) as DOMRect;
    fireEvent.pointerMove(seek, { clientX: 300 });
    const preview = document.querySelector('[data-preview]');
    expect(preview).toHaveTextContent('00:45');
    expect(preview?.querySelector('img')).toHaveAttribute('src', '/sb.jpg');
    expect(preview?.querySelector('img')?.getAttribute('style')).toContain('translate(-128px, 0px)');
    fireEvent.pointerLeave(seek);
    expect(document.querySelector('[data-preview]')).toBeNull();
  });

  it('fetches and parses a storyboard given by address', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response('WEBVTT\n\n00:00.000 --> 01:00.000\nsprite.jpg#xywh=0,72,128,72\n')),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPlayer({ storyboard: '/v/storyboard.vtt' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const seek = screen.getByRole('slider', { name: 'Seek' });
    seek.getBoundingClientRect = () => ({ left: 0, width: 400, top: 0, height: 16 }) as DOMRect;
    await waitFor(() => {
      fireEvent.pointerMove(seek, { clientX: 10 });
      expect(document.querySelector('[data-preview] img')).toHaveAttribute(
        'src',
        'http://localhost:3000/v/sprite.jpg',
      );
    });
    vi.unstubAllGlobals();
  });
});

describe('given a VideoPlayer without a source yet', () => {
  it('shows the poster and a loading status, and no controls', () => {
    render(<VideoPlayer title="Harbour" poster="/poster.png" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading video');
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    expect(video()).not.toHaveAttribute('src');
  });
});

describe('given a VideoPlayer whose file fails', () => {
  it('shows the error with its reason, reports it, and tries again on request', async () => {
    const onError = vi.fn();
    renderPlayer({ onError });
    Object.defineProperty(video(), 'error', { configurable: true, value: { code: 2 } });
    fireEvent.error(video());
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This video cannot be played');
    expect(alert).toHaveTextContent('The connection was interrupted');
    expect(onError).toHaveBeenCalledWith('network');
    expect(screen.queryByRole('slider', { name: 'Seek' })).not.toBeInTheDocument();
    const loads = vi.mocked(HTMLMediaElement.prototype.load).mock.calls.length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(vi.mocked(HTMLMediaElement.prototype.load).mock.calls.length).toBeGreaterThan(loads);
  });
});

// The quality menu (Radix, portalled) is slow to open on a busy machine: a longer budget.
describe('given a VideoPlayer with HLS', { timeout: 20_000 }, () => {
  it('tells HLS from plain files by type or address', () => {
    expect(isHlsSource('/a/master.m3u8?token=1')).toBe(true);
    expect(isHlsSource('/a/clip.mp4')).toBe(false);
    expect(isHlsSource('/a/stream', 'hls')).toBe(true);
  });

  it('plays it natively where the browser can, without loading hls.js', async () => {
    canPlayHls = 'maybe';
    renderPlayer({ src: '/v/master.m3u8' });
    expect(video()).toHaveAttribute('src', '/v/master.m3u8');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hlsState.instances).toHaveLength(0);
  });

  it('loads hls.js where the browser cannot, and lists its levels in the quality menu', async () => {
    renderPlayer({ src: '/v/master.m3u8' });
    await waitFor(() => expect(hlsState.instances).toHaveLength(1));
    const hls = hlsState.instances[0];
    expect(hls?.source).toBe('/v/master.m3u8');
    expect(video()).not.toHaveAttribute('src');
    act(() =>
      hls?.emit('hlsManifestParsed', {
        levels: [
          { height: 90, bitrate: 150_000 },
          { height: 180, bitrate: 320_000 },
        ],
      }),
    );
    const quality = screen.getByRole('button', { name: 'Quality: Auto' });
    await userEvent.click(quality);
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Auto', '180p', '90p']);
    expect(items[0]).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('menuitemradio', { name: '90p' }));
    expect(hls?.loadLevel).toBe(0);
    expect(screen.getByRole('button', { name: 'Quality: 90p' })).toBeInTheDocument();
  });

  it('starts loading segments only on play, and switches levels at once after', async () => {
    renderPlayer({ src: '/v/master.m3u8' });
    await waitFor(() => expect(hlsState.instances).toHaveLength(1));
    const hls = hlsState.instances[0];
    expect(hls?.config.autoStartLoad).toBe(false);
    act(() => hls?.emit('hlsManifestParsed', { levels: [{ height: 90 }, { height: 180 }] }));
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(hls?.started).toBe(true);
    act(() => hls?.emit('hlsLevelSwitched', { level: 1 }));
    const quality = screen.getByRole('button', { name: 'Quality: Auto (180p)' });
    await userEvent.click(quality);
    await userEvent.click(screen.getByRole('menuitemradio', { name: '90p' }));
    expect(hls?.currentLevel).toBe(0);
  });

  it('starts loading as soon as hls.js is ready when play was pressed while it was still coming', async () => {
    renderPlayer({ src: '/v/master.m3u8' });
    // Pressed at once: the hls.js chunk is still being imported, so there is no instance yet.
    expect(hlsState.instances).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(hlsState.instances).toHaveLength(1));
    expect(hlsState.instances[0]?.config.autoStartLoad).toBe(true);
  });

  it('shows the error of a fatal hls.js failure', async () => {
    const onError = vi.fn();
    renderPlayer({ src: '/v/master.m3u8', onError });
    await waitFor(() => expect(hlsState.instances).toHaveLength(1));
    const hls = hlsState.instances[0];
    act(() => hls?.emit('hlsError', { fatal: false, type: 'networkError' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => hls?.emit('hlsError', { fatal: true, type: 'networkError' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The connection was interrupted');
    expect(onError).toHaveBeenCalledWith('network');
    expect(hls?.destroyed).toBe(true);
  });

  it('says the format is unsupported where neither hls.js nor the browser can play it', async () => {
    hlsState.supported = false;
    renderPlayer({ src: '/v/master.m3u8' });
    expect(await screen.findByRole('alert')).toHaveTextContent('format is not supported');
  });

  it('destroys hls.js when the source changes', async () => {
    const { rerender } = renderPlayer({ src: '/v/a.m3u8' });
    await waitFor(() => expect(hlsState.instances).toHaveLength(1));
    rerender(<VideoPlayer title="Harbour" src="/v/b.mp4" />);
    expect(hlsState.instances[0]?.destroyed).toBe(true);
    expect(video()).toHaveAttribute('src', '/v/b.mp4');
  });
});
