import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  alignItems: 'start',
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The avatar spans the author line, the text and the votes. */
export const avatar = style({ gridRow: '1 / span 3', display: 'flex' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});

export const author = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const date = style({ color: vars.color.textMuted });

export const text = style({
  gridColumn: 2,
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const votes = style({
  gridColumn: 2,
  display: 'flex',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const vote = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const icon = style({ width: '1em', height: '1em', flex: 'none' });

export const skeletonRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const formActions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
});

export const formError = style({
  margin: 0,
  marginInlineEnd: 'auto',
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
});

export const formStatus = style({
  margin: 0,
  marginInlineEnd: 'auto',
  color: vars.color.success,
  fontSize: vars.font.size.sm,
});

export const signIn = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const signInText = style({ margin: 0 });

/** A reply: the comment's grid, smaller, without the rule under it (#25 item 12). */
export const reply = style([
  item,
  { paddingBottom: 0, borderBottom: 'none', rowGap: vars.space.xxs, columnGap: vars.space.sm },
]);

/** Votes, Reply and Delete under a comment's text. */
export const actions = style({
  gridColumn: 2,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: `calc(-1 * ${vars.space.sm})`,
});

/** A small text button of a comment; a vote that is the member's own is pressed. */
export const action = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.control.sm,
  minWidth: vars.size.control.sm,
  padding: `0 ${vars.space.sm}`,
  margin: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceHover, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[aria-pressed="true"]': {
      background: vars.color.accentSubtle,
      borderColor: vars.color.accent,
      color: vars.color.text,
    },
    '&[aria-expanded="true"]': { color: vars.color.text },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

/** The inline reply form, under the comment it answers. */
export const replyForm = style({ gridColumn: 2, marginTop: vars.space.sm });

/** The replies, under their comment, set off by a rule on the start side. */
export const repliesCell = style({ gridColumn: 2, minWidth: 0, marginTop: vars.space.sm });

export const replies = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** A deleted comment that keeps its replies: no author, a muted note instead of the text. */
export const deletedText = style({
  gridColumn: 2,
  margin: 0,
  alignSelf: 'center',
  color: vars.color.textMuted,
  fontStyle: 'italic',
});

/** Cancel and Delete of the delete confirmation. */
export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});
