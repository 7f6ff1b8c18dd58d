import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

export const root = style({
  boxSizing: 'border-box',
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  // Above the page and its sticky header, under every overlay: an open modal or sheet (and its backdrop)
  // covers the bar, so the dialog's own buttons along the bottom stay seen and usable (#27).
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  '@media': { [media.mobile]: { justifyContent: 'stretch', padding: vars.space.md } },
});

export const text = style({ margin: 0, flex: '0 1 auto', minWidth: 0, overflowWrap: 'anywhere' });

export const action = style({
  flexShrink: 0,
  '@media': { [media.mobile]: { flex: '1 1 100%', display: 'grid' } },
});
