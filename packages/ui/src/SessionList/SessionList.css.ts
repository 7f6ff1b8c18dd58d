import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { panel, panelTitle } from '../theme/panel.css';

export const root = panel;

export const title = panelTitle;

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** The device and its dates, then the sign-out; on a narrow screen the button wraps under them. */
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
});

export const what = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 14rem',
  minWidth: 0,
});

export const device = style({
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const badge = style({ alignSelf: 'flex-start' });

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const footer = style({ display: 'flex', justifyContent: 'flex-start' });
