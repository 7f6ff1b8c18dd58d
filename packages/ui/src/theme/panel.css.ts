import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * A raised panel of a page section (the friend requests, the notifications, the sessions, the paid period):
 * its frame, surface and text, its parts in a column `vars.space.md` apart (a panel may compose another gap).
 */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

/** A panel's title. */
export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});
