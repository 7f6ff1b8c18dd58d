import { useId } from 'react';
import { useMessages } from '../i18n/UiProvider';
import { LineIcon } from '../icons/LineIcon';
import { visuallyHidden } from '../theme/a11y.css';
import * as styles from './VoteButtons.css';

export const votes = ['like', 'dislike'] as const;
export type Vote = (typeof votes)[number];

export interface VoteButtonsProps {
  /** The counts (the video's `statistics`); after a vote the page raises its local counter (§4). */
  likes: number;
  dislikes: number;
  /** The visitor's own vote, shown pressed. */
  vote?: Vote | null;
  /** A vote being sent: that button is busy and neither takes clicks. */
  pending?: Vote | null;
  /**
   * Whether this visitor may vote (§6: visitors vote "as the client permits"). When false a click calls
   * `onLoginRequired` instead of `onVote`. Defaults to true.
   */
  canVote?: boolean;
  /** §7 vote: 1 for like, 0 for dislike. */
  onVote?: (vote: 1 | 0) => void;
  onLoginRequired?: () => void;
}

const thumb =
  'M7 10.5V20H4.5a1 1 0 0 1-1-1v-7.5a1 1 0 0 1 1-1zM7 10.5l3.6-6.2a1.6 1.6 0 0 1 3 .9l-.6 4.3h5.3a2 2 0 0 1 2 2.3l-1.1 6.4a2 2 0 0 1-2 1.8H7';

function ThumbIcon({ down }: { down: boolean }) {
  return (
    <LineIcon
      className={down ? styles.iconDown : styles.icon}
      d={thumb}
      strokeWidth="1.8"
      viewBox="0 0 24 24"
    />
  );
}

/**
 * Like and dislike with their counts (§2 video page, §7 vote). Each is a toggle button: the visitor's
 * own vote is pressed. A visitor who may not vote gets the sign-in prompt instead (§6).
 */
export function VoteButtons({
  likes,
  dislikes,
  vote = null,
  pending = null,
  canVote = true,
  onVote,
  onLoginRequired,
}: VoteButtonsProps) {
  const { t, formatCount } = useMessages();
  const hintId = useId();
  const busy = pending !== null;
  const press = (which: Vote) => {
    if (busy) return;
    if (!canVote) {
      onLoginRequired?.();
      return;
    }
    onVote?.(which === 'like' ? 1 : 0);
  };
  const item = (which: Vote, count: number) => (
    <button
      type="button"
      className={styles.button}
      aria-pressed={vote === which}
      aria-busy={pending === which ? true : undefined}
      aria-disabled={busy ? true : undefined}
      aria-describedby={canVote ? undefined : hintId}
      data-vote={which}
      onClick={() => press(which)}
    >
      <ThumbIcon down={which === 'dislike'} />
      <span className={visuallyHidden}>
        {t(which === 'like' ? 'videoPage.vote.like' : 'videoPage.vote.dislike')}
      </span>{' '}
      <span>{formatCount(count)}</span>
    </button>
  );
  return (
    <fieldset className={styles.root}>
      <legend className={visuallyHidden}>{t('videoPage.vote.label')}</legend>
      {item('like', likes)}
      {item('dislike', dislikes)}
      {!canVote && (
        <span id={hintId} className={visuallyHidden}>
          {t('videoPage.vote.loginHint')}
        </span>
      )}
    </fieldset>
  );
}
