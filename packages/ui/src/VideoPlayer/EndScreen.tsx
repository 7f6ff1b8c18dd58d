import type { HTMLAttributeAnchorTarget, Ref } from 'react';
import { playerEn } from '../i18n/messages/player';
import { useHrefs, useLinkComponent, useMessages } from '../i18n/UiProvider';
import { ReplayIcon } from './icons';
import * as styles from './VideoPlayer.css';

/** A related video as the end screen shows it: a structural subset of the API's video card. */
export interface EndScreenVideo {
  video_id: number;
  dir: string;
  title: string;
  thumb: string;
  /** Seconds. */
  duration: number;
}

/** How many related videos the end screen offers (three on a narrow player). */
export const END_SCREEN_VIDEOS = 4;

export interface EndScreenProps {
  videos: readonly EndScreenVideo[];
  /** Where the links open: `_blank` from an embed, out of the frame onto the site. */
  linkTarget?: HTMLAttributeAnchorTarget;
  onReplay: () => void;
  replayRef?: Ref<HTMLButtonElement>;
}

/**
 * What the player shows when the video has ended (#27 "nothing happens when a video ends"): Replay, and
 * the first few related videos as links to their pages. A group named "Video ended", over the last frame.
 */
export function EndScreen({ videos, linkTarget, onReplay, replayRef }: EndScreenProps) {
  const { t, formatDuration } = useMessages(playerEn);
  const Link = useLinkComponent();
  const hrefs = useHrefs();
  const shown = videos.slice(0, END_SCREEN_VIDEOS);
  const target = linkTarget ? { target: linkTarget, rel: 'noopener' } : {};
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of a button and links, not a form's fieldset
    <div className={styles.endScreen} role="group" aria-label={t('player.ended')} data-end-screen="">
      <button ref={replayRef} type="button" className={styles.replay} onClick={onReplay}>
        <ReplayIcon className={styles.icon} />
        {t('player.replay')}
      </button>
      {shown.length > 0 && (
        <ul className={styles.endList} aria-label={t('player.watchNext')}>
          {shown.map((video) => (
            <li key={video.video_id} className={styles.endItem}>
              <Link href={hrefs.video(video)} className={styles.endLink} {...target}>
                <span className={styles.endThumb}>
                  {video.thumb && <img className={styles.endImage} src={video.thumb} alt="" />}
                  <span className={styles.endDuration} aria-hidden="true">
                    {formatDuration(video.duration)}
                  </span>
                </span>
                <span className={styles.endTitle}>{video.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
