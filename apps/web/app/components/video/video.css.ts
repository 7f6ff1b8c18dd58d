import { media, vars } from '@site/ui';
import { globalStyle, style } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } as const;

/** The video page: the player on top, then title, actions and details, one column up to 1200 px. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: 1200,
  margin: '0 auto',
  '@media': { [media.mobile]: { gap: vars.space.sm } },
});

/** A state shown where the player would be (loading, still processing, private, deleted, error). */
export const panel = style({
  boxSizing: 'border-box',
  width: '100%',
  aspectRatio: '16 / 9',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  textAlign: 'center',
  borderRadius: vars.radius.md,
  background: vars.color.overlay,
  color: vars.color.overlayText,
  '@media': { [media.mobile]: { borderRadius: 0, padding: vars.space.md } },
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const panelBody = style({ margin: 0, maxWidth: '40ch', fontSize: vars.font.size.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const description = style({
  margin: 0,
  whiteSpace: 'pre-line',
  lineHeight: vars.font.lineHeight.relaxed,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  alignItems: 'baseline',
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const definition = style({ margin: 0 });

export const authorLink = style({
  color: vars.color.link,
  fontWeight: vars.font.weight.semibold,
  selectors: { '&:focus-visible': focusRing },
});

/** The embed: the whole viewport (the 426×265 iframe of §9), black, the player as large as fits. */
export const embed = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  background: '#000',
  color: '#fff',
  overflow: 'hidden',
});

const BAR = '28px';

export const embedStage = style({
  width: `min(100vw, calc((100vh - ${BAR}) * 16 / 9))`,
});

// The player's and the state panel's rounded corners do not belong in a frame.
globalStyle(`${embedStage} > *`, { borderRadius: 0 });

export const embedBar = style({
  boxSizing: 'border-box',
  width: '100%',
  height: BAR,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `0 ${vars.space.sm}`,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xs,
});

export const embedTitle = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  margin: 0,
  fontSize: 'inherit',
  fontWeight: vars.font.weight.semibold,
});

export const embedLink = style({
  color: '#fff',
  flexShrink: 0,
  selectors: { '&:focus-visible': focusRing },
});
