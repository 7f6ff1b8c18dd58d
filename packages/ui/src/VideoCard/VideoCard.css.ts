import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } as const;

export const card = style({
  boxSizing: 'border-box',
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

/** A card's picture frame, sized before it loads so nothing shifts; the cards give its aspect ratio. */
export const pictureFrame = style({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.skeleton,
});

export const thumb = style([pictureFrame, { aspectRatio: '16 / 9' }]);

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.slow,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${card}:hover &`]: { transform: 'scale(1.03)' },
    // An upload that is off the site (deleted, rejected, failed) is drawn faded on its owner's card.
    [`${card}:is([data-stage="deleted"], [data-stage="rejected"], [data-stage="failed"]) &`]: {
      opacity: 0.45,
    },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

/**
 * The video card: a grid whose first row holds the picture, with the preview clip, the badges and the
 * duration laid over it in the same cell (no frame element); then the title; then the author (cut with
 * an ellipsis when long), the separator dot (the card's `::before`) and the views, which are the card's
 * own text, placed in the one cell left free.
 */
export const videoCard = style([
  card,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, max-content) auto 1fr',
    gridTemplateRows: 'auto auto auto',
    alignContent: 'start',
    alignItems: 'center',
    rowGap: vars.space.sm,
    columnGap: vars.space.sm,
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
    selectors: {
      '&::before': {
        content: '""',
        gridArea: '3 / 2',
        width: vars.space.xxs,
        height: vars.space.xxs,
        borderRadius: vars.radius.full,
        background: 'currentColor',
      },
    },
  },
]);

const pictureCell = {
  gridArea: '1 / 1 / 2 / -1',
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.md,
} as const;

/**
 * The thumbnail. On hover it grows a little inside its own outline: the clip shrinks by as much as the
 * picture grows, so the zoom stays in the frame without a clipping wrapper.
 */
export const cardImage = style({
  ...pictureCell,
  objectFit: 'cover',
  background: vars.color.skeleton,
  clipPath: `inset(0 round ${vars.radius.md})`,
  transitionProperty: 'transform, clip-path',
  transitionDuration: vars.motion.duration.slow,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${videoCard}:hover &`]: {
      transform: 'scale(1.03)',
      // (1 - 1 / 1.03) / 2 of each side: what the scale pushed out of the frame.
      clipPath: `inset(1.46% round ${vars.radius.md})`,
    },
    [`${videoCard}:is([data-stage="deleted"], [data-stage="rejected"], [data-stage="failed"]) &`]: {
      opacity: 0.45,
    },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

/** The stand-in of a missing thumbnail in the picture's cell. */
export const cardPlaceholder = style({
  ...pictureCell,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

/**
 * The preview clip, over the thumbnail; it fades in once it can play, so no black frame shows. Positioned
 * (as are the badges and the duration) so it paints over the zoomed thumbnail.
 */
export const preview = style({
  ...pictureCell,
  position: 'relative',
  objectFit: 'cover',
  opacity: 0,
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.duration.normal,
  selectors: { '&[data-ready]': { opacity: 1 } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

/**
 * The `menu` slot: a menu button over the thumbnail's top-right corner and above the stretched title
 * link. It gets a raised, bordered backing so any (even ghost) icon button reads on the thumbnail.
 */
export const menu = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  zIndex: `calc(${vars.zIndex.raised} + 1)`,
  display: 'flex',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&:hover': { borderColor: vars.color.textMuted },
  },
});

/** The '(fake)' label after a name (§9). */
export const fake = style({
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.regular,
  whiteSpace: 'nowrap',
});

const badgeBase = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '0.02em',
});

export const badges = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  display: 'flex',
  gap: vars.space.xs,
  selectors: {
    // On the video card: in the picture's cell, top left.
    [`${videoCard} > &`]: {
      position: 'relative',
      top: 'auto',
      left: 'auto',
      gridArea: '1 / 1 / 2 / -1',
      alignSelf: 'start',
      justifySelf: 'start',
      margin: vars.space.sm,
    },
  },
});

globalStyle(`${videoCard} > [data-tone]`, {
  position: 'relative',
  gridArea: '1 / 1 / 2 / -1',
  alignSelf: 'start',
  justifySelf: 'start',
  margin: vars.space.sm,
});

/** The duration, in the picture's cell at the bottom right. */
/**
 * How far the viewer watched (continue watching, #32 item 3): a thin bar along the picture's bottom edge,
 * the watched part in the accent colour: its share is the gradient's size, set inline.
 */
export const watched = style({
  position: 'relative',
  gridArea: '1 / 1 / 2 / -1',
  alignSelf: 'end',
  height: 4,
  background: `linear-gradient(${vars.color.accent}, ${vars.color.accent}) left / 0 100% no-repeat ${vars.color.overlay}`,
  borderBottomLeftRadius: vars.radius.md,
  borderBottomRightRadius: vars.radius.md,
  pointerEvents: 'none',
});

export const duration = style([
  badgeBase,
  {
    position: 'relative',
    gridArea: '1 / 1 / 2 / -1',
    alignSelf: 'end',
    justifySelf: 'end',
    margin: vars.space.sm,
    background: vars.color.overlay,
    color: vars.color.overlayText,
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  // Two lines at most, with an ellipsis.
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

globalStyle(`${videoCard} > ${title}`, {
  gridArea: '2 / 1 / 3 / -1',
  color: vars.color.text,
  whiteSpace: 'normal',
});

/** The title link stretches over the whole card (thumbnail included): one tab stop per card. */
export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: vars.zIndex.raised,
      borderRadius: vars.radius.md,
    },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible::after': focusRing,
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  margin: 0,
  color: vars.color.textMuted,
});

export const author = style({
  position: 'relative',
  // Above the stretched title link, so the author stays its own target.
  zIndex: `calc(${vars.zIndex.raised} + 1)`,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  maxWidth: '100%',
  // A touch target of at least 24 px (WCAG 2.5.8) without moving the line: the padding is taken back
  // by the margin.
  paddingBlock: '2px',
  marginBlock: '-2px',
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text, textDecoration: 'underline' },
    '&:focus-visible': { ...focusRing, borderRadius: vars.radius.sm },
  },
});

// A flex item, so block-level anyway; said explicitly so the accessible name keeps a space before it.
export const authorName = style({
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The video card's author link: the name itself ends in an ellipsis when it is too long. */
export const videoAuthor = style([
  author,
  {
    gridArea: '3 / 1',
    display: 'block',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
]);

/**
 * The trusted member's check mark after the name, drawn by CSS (the card's most repeated decoration costs
 * no elements, and the link's name already says "Trusted member"): a check in the surface's colour on a
 * circle in the success colour, as Badge's `trusted` mark. A glyph, not an image: the site's content policy
 * loads no `data:` images.
 */
globalStyle(`${videoAuthor}[data-trusted]::after`, {
  // The heavy check in its text form (not the emoji), spoken as nothing: the link's name says it.
  content: '"\\2714\\FE0E" / ""',
  display: 'inline-block',
  // 1em of the name's size, as the badge's mark: the glyph's own size sets the em here.
  fontSize: '0.72em',
  width: '1.39em',
  height: '1.39em',
  lineHeight: '1.39em',
  marginInlineStart: '0.39em',
  // An inline block that hides its overflow sits on the line by its bottom edge, as the badge's mark.
  overflow: 'hidden',
  verticalAlign: 'baseline',
  borderRadius: vars.radius.full,
  background: vars.color.success,
  color: vars.color.surface,
  textAlign: 'center',
});

/** Where the owner's upload stands, in place of the views. */
export const stage = style({
  gridArea: '3 / 3',
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
});

/** The moderator's reason on a rejected card. */
export const reason = style({
  gridArea: '4 / 1 / 5 / -1',
  whiteSpace: 'normal',
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

const shimmer = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } });

export const skeleton = style([
  card,
  {
    animation: `${shimmer} 1.6s ${vars.motion.easing.standard} infinite`,
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  },
]);

export const skeletonBlock = style({ background: vars.color.skeleton, borderRadius: vars.radius.sm });

export const skeletonThumb = style([skeletonBlock, { aspectRatio: '16 / 9', borderRadius: vars.radius.md }]);

export const skeletonLine = style([skeletonBlock, { height: '1em', width: '92%' }]);

export const skeletonLineShort = style([skeletonBlock, { height: '0.85em', width: '55%' }]);

/**
 * The counts line of the other cards: items separated by a dot. Every item starts with its dot; the list
 * is pulled left by one dot's width inside a clipping box, so the dot of whichever item starts a line
 * (the first, or one that wrapped) is cut off.
 */
export const statsClip = style({ overflow: 'hidden', minWidth: 0 });

const separatorWidth = `calc(${vars.space.sm} * 2 + ${vars.space.xxs})`;

export const stats = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  rowGap: vars.space.xxs,
  margin: 0,
  marginLeft: `calc(-1 * ${separatorWidth})`,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
});

export const stat = style({
  display: 'inline-flex',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  selectors: {
    '&::before': {
      content: '""',
      display: 'block',
      flexShrink: 0,
      width: vars.space.xxs,
      height: vars.space.xxs,
      marginInline: vars.space.sm,
      borderRadius: vars.radius.full,
      background: 'currentColor',
    },
  },
});

/** The stand-in of a missing picture: fills its frame with the skeleton tone and a muted silhouette. */
export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});
