import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { panel, panelTitle } from '../theme/panel.css';

export const root = panel;

/** The title and the unread count, "mark all read" at the end (under them on a narrow screen). */
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const titleBox = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, minWidth: 0 });

export const title = panelTitle;

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

/** Picture, text and time, then "mark read"; an unread one on the accent's tint with a bar at its start. */
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  borderInlineStart: '3px solid transparent',
  selectors: {
    '&:last-child': { borderBottom: 'none' },
    '&[data-unread]': { background: vars.color.accentSubtle, borderInlineStartColor: vars.color.accent },
  },
});

export const body = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '1 1 14rem',
  minWidth: 0,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const line = style({ overflowWrap: 'anywhere' });

export const unreadLine = style({ fontWeight: vars.font.weight.semibold });

export const reason = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

/** Where a decision has no member: a round mark the size of the avatar. */
export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});
