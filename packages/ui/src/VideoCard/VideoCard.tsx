import { isoDuration, type UploadStage, uploadStage, videoAuthor } from '@site/api/display';
import {
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Badge } from '../Badge/Badge';
import { useHrefs, useLinkComponent, useMessages } from '../i18n/UiProvider';
import { media } from '../theme/media';
import { CardImage, CardSkeleton, PicturePlaceholder } from './CardParts';
import { FakeLabel, useFakeLabelText } from './FakeLabel';
import * as styles from './VideoCard.css';

type Flag = 0 | 1;

/**
 * What the listing card shows (§2 "Video listing card"). A structural subset of the API's
 * `VideoCard`, so API objects can be passed straight in.
 */
export interface VideoCardData {
  video_id: number;
  title: string;
  dir: string;
  thumb: string;
  /** Seconds. */
  duration: number;
  video_viewed: number;
  props: { hd: Flag; vr: Flag };
  user_id: number;
  display_name: string;
  is_trusted: Flag;
  content_source_dir: string | null;
  content_source_name: string | null;
  /** 1 for a private video: the owner's card says so with a 'Private' label. */
  is_private?: Flag;
  /**
   * Only the owner (and staff) meet a video that is not active: its card says where it stands
   * (processing, in review, rejected, failed, deleted) in place of its views. Active when left out.
   */
  status_id?: number;
  /** The owner's own state of it: the moderator's reason shows on a rejected card. */
  owner?: { reject_reason: string | null };
  /** The video's short muted preview clip, when it has one (the card's `preview` prop wins). */
  preview?: string;
  /** Where the viewer stopped in it (s): the card shows how far they watched (continue watching). */
  position?: number;
}

const STAGE_LABELS: Record<UploadStage, `videoCard.stage.${UploadStage}`> = {
  processing: 'videoCard.stage.processing',
  review: 'videoCard.stage.review',
  rejected: 'videoCard.stage.rejected',
  failed: 'videoCard.stage.failed',
  deleted: 'videoCard.stage.deleted',
};

// The card's links and author rule live in @site/api's display helpers, shared with the site.
export { USER_UPLOAD_SOURCE, type VideoAuthor, videoAuthor, videoHref } from '@site/api/display';

/** How often the thumbnails change while the pointer is over a card (ms). */
export const THUMB_ROTATION_MS = 500;

/** How long the pointer or the keyboard focus rests on a card before its preview starts (ms). */
export const PREVIEW_DELAY_MS = 400;

export interface VideoCardProps {
  video: VideoCardData;
  /** Heading level of the title, to fit the page outline. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
  /**
   * Load the thumbnail at once (cards above the fold) instead of lazily; `'high'` also fetches it before
   * other images (the page's largest picture, usually the first card).
   */
  priority?: boolean | 'high';
  /**
   * The video's thumbnails. With two or more they take turns every 500 ms while the pointer is over
   * the card (or it has focus), starting from `video.thumb`; each one loads only when first shown.
   */
  thumbs?: readonly string[];
  /**
   * A short preview clip: a muted, looping video shown over the thumbnail once the pointer (or the
   * keyboard focus) has rested on the card for `PREVIEW_DELAY_MS`, until it leaves; on a touch screen
   * while the card is across the middle of the viewport. Not loaded until then. Defaults to
   * `video.preview`; takes the place of the thumbnail rotation.
   */
  preview?: string;
  /** Links to the video within this playlist (`?playlist={id}`). */
  playlistId?: number;
  /**
   * A menu button over the thumbnail's top-right corner, outside the card's links, e.g.
   * `<VideoActionsMenu video={video} owner={...} />` from the modals entry on the owner's own uploads.
   * The card itself stays free of menu code, so sites that never show one don't load it.
   */
  menu?: ReactNode;
  /**
   * The element the card is: an `article` (the default), or, where the card is an item of a list of cards
   * (a listing, the related videos), that list's `li` itself: one element fewer per card, the same card.
   */
  as?: 'article' | 'li';
}

/**
 * The two media queries every card asks, made once per page, not once per card at hydration (a page of 60
 * cards asked 120 times on a phone); a MediaQueryList's `matches` follows the visitor's settings.
 */
let queries:
  | { of: typeof window.matchMedia; reducedMotion: MediaQueryList; noHover: MediaQueryList }
  | undefined;
const mediaQueries = () => {
  const of = window.matchMedia;
  if (!of) return null;
  if (queries?.of !== of) queries = { of, reducedMotion: of(media.reducedMotion), noHover: of(media.touch) };
  return queries;
};

/** Previews are off for a visitor who prefers reduced motion or whose browser asks to save data. */
const previewsOff = () =>
  mediaQueries()?.reducedMotion.matches ||
  (navigator as { connection?: { saveData?: boolean } }).connection?.saveData;

/**
 * Hover or keyboard focus starts the preview (clip or rotating thumbnails) after `PREVIEW_DELAY_MS`;
 * leaving stops it and goes back. On a touch screen the card in the middle of the viewport plays it.
 */
function useHoverPreview(frameCount: number, hasClip: boolean) {
  const [active, setActive] = useState(false);
  const [frame, setFrame] = useState(0);
  const card = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!active || hasClip || frameCount < 2) return;
    const rotation = setInterval(() => setFrame((i) => (i + 1) % frameCount), THUMB_ROTATION_MS);
    return () => clearInterval(rotation);
  }, [active, hasClip, frameCount]);
  useEffect(() => {
    const element = card.current;
    if (!element || !hasClip || previewsOff() || !mediaQueries()?.noHover.matches) return;
    // Loaded on touch screens only, after the page is up: no listing page's initial JavaScript pays for it.
    const watching = import('./centredPreview').then((m) => m.playWhenCentred(element, setActive));
    return () => void watching.then((unwatch) => unwatch());
  }, [hasClip]);
  const stop = () => {
    clearTimeout(timer.current);
    setActive(false);
    setFrame(0);
  };
  const start = () => {
    clearTimeout(timer.current);
    if (!previewsOff()) timer.current = setTimeout(setActive, PREVIEW_DELAY_MS, true);
  };
  // A finger's touch is no hover (the middle of the viewport decides there).
  const enter = (event: PointerEvent) => event.pointerType === 'touch' || start();
  return { active, frame, card, start, stop, enter };
}

/**
 * A video in a listing: thumbnail with HD/VR badges and duration, title, author and views. On hover or
 * focus it plays its preview clip, or turns through its thumbnails.
 */
export function VideoCard({
  video,
  headingLevel = 3,
  priority = false,
  thumbs,
  preview,
  playlistId,
  menu,
  as: Root = 'article',
}: VideoCardProps) {
  const { t, pluralCount, formatDuration } = useMessages();
  const hrefs = useHrefs();
  const fakeText = useFakeLabelText();
  const Link = useLinkComponent();
  const Heading = `h${headingLevel}` as const;
  const author = videoAuthor(video);
  const stage = video.status_id === undefined ? null : uploadStage({ status_id: video.status_id });
  const views = stage
    ? t(STAGE_LABELS[stage])
    : video.video_viewed > 0
      ? pluralCount('video.views', video.video_viewed)
      : t('video.justAdded');
  const reason = stage === 'rejected' ? video.owner?.reject_reason : null;

  const frames = useMemo(
    () => [video.thumb, ...(thumbs ?? []).filter((src) => src && src !== video.thumb)],
    [video.thumb, thumbs],
  );
  const clip = preview ?? video.preview;
  const hover = useHoverPreview(frames.length, Boolean(clip));
  const [clipReady, setClipReady] = useState(false);
  const showClip = hover.active && Boolean(clip);
  useEffect(() => {
    if (!showClip) setClipReady(false);
  }, [showClip]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hover.stop();
  };

  // The author link's name says what it is ("Channel Snowy Harbor Lab"); its visible text is the name.
  const authorLabel = [
    t(author.kind === 'channel' ? 'video.channel' : 'video.member'),
    fakeText(author.name),
    author.kind === 'member' && author.trusted ? t('video.trustedMember') : '',
  ]
    .filter(Boolean)
    .join(' ');
  const badges = [
    video.props.hd === 1 && <Badge key="hd" tone="hd" />,
    video.props.vr === 1 && <Badge key="vr" tone="vr" />,
    video.is_private === 1 && (
      <Badge key="private" tone="neutral">
        {t('videoCard.private')}
      </Badge>
    ),
  ].filter(Boolean);

  // The least markup that keeps the card whole: the article (or list item) is a grid whose first row holds
  // the picture with the badges and the duration over it (no frame around them), then the title, then the
  // author link, a separator dot drawn by CSS and the views as the card's own text.
  return (
    <Root
      // The one ref fits both elements: an `li` is an HTMLElement with a `value` the card never reads.
      ref={hover.card as RefObject<HTMLLIElement>}
      className={styles.videoCard}
      data-video-id={video.video_id}
      data-stage={stage ?? undefined}
      data-previewing={hover.active ? '' : undefined}
      onPointerEnter={hover.enter}
      onPointerLeave={hover.stop}
      onFocus={hover.start}
      onBlur={onBlur}
    >
      <CardImage
        className={styles.cardImage}
        src={frames[hover.frame] ?? video.thumb}
        alt={video.title}
        width={320}
        height={180}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority === 'high' ? 'high' : undefined}
        decoding="async"
        data-frame={hover.frame}
        fallback={<PicturePlaceholder className={styles.cardPlaceholder} />}
      />
      {showClip && (
        <video
          className={styles.preview}
          src={clip}
          data-ready={clipReady ? '' : undefined}
          aria-hidden="true"
          tabIndex={-1}
          muted
          loop
          playsInline
          autoPlay
          preload="auto"
          onCanPlay={() => setClipReady(true)}
          ref={(element) => {
            // React never writes the `muted` attribute; autoplay is allowed once the property is set.
            if (element) element.muted = true;
          }}
        />
      )}
      {/* A lone badge sits in the picture's cell itself; two or more in a row of their own. */}
      {badges.length > 1 ? <span className={styles.badges}>{badges}</span> : badges}
      {video.position !== undefined && video.duration > 0 && (
        <span
          className={styles.watched}
          role="img"
          aria-label={t('videoCard.watched', { position: formatDuration(video.position) })}
          style={{ backgroundSize: `${(100 * video.position) / video.duration}% 100%` }}
        />
      )}
      {/*
        The duration stamped over the picture, spoken with its label ("Duration 1:02:33") as the watched bar
        is: an image of the time, so the label costs no element of its own (axe allows a name on a `time`
        only with a role that takes one). The machine-readable duration stays in `datetime`.
      */}
      <time
        className={styles.duration}
        dateTime={isoDuration(video.duration)}
        role="img"
        aria-label={`${t('video.duration')} ${formatDuration(video.duration)}`}
      >
        {formatDuration(video.duration)}
      </time>
      {menu != null && menu !== false && <div className={styles.menu}>{menu}</div>}
      <Heading className={styles.title}>
        <Link href={hrefs.video(video, playlistId)} className={styles.titleLink}>
          <FakeLabel name={video.title} />
        </Link>
      </Heading>
      <Link
        href={
          author.kind === 'channel'
            ? hrefs.channel(video.content_source_dir as string)
            : hrefs.member(video.user_id)
        }
        className={styles.videoAuthor}
        data-author-kind={author.kind}
        // A trusted member's check mark is the link's decoration (its name already says "Trusted member").
        data-trusted={author.kind === 'member' && author.trusted ? '' : undefined}
        aria-label={authorLabel}
      >
        <FakeLabel name={author.name} />
      </Link>
      {stage ? <span className={styles.stage}>{views}</span> : views}
      {reason && <p className={styles.reason}>{t('videoCard.rejectReason', { reason })}</p>}
    </Root>
  );
}

/** The loading placeholder of a `VideoCard`: same footprint, no text, hidden from assistive technology. */
export function VideoCardSkeleton() {
  return <CardSkeleton />;
}
