import { style } from '@vanilla-extract/css';
import { raisedPanel } from '../internal/panel.css';
import { vars } from '../theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const text = style({ margin: 0, color: vars.color.text, lineHeight: vars.font.lineHeight.relaxed });

export const rating = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

/** The gate as a page of its own (AgeGatePage): a centred panel on the page's background. */
export const page = style({
  boxSizing: 'border-box',
  display: 'grid',
  placeItems: 'center',
  minHeight: '100vh',
  padding: vars.space.lg,
});

export const panel = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: 'min(560px, 100%)',
  padding: vars.space.xl,
  ...raisedPanel,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});
