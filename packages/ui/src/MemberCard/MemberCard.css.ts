import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';
import {
  card as cardBase,
  skeleton as skeletonBase,
  skeletonBlock,
  stat,
  stats,
} from '../VideoCard/VideoCard.css';

/** A centred tile on the raised surface: avatar, name, counts. */
export const card = style([
  cardBase,
  {
    alignItems: 'center',
    padding: vars.space.lg,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    textAlign: 'center',
    transitionProperty: 'border-color',
    transitionDuration: vars.motion.duration.fast,
    selectors: { '&:hover': { borderColor: vars.color.borderStrong } },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
]);

// Centred, one count per line, without the dots.
globalStyle(`${card} ${stats}`, { flexDirection: 'column', alignItems: 'center', marginLeft: 0 });
globalStyle(`${card} ${stat}::before`, { display: 'none' });

export const nameRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  minWidth: 0,
});

export const name = style({
  margin: 0,
  minWidth: 0,
  overflow: 'hidden',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The card's action (e.g. "Unfriend"), under the counts and above the stretched name link (clickable). */
export const action = style({
  position: 'relative',
  zIndex: `calc(${vars.zIndex.raised} + 1)`,
  display: 'flex',
  justifyContent: 'center',
  marginTop: vars.space.xs,
});

export const skeleton = style([
  skeletonBase,
  {
    alignItems: 'center',
    padding: vars.space.lg,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  },
]);

export const skeletonAvatar = style([
  skeletonBlock,
  { width: 96, height: 96, borderRadius: vars.radius.full },
]);
