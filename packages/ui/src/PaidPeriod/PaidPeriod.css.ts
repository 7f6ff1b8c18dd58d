import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { panel, panelTitle } from '../theme/panel.css';

export const root = style([panel, { alignItems: 'flex-start', gap: vars.space.sm }]);

export const title = panelTitle;

export const state = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  selectors: { '&[data-state="expired"]': { color: vars.color.danger } },
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
