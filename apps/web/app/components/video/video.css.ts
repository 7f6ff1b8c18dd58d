import { media, vars } from '@site/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import { column, focusRing } from '../../styles/layout.css';

/** The video page: the player on top, then title, actions and details, one column up to 1200 px. */
export const page = style(column);

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

/** The page: one column; with `?playlist=` the playlist sits beside the player on wide screens (§2). */
export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: 1200,
  margin: '0 auto',
});

export const layoutWithPlaylist = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 320px',
  gridTemplateAreas: '"main side" "related related"',
  gap: vars.space.lg,
  maxWidth: 1520,
  margin: '0 auto',
  alignItems: 'start',
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"main" "side" "related"',
      gap: vars.space.md,
    },
  },
});

globalStyle(`${layoutWithPlaylist} > ${page}`, {
  gridArea: 'main',
  maxWidth: 'none',
  margin: 0,
  width: '100%',
});

export const related = style({ minWidth: 0 });
globalStyle(`${layoutWithPlaylist} > ${related}`, { gridArea: 'related' });

/** Votes on the left, the actions and the "more" menu on the right; wrapping on narrow screens. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const toolbarEnd = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const author = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const modelSubscribes = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
});

export const playlist = style({
  gridArea: 'side',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  maxHeight: '80vh',
  overflow: 'auto',
  '@media': { [media.mobile]: { maxHeight: 'none', borderRadius: 0 } },
});

export const playlistTitle = style({ margin: 0, fontSize: vars.font.size.md });
export const playlistMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const playlistNav = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });
export const playlistNavLink = style({
  color: vars.color.link,
  fontSize: vars.font.size.sm,
  selectors: { '&:focus-visible': focusRing },
});

export const playlistList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const playlistItem = style({ borderRadius: vars.radius.sm });

export const playlistLink = style({
  display: 'grid',
  gridTemplateColumns: '96px 1fr',
  gridTemplateRows: 'auto auto',
  columnGap: vars.space.sm,
  alignItems: 'start',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': { background: vars.color.surfaceHover },
    '&:focus-visible': focusRing,
  },
});

export const playlistThumb = style({
  gridRow: '1 / span 2',
  width: 96,
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.overlay,
});

export const playlistVideoTitle = style({
  fontSize: vars.font.size.sm,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
});

export const playlistBadge = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});

/** The owner's notice of an upload that is not live (UploadNotice). */
export const ownerNotice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

export const ownerNoticeText = style({ margin: 0, overflowWrap: 'anywhere' });

export const ownerNoticeLink = style({
  alignSelf: 'flex-start',
  color: vars.color.link,
  fontWeight: vars.font.weight.semibold,
  selectors: { '&:focus-visible': focusRing },
});
