import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { panel, panelTitle } from '../theme/panel.css';

export const root = panel;

export const title = panelTitle;

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const subtitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** Avatar, name and date, then the actions; on a narrow screen the actions wrap under the name. */
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
});

export const who = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '1 1 12rem',
  minWidth: 0,
});

export const whoText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, maxWidth: '100%' });

export const name = style({
  display: 'block',
  overflow: 'hidden',
  fontWeight: vars.font.weight.semibold,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
