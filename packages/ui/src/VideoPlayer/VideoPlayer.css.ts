import { createContainer, createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

/** How far the seek or volume slider is filled, 0%–100%. */
export const fill = createVar();
/** The left edge of the storyboard preview, in px from the slider's left. */
export const previewLeft = createVar();

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } as const;
const faint = `color-mix(in srgb, ${vars.color.overlayText} 35%, transparent)`;

/** The player's box: its parts fit its width (an embed, a phone, a page column), not the window's. */
const player = createContainer();
/** Narrower than this, menus show their icon only and the end screen fewer videos. */
const narrow = `${player} (max-width: 479px)`;

export const root = style({
  containerName: player,
  containerType: 'inline-size',
  boxSizing: 'border-box',
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.overlay,
  color: vars.color.overlayText,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
    '&:fullscreen': { borderRadius: 0, aspectRatio: 'auto', width: '100%', height: '100%' },
  },
  '@media': { [media.mobile]: { borderRadius: 0 } },
});

export const surface = style({
  position: 'absolute',
  inset: 0,
  cursor: 'pointer',
});

export const video = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  background: 'transparent',
});

export const bigPlay = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 64,
  height: 64,
  transform: 'translate(-50%, -50%)',
  borderRadius: vars.radius.full,
  background: vars.color.overlay,
  color: vars.color.overlayText,
  pointerEvents: 'none',
});

export const center = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const spinnerBox = style({
  padding: vars.space.md,
  borderRadius: vars.radius.full,
  background: vars.color.overlay,
  color: vars.color.overlayText,
});

export const errorPanel = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: 'min(420px, 90%)',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textAlign: 'center',
  pointerEvents: 'auto',
  boxShadow: vars.shadow.md,
  '@media': { [media.mobile]: { padding: vars.space.md, gap: vars.space.xs } },
});

export const errorTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const errorText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const controls = style({
  position: 'absolute',
  right: 0,
  bottom: 0,
  left: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.overlay,
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.duration.normal,
  selectors: {
    // While playing, the controls step aside until the pointer or the focus comes back.
    [`${root}[data-playing="true"]:not(:hover):not(:focus-within) &`]: { opacity: 0 },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const spacer = style({ flexGrow: 1 });

export const button = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: vars.size.control.sm,
  height: vars.size.control.sm,
  padding: `0 ${vars.space.xs}`,
  margin: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.overlayText,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: faint },
    '&:focus-visible': focusRing,
  },
});

export const icon = style({ width: 20, height: 20, flexShrink: 0 });

export const time = style({
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  padding: `0 ${vars.space.xs}`,
});

const range = style({
  appearance: 'none',
  margin: 0,
  padding: 0,
  height: 16,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&::-webkit-slider-runnable-track': {
      height: 4,
      borderRadius: 2,
      background: `linear-gradient(to right, ${vars.color.accent} ${fill}, ${faint} ${fill})`,
    },
    '&::-moz-range-track': {
      height: 4,
      borderRadius: 2,
      background: `linear-gradient(to right, ${vars.color.accent} ${fill}, ${faint} ${fill})`,
    },
    '&::-webkit-slider-thumb': {
      appearance: 'none',
      width: 12,
      height: 12,
      marginTop: -4,
      border: 'none',
      borderRadius: '50%',
      background: vars.color.overlayText,
    },
    '&::-moz-range-thumb': {
      width: 12,
      height: 12,
      border: 'none',
      borderRadius: '50%',
      background: vars.color.overlayText,
    },
  },
});

export const seekBox = style({ position: 'relative', display: 'flex' });

/** A finger's drag along it scrubs (with the preview), not pans the page. */
export const seek = style([range, { width: '100%', touchAction: 'none' }]);

export const volume = style([
  range,
  {
    width: 72,
    '@media': { [media.mobile]: { display: 'none' } },
  },
]);

export const preview = style({
  position: 'absolute',
  bottom: 'calc(100% + 6px)',
  left: previewLeft,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  transform: 'translateX(-50%)',
  pointerEvents: 'none',
});

export const previewFrame = style({
  position: 'relative',
  overflow: 'hidden',
  border: `2px solid ${vars.color.overlayText}`,
  borderRadius: vars.radius.sm,
  background: vars.color.overlay,
});

export const previewImage = style({
  position: 'absolute',
  top: 0,
  left: 0,
  maxWidth: 'none',
});

export const previewTime = style([
  time,
  {
    padding: `${vars.space.xxs} ${vars.space.xs}`,
    borderRadius: vars.radius.sm,
    background: vars.color.overlay,
  },
]);

export const menuValue = style({ whiteSpace: 'nowrap' });

/** The quality menu's value beside its icon: on a narrow player the icon alone (the name keeps it). */
export const qualityValue = style([menuValue, { '@container': { [narrow]: { display: 'none' } } }]);

/** Room the control bar keeps at the bottom of the end screen (seek bar and buttons, ~58 px). */
const controlsRoom = 64;

/** When playback ends: Replay and a few related videos over the last frame, above the control bar. */
export const endScreen = style({
  boxSizing: 'border-box',
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg} ${controlsRoom}px`,
  background: vars.color.overlay,
  color: vars.color.overlayText,
  '@container': {
    [narrow]: { gap: vars.space.sm, padding: `${vars.space.sm} ${vars.space.sm} ${controlsRoom}px` },
  },
});

export const replay = style([
  button,
  {
    height: vars.size.control.md,
    padding: `0 ${vars.space.lg}`,
    border: `1px solid ${vars.color.overlayText}`,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.md,
    '@container': { [narrow]: { height: vars.size.control.sm, fontSize: vars.font.size.sm } },
  },
]);

export const endList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: 720,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': { [narrow]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

/** The fourth video leaves a narrow player (out of the tab order too). */
export const endItem = style({
  minWidth: 0,
  '@container': { [narrow]: { selectors: { '&:nth-child(n+4)': { display: 'none' } } } },
});

export const endLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  borderRadius: vars.radius.sm,
  color: vars.color.overlayText,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': focusRing,
    '&:hover': { textDecoration: 'underline' },
  },
});

export const endThumb = style({
  position: 'relative',
  display: 'block',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  background: faint,
});

export const endImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const endDuration = style([
  time,
  {
    position: 'absolute',
    right: vars.space.xxs,
    bottom: vars.space.xxs,
    padding: `0 ${vars.space.xxs}`,
    borderRadius: vars.radius.sm,
    background: vars.color.overlay,
    fontSize: vars.font.size.xs,
  },
]);

export const endTitle = style({
  overflow: 'hidden',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});
