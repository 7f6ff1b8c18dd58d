import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VideoActionsMenu } from '../ContextMenus/VideoActionsMenu';
import { vars } from '../theme/contract.css';
import {
  channelVideo,
  fakeLabelledVideo,
  memberVideo,
  previewClip,
  rotationThumbs,
  sampleVideos,
} from './fixtures';
import { brokenImage, expectPlaceholder, mobileGlobals } from './storyHelpers';
import { PREVIEW_DELAY_MS, VideoCard, VideoCardSkeleton } from './VideoCard';

const meta = {
  title: 'Components/VideoCard',
  component: VideoCard,
  args: { video: memberVideo },
  // One card at a typical listing width.
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <VideoCard {...args} />
    </div>
  ),
} satisfies Meta<typeof VideoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member's upload with views: links to the video page and to the member. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: memberVideo.title })).toHaveAttribute(
      'href',
      '/videos/1042/sunset-timelapse-over-the-harbour/',
    );
    await expect(canvas.getByText('15.3K views')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Member Kestrel' })).toHaveAttribute(
      'href',
      '/members/77/',
    );
  },
};

export const HD: Story = { args: { video: { ...memberVideo, props: { hd: 1, vr: 0 } } } };

export const VR: Story = { args: { video: { ...memberVideo, props: { hd: 0, vr: 1 } } } };

export const HDAndVR: Story = { args: { video: { ...memberVideo, props: { hd: 1, vr: 1 } } } };

/**
 * Continue watching (#32 item 3): the viewer stopped part way, and a bar along the picture's bottom edge
 * shows how far; assistive technology hears it as text.
 */
export const Watched: Story = {
  args: { video: { ...memberVideo, position: Math.round(memberVideo.duration * 0.4) } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('img', { name: /^Watched up to \d+:\d\d$/ });
    await expect(bar).toBeVisible();
  },
};

/** Watched almost to the end: the bar is nearly full. */
export const WatchedNearlyAll: Story = {
  args: { video: { ...channelVideo, props: { hd: 1, vr: 0 }, position: channelVideo.duration - 20 } },
};

/** Nobody has watched it yet. */
export const JustAdded: Story = {
  args: { video: { ...memberVideo, video_viewed: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Just added')).toBeVisible();
  },
};

/** Channel content: the author link goes to the channel; counts in millions, an hour-long duration. */
export const ChannelAuthor: Story = {
  args: { video: channelVideo },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Channel North Studio' })).toHaveAttribute(
      'href',
      '/channel/north-studio/',
    );
  },
};

export const TrustedMember: Story = {
  args: { video: { ...memberVideo, is_trusted: 1 } },
  play: async ({ canvasElement }) => {
    // The check mark is the author link's decoration, drawn after the name; the link's name says it.
    const author = within(canvasElement).getByRole('link', { name: 'Member Kestrel Trusted member' });
    await expect(getComputedStyle(author, '::after').width).toBe(getComputedStyle(author).fontSize);
  },
};

/** A content source named `usersupload` is a member upload, not a channel. */
export const UserUpload: Story = {
  args: { video: { ...channelVideo, content_source_dir: 'usersupload', content_source_name: 'usersupload' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Member Kestrel' })).toHaveAttribute(
      'href',
      '/members/77/',
    );
  },
};

/** §9: a name containing 'hidden cam' is labelled '(fake)'. */
export const FakeLabel: Story = {
  args: { video: fakeLabelledVideo },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Hidden cam on the bird feeder (fake)' }),
    ).toBeVisible();
  },
};

/**
 * The story tests emulate `prefers-reduced-motion: reduce`, under which cards show no preview. The
 * preview stories below lift that preference while they run, to show (and test) the motion itself; the
 * touch one also answers that the screen has no hover, as a phone's does.
 */
function withMotion({ touch = false } = {}) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    query.includes('prefers-reduced-motion') || query === '(hover: none)'
      ? ({
          matches: touch && query === '(hover: none)',
          media: query,
          onchange: null,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          addListener: () => undefined,
          removeListener: () => undefined,
          dispatchEvent: () => false,
        } satisfies MediaQueryList)
      : original.call(window, query);
  return () => {
    window.matchMedia = original;
  };
}

/** With several thumbnails, hovering turns through them every 500 ms; leaving goes back to the first. */
export const ThumbnailRotation: Story = {
  args: { thumbs: rotationThumbs },
  beforeEach: () => withMotion(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article');
    const image = canvas.getByRole('img', { name: memberVideo.title });
    await expect(image).toHaveAttribute('src', rotationThumbs[0]);
    await userEvent.hover(card);
    await waitFor(() => expect(image).toHaveAttribute('src', rotationThumbs[1]), { timeout: 2000 });
    await waitFor(() => expect(image).toHaveAttribute('src', rotationThumbs[2]), { timeout: 2000 });
    await userEvent.unhover(card);
    await expect(image).toHaveAttribute('src', rotationThumbs[0]);
  },
};

/**
 * Resting the pointer on the card plays the muted preview clip over the thumbnail after a short delay
 * (`PREVIEW_DELAY_MS`); it is only loaded then, and goes on leave.
 */
export const HoverPreview: Story = {
  args: { preview: previewClip },
  beforeEach: () => withMotion(),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(canvasElement.querySelector('video')).toBeNull();
    await userEvent.hover(card);
    await waitFor(() => expect(canvasElement.querySelector('video')).not.toBeNull(), { timeout: 2000 });
    const clip = canvasElement.querySelector('video');
    await expect(clip).toHaveAttribute('src', previewClip);
    await expect(clip?.muted).toBe(true);
    await userEvent.unhover(card);
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
};

/**
 * On a touch screen (no hover) the card across the middle of the viewport plays its clip, one card at a
 * time. The test stops the clip on its first frame after checking it plays, for a still screenshot.
 */
export const TouchPlaying: Story = {
  globals: mobileGlobals,
  beforeEach: () => withMotion({ touch: true }),
  render: () => (
    <ul style={{ display: 'grid', gap: vars.space.lg, listStyle: 'none', margin: 0, padding: 0 }}>
      {sampleVideos.slice(0, 4).map((video) => (
        <li key={video.video_id}>
          <VideoCard video={{ ...video, preview: previewClip }} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const playing = () => [...canvasElement.querySelectorAll('video')];
    await waitFor(() => expect(playing()).toHaveLength(1), { timeout: 5000 });
    const [clip] = playing();
    const card = clip?.closest('article');
    const box = card?.getBoundingClientRect();
    // The card across the middle of the viewport, and only it.
    await expect(box && box.top < window.innerHeight / 2 && box.bottom > window.innerHeight / 2).toBe(true);
    await expect(clip?.muted).toBe(true);
    await waitFor(() => expect(clip?.paused).toBe(false), { timeout: 5000 });
    await waitFor(() => expect(clip).toHaveAttribute('data-ready'), { timeout: 5000 });
    if (clip) {
      clip.pause();
      const seeked = new Promise((resolve) => clip.addEventListener('seeked', resolve, { once: true }));
      clip.currentTime = 0;
      await Promise.race([seeked, new Promise((resolve) => setTimeout(resolve, 2000))]);
    }
  },
};

/** When the visitor prefers reduced motion, hovering neither rotates thumbnails nor plays the clip. */
export const ReducedMotion: Story = {
  args: { thumbs: rotationThumbs, preview: previewClip },
  play: async ({ canvasElement }) => {
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article');
    await userEvent.hover(card);
    await new Promise((resolve) => setTimeout(resolve, PREVIEW_DELAY_MS + 700));
    await expect(canvas.getByRole('img', { name: memberVideo.title })).toHaveAttribute(
      'src',
      rotationThumbs[0],
    );
    await expect(canvasElement.querySelector('video')).toBeNull();
    await userEvent.unhover(card);
  },
};

const privateVideo = { ...memberVideo, is_private: 1 as const };
const owner = { onEdit: fn(), onTogglePrivacy: fn(), onReadd: fn(), onDelete: fn() };

/**
 * The owner's own private upload: a Private label, and the `menu` slot holding the video actions menu
 * (`VideoActionsMenu` from the modals entry) with the owner's items (§4).
 */
export const OwnerMenu: Story = {
  args: {
    video: privateVideo,
    menu: <VideoActionsMenu video={privateVideo} owner={owner} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Private')).toBeVisible();
    const button = canvas.getByRole('button', { name: `Actions for “${memberVideo.title}”` });
    await expect(button.closest('a')).toBeNull();
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Edit',
      'Make public',
      'Re-add…',
      'Delete…',
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
  },
};

const publicOwner = { onTogglePrivacy: fn(), onDelete: fn() };

/** Choosing an action calls it with the video id, closes the menu and gives focus back to the button. */
export const OwnerAction: Story = {
  args: { menu: <VideoActionsMenu video={memberVideo} owner={publicOwner} /> },
  play: async ({ canvasElement }) => {
    publicOwner.onTogglePrivacy.mockClear();
    publicOwner.onDelete.mockClear();
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: `Actions for “${memberVideo.title}”` });
    await userEvent.click(button);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Make private' }));
    await expect(publicOwner.onTogglePrivacy).toHaveBeenCalledWith(memberVideo.video_id);
    await expect(publicOwner.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/**
 * The owner's uploads that are not live, as their uploads page shows them: where each stands in place of
 * its views, the moderator's reason on a rejected one, and those off the site drawn faded.
 */
export const OwnerStages: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 240px))', gap: 16 }}>
      <VideoCard video={{ ...memberVideo, video_id: 1, video_viewed: 0, status_id: 2 }} />
      <VideoCard video={{ ...memberVideo, video_id: 2, video_viewed: 0, status_id: 0 }} />
      <VideoCard
        video={{
          ...memberVideo,
          video_id: 3,
          video_viewed: 0,
          status_id: 3,
          owner: { reject_reason: 'The sound is missing for the whole clip.' },
        }}
      />
      <VideoCard video={{ ...memberVideo, video_id: 4, status_id: 5 }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Processing', 'Awaiting review', 'Rejected', 'Deleted']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await expect(canvas.getByText('Reason: The sound is missing for the whole clip.')).toBeVisible();
    await expect(canvas.queryByText('Just added')).toBeNull();
    await expect(canvas.queryByText('15.3K views')).toBeNull();
  },
};

/** The thumbnail failed to load: the placeholder shows, the labels and links stay. */
export const ImageError: Story = {
  args: { video: { ...memberVideo, thumb: brokenImage, props: { hd: 1, vr: 0 } } },
  play: async ({ canvasElement }) => {
    await expectPlaceholder(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: memberVideo.title })).toBeVisible();
  },
};

/** Titles are clamped to two lines. */
export const LongTitle: Story = {
  args: {
    video: {
      ...memberVideo,
      title:
        'A very long title about a slow walk along the river at dawn, with birdsong, fog over the water and a bridge in the distance',
      display_name: 'A member with a rather long display name',
    },
  },
};

/** The loading placeholder: same footprint, no text, hidden from assistive technology. */
export const Loading: Story = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <VideoCardSkeleton />
    </div>
  ),
};

/** A listing on the mobile layout: one column of cards, then placeholders for the next page. */
export const MobileGrid: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
        gap: vars.space.lg,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {sampleVideos.map((video) => (
        <li key={video.video_id}>
          <VideoCard video={video} />
        </li>
      ))}
      {[1, 2].map((n) => (
        <li key={`skeleton-${n}`}>
          <VideoCardSkeleton />
        </li>
      ))}
    </ul>
  ),
};
