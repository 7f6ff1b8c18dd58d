import { media, vars } from '@site/ui';
import { style } from '@vanilla-extract/css';
import { column, focusRing, spacedRow } from '../../styles/layout.css';

/** A page of the members part: one column, up to 1200 px. */
export const page = style({ ...column, width: '100%', boxSizing: 'border-box' });

export const toolbar = style({ ...spacedRow, gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const searchForm = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'flex-end',
  flexWrap: 'wrap',
});

/** The profile header: cover, then avatar, name, facts and actions. */
export const header = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const cover = style({
  width: '100%',
  aspectRatio: '5 / 1',
  objectFit: 'cover',
  display: 'block',
  background: vars.color.surfaceSunken,
});

/**
 * The band of a profile without a cover: the theme's accent fading into the sunken surface, crossed by
 * soft diagonal light, at the cover's height so a profile looks the same with or without one.
 */
export const coverEmpty = style({
  width: '100%',
  aspectRatio: '5 / 1',
  backgroundColor: vars.color.surfaceSunken,
  backgroundImage: [
    `repeating-linear-gradient(135deg, transparent 0 28px, color-mix(in srgb, ${vars.color.surface} 35%, transparent) 28px 30px)`,
    `radial-gradient(circle at 18% 120%, ${vars.color.accent}, transparent 55%)`,
    `linear-gradient(110deg, ${vars.color.accentSubtle}, ${vars.color.surfaceSunken} 70%)`,
  ].join(', '),
});

export const identity = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  '@media': { [media.mobile]: { padding: vars.space.sm, gap: vars.space.sm } },
});

export const identityText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: '1 1 16rem',
});

export const nameRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** A notice that asks for something (the password change after a login with a weak password). */
export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  background: vars.color.accentSubtle,
  borderRadius: vars.radius.sm,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const stats = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  '@media': {
    [media.mobile]: { gridTemplateColumns: '1fr', padding: `0 ${vars.space.sm} ${vars.space.sm}` },
  },
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const definition = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

/** The tabs linking the sub-pages: a row that scrolls sideways on narrow screens. */
export const tabs = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderBottom: '2px solid transparent',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': { borderBottomColor: vars.color.accent, fontWeight: vars.font.weight.semibold },
  },
});

/** A card with a button under it (remove on the owner's lists). */
export const cardWithAction = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** The inbox: the dialog list beside the open dialog; stacked on the mobile layout. */
export const inbox = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(14rem, 22rem) 1fr',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});

export const dialogList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const dialogLink = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': { background: vars.color.accentSubtle },
  },
});

export const dialogText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const dialogPreview = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const unread = style({ fontWeight: vars.font.weight.bold, color: vars.color.accent });

export const conversation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const dayGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const dayTitle = style({
  margin: 0,
  alignSelf: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.semibold,
});

export const messageList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const message = style({
  maxWidth: '75%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  alignSelf: 'flex-start',
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
  '@media': { [media.mobile]: { maxWidth: '90%' } },
});

export const messageOwn = style({ alignSelf: 'flex-end', background: vars.color.accentSubtle });

export const messageTime = style({
  display: 'block',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: 720,
});

export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});

export const fileRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const prompt = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const subscriptionGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** A small text button beside a message (Report, #32 item 5). */
export const linkButton = style({
  alignSelf: 'flex-start',
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
