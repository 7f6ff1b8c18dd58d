import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleVideos } from '../VideoCard/fixtures';
import { VideoPlayer } from './VideoPlayer';

/** Synthetic media of packages/ui/fixtures/media (scripts/make-media.mjs), served by Storybook at /media. */
const media = {
  mp4: 'media/clip.mp4',
  hls: 'media/hls/master.m3u8',
  poster: 'media/poster.png',
  storyboard: 'media/storyboard.vtt',
};

const meta = {
  title: 'Components/VideoPlayer',
  component: VideoPlayer,
  args: {
    title: 'Test pattern with a tone',
    poster: media.poster,
    duration: 5,
    storyboard: media.storyboard,
    onPlay: fn(),
    onError: fn(),
  },
  // Nothing plays by itself: every screenshot is the poster with the controls.
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <VideoPlayer {...args} />
    </div>
  ),
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain MP4: labelled controls; M mutes and unmutes from the keyboard. */
export const Mp4: Story = {
  args: { src: media.mp4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const player = canvas.getByRole('region', { name: 'Video player: Test pattern with a tone' });
    await expect(canvas.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      '00:00 of 00:05',
    );
    await expect(canvas.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', '100%');
    const play = canvas.getByRole('button', { name: 'Play' });
    await expect(play).toBeVisible();
    play.focus();
    await userEvent.keyboard('m');
    await expect(canvas.getByRole('button', { name: 'Unmute' })).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', '0%');
    await userEvent.keyboard('m');
    await expect(canvas.getByRole('button', { name: 'Mute' })).toBeVisible();
    await expect(player).toHaveAttribute('data-state', 'paused');
  },
};

/** HLS the browser's way: natively where it can (Safari, recent Chromium), else hls.js loaded on demand. */
export const Hls: Story = {
  args: { src: media.hls },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Play' })).toBeVisible();
  },
};

/** HLS through hls.js: the quality menu lists the levels of the ladder, 'Auto' first and chosen. */
export const HlsQualityMenu: Story = {
  args: { src: media.hls, preferHlsJs: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quality = await canvas.findByRole('button', { name: 'Quality: Auto' }, { timeout: 10_000 });
    await userEvent.click(quality);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menuitemradio', { name: 'Auto' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(body.getByRole('menuitemradio', { name: '180p' })).toBeVisible();
    await userEvent.click(body.getByRole('menuitemradio', { name: '90p' }));
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Quality: 90p' })).toHaveFocus();
  },
};

/** Hovering the timeline shows the storyboard thumbnail and the time of that moment. */
/** Waits until the preview's storyboard picture has loaded and decoded: the screenshot shows its frame. */
async function storyboardShown(canvasElement: HTMLElement) {
  await waitFor(() => {
    const img = canvasElement.querySelector<HTMLImageElement>('[data-preview] img');
    expect(img?.complete && (img?.naturalWidth ?? 0) > 0).toBe(true);
  });
  await canvasElement.querySelector<HTMLImageElement>('[data-preview] img')?.decode();
}

export const StoryboardPreview: Story = {
  args: { src: media.mp4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const seek = canvas.getByRole('slider', { name: 'Seek' });
    const rect = seek.getBoundingClientRect();
    await waitFor(async () => {
      await userEvent.pointer({
        target: seek,
        coords: { clientX: rect.left + rect.width * 0.5, clientY: rect.top + rect.height / 2 },
      });
      const preview = canvasElement.querySelector('[data-preview] img');
      await expect(preview?.getAttribute('src')).toMatch(/storyboard\.jpg$/);
    });
    await expect(canvasElement.querySelector('[data-preview]')).toHaveTextContent('00:02');
    await storyboardShown(canvasElement);
  },
};

/**
 * A finger dragging along the timeline (touch has no hover): the same storyboard preview, the slider
 * following the finger, and no seek until it lifts.
 */
export const StoryboardTouch: Story = {
  args: { src: media.mp4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const seek = canvas.getByRole('slider', { name: 'Seek' });
    const rect = seek.getBoundingClientRect();
    const at = (share: number) => ({
      clientX: rect.left + rect.width * share,
      clientY: rect.top + rect.height / 2,
    });
    await waitFor(async () => {
      await userEvent.pointer([
        { keys: '[TouchA>]', target: seek, coords: at(0.2) },
        { pointerName: 'TouchA', target: seek, coords: at(0.6) },
      ]);
      await expect(canvasElement.querySelector('[data-preview] img')?.getAttribute('src')).toMatch(
        /storyboard\.jpg$/,
      );
    });
    await expect(canvasElement.querySelector('[data-preview]')).toHaveTextContent('00:03');
    await expect(seek).toHaveAttribute('aria-valuetext', '00:03 of 00:05');
    await expect((canvasElement.querySelector('video') as HTMLVideoElement).currentTime).toBe(0);
    await storyboardShown(canvasElement);
  },
};

/**
 * Plays the clip's last moment (muted, so the browser allows it without a gesture) with the focus on the
 * play button, as a keyboard user would have it, and waits for the end screen.
 */
async function playToTheEnd(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const video = canvasElement.querySelector('video') as HTMLVideoElement;
  await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(1), { timeout: 10_000 });
  video.muted = true;
  video.currentTime = Math.max(0, video.duration - 0.2);
  canvas.getByRole('button', { name: 'Play' }).focus();
  await video.play();
  return canvas.findByRole('group', { name: 'Video ended' }, { timeout: 10_000 });
}

/**
 * The video has ended (#27): Replay, which has the focus, and the first four related videos, links to
 * their pages. Playing again hides it.
 */
export const EndScreen: Story = {
  args: { src: media.mp4, related: sampleVideos },
  play: async ({ canvasElement }) => {
    const end = await playToTheEnd(canvasElement);
    const replay = within(end).getByRole('button', { name: 'Replay' });
    await waitFor(() => expect(replay).toHaveFocus());
    const links = within(end).getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(links[0]).toHaveAttribute(
      'href',
      `/videos/${sampleVideos[0]?.video_id}/${sampleVideos[0]?.dir}/`,
    );
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-state', 'ended');
  },
};

/** The end screen in an embed's 426 px frame: three related videos, opening the site in a new tab. */
export const EndScreenInEmbed: Story = {
  args: { src: media.mp4, related: sampleVideos, relatedTarget: '_blank' },
  render: (args) => (
    <div style={{ width: 426 }}>
      <VideoPlayer {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const end = await playToTheEnd(canvasElement);
    const links = within(end).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAttribute('target', '_blank');
  },
};

/** The playback speed menu, open: six speeds, Normal chosen. */
export const SpeedMenu: Story = {
  args: { src: media.mp4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Playback speed: 1×' }));
    const body = within(canvasElement.ownerDocument.body);
    const items = await body.findAllByRole('menuitemradio');
    await expect(items.map((item) => item.textContent)).toEqual([
      '0.5×',
      '0.75×',
      'Normal',
      '1.25×',
      '1.5×',
      '2×',
    ]);
    await expect(body.getByRole('menuitemradio', { name: 'Normal' })).toHaveAttribute('aria-checked', 'true');
  },
};

/** The page is still asking for the file: the poster and a spinner, no controls yet. */
export const Loading: Story = {
  args: { src: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading video');
    await expect(canvas.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
  },
};

/** Not even a poster yet. */
export const LoadingWithoutPoster: Story = { args: { src: undefined, poster: undefined } };

/** A file that is not there: the error with its reason and a way to try again. */
export const ErrorState: Story = {
  args: { src: 'media/missing.mp4' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('This video cannot be played');
    await expect(alert).toHaveTextContent('The video file is missing or its format is not supported.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(args.onError).toHaveBeenCalledWith('unsupported');
  },
};

/** An HLS playlist that cannot be loaded, through hls.js: a connection error. */
export const HlsError: Story = {
  args: { src: 'media/missing.m3u8', preferHlsJs: true },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('The connection was interrupted while loading the video.');
  },
};

/** The mobile layout: full width, no volume slider (the device has buttons for it). */
export const Mobile: Story = {
  args: { src: media.mp4 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => <VideoPlayer {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Full screen' })).toBeVisible();
    // Hidden on phones, so out of the accessibility tree too.
    await expect(canvas.queryByRole('slider', { name: 'Volume' })).toBeNull();
  },
};

/** The error on a phone: the panel fits the small picture. */
export const MobileError: Story = {
  args: { src: 'media/missing.mp4' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => <VideoPlayer {...args} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toBeVisible();
  },
};
