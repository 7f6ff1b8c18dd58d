import { media, vars } from '@site/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import { column } from '../../styles/layout.css';

/** The console's analytics (#33): the period's links, the summary, two daily charts, the breakdowns. */
export const section = style({ ...column, gap: vars.space.md });

export const periods = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const period = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentText,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const summary = style({ margin: 0, color: vars.color.text });

export const subheading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

/** uPlot draws in here; its axes take this colour. */
export const chart = style({
  width: '100%',
  minHeight: 240,
  color: vars.color.textMuted,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const details = style({ color: vars.color.text });

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
});

globalStyle(`${table} td`, { textAlign: 'right' });

export const shares = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const share = style({ ...column, gap: vars.space.xs });
