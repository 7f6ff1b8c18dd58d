import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

/** Handle, position, picture and title, then the move buttons; the dragged one lifted above the rest. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  position: 'relative',
  selectors: {
    '&:last-child': { borderBottom: 'none' },
    '&[data-dragging]': { zIndex: 1, boxShadow: vars.shadow.md, background: vars.color.surfaceHover },
  },
});

export const handle = style({ cursor: 'grab', touchAction: 'none' });

export const position = style({
  minWidth: '2.5ch',
  textAlign: 'end',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const thumb = style({
  flex: '0 0 auto',
  width: 64,
  height: 36,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.skeleton,
});

export const title = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const moves = style({ display: 'flex', gap: vars.space.xxs, flex: '0 0 auto' });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });
