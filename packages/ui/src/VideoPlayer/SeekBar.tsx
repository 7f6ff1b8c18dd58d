import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type PointerEvent, useRef, useState } from 'react';
import { playerEn } from '../i18n/messages/player';
import { useMessages } from '../i18n/UiProvider';
import { type StoryboardCue, storyboardCueAt } from './storyboard';
import * as styles from './VideoPlayer.css';

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

interface Preview {
  time: number;
  /** Px from the slider's left edge, kept inside the slider. */
  left: number;
}

export interface SeekBarProps {
  /** Seconds played. */
  current: number;
  /** Seconds in all (0 while unknown). */
  duration: number;
  cues: readonly StoryboardCue[];
  onSeek: (time: number) => void;
}

/**
 * The timeline: a slider (arrow keys and the player's shortcuts seek), with the storyboard thumbnail and
 * time of the moment under the pointer. A mouse hovers for the preview and seeks as the slider moves; a
 * finger has no hover, so its drag shows the preview (the thumb follows it) and the seek happens when it
 * lifts (pointer events of `pointerType` touch; the slider takes the drag, not the page, `touch-action`).
 */
export function SeekBar({ current, duration, cues, onSeek }: SeekBarProps) {
  const { t, formatDuration } = useMessages(playerEn);
  const [preview, setPreview] = useState<Preview | null>(null);
  /** Where a dragging finger is (seconds), while one is down. */
  const [scrub, setScrub] = useState<number | null>(null);
  /** A finger is down (read by the slider's own change events, which come in between). */
  const scrubbing = useRef(false);

  /** Shows the preview of the moment under the pointer; its time, or null without a timeline. */
  const showPreview = (event: PointerEvent<HTMLInputElement>): number | null => {
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width <= 0 || duration <= 0) return null;
    const ratio = clamp((event.clientX - rect.left) / rect.width, 0, 1);
    const time = ratio * duration;
    const cue = storyboardCueAt(cues, time);
    const half = (cue?.width || 48) / 2 + 2;
    setPreview({ time, left: clamp(ratio * rect.width, Math.min(half, rect.width / 2), rect.width - half) });
    return time;
  };

  const stopScrub = () => {
    scrubbing.current = false;
    setScrub(null);
    setPreview(null);
  };

  const pointer = {
    onPointerDown: (event: PointerEvent<HTMLInputElement>) => {
      if (event.pointerType !== 'touch') {
        showPreview(event);
        return;
      }
      try {
        // A touch is captured by its target already; this keeps it so where a browser does not.
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // Not an active pointer (a synthetic event): nothing to capture.
      }
      scrubbing.current = true;
      setScrub(showPreview(event));
    },
    onPointerMove: (event: PointerEvent<HTMLInputElement>) => {
      if (event.pointerType !== 'touch') showPreview(event);
      else if (scrubbing.current) setScrub(showPreview(event));
    },
    onPointerUp: (event: PointerEvent<HTMLInputElement>) => {
      if (event.pointerType !== 'touch' || !scrubbing.current) return;
      const time = showPreview(event) ?? scrub;
      stopScrub();
      if (time !== null) onSeek(time);
    },
    // The browser took the touch (a scroll, a system gesture): no seek.
    onPointerCancel: stopScrub,
    onPointerLeave: () => {
      if (!scrubbing.current) setPreview(null);
    },
  };

  const shown = scrub ?? current;
  const progress = duration > 0 ? clamp(shown / duration, 0, 1) : 0;
  const cue = preview ? storyboardCueAt(cues, preview.time) : undefined;

  return (
    <div className={styles.seekBox}>
      {preview && (
        <div
          className={styles.preview}
          style={assignInlineVars({ [styles.previewLeft]: `${preview.left}px` })}
          aria-hidden="true"
          data-preview=""
        >
          {cue && cue.width > 0 && (
            <span className={styles.previewFrame} style={{ width: cue.width, height: cue.height }}>
              <img
                className={styles.previewImage}
                src={cue.url}
                alt=""
                style={{ transform: `translate(${-cue.x}px, ${-cue.y}px)` }}
              />
            </span>
          )}
          <span className={styles.previewTime}>{formatDuration(preview.time)}</span>
        </div>
      )}
      <input
        type="range"
        className={styles.seek}
        style={assignInlineVars({ [styles.fill]: `${progress * 100}%` })}
        aria-label={t('player.seek')}
        aria-valuetext={t('player.seekText', {
          current: formatDuration(shown),
          duration: formatDuration(duration),
        })}
        min={0}
        max={Math.max(duration, 0)}
        step="any"
        value={Math.min(shown, duration || 0)}
        onChange={(event) => {
          // A finger's drag seeks when it lifts: the slider's own moves meanwhile are the drag's.
          if (!scrubbing.current) onSeek(Number(event.currentTarget.value));
        }}
        {...pointer}
        data-control="seek"
      />
    </div>
  );
}
