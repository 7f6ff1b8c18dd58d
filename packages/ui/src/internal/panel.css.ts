import { vars } from '../theme/contract.css';

/**
 * Plain style values the raised panels share (Dialog, Sheet, Popover and DropdownMenu, the Select list):
 * spread into their own `style()`, so each keeps one class and its own placement, size and motion.
 */

/** The surface and the text of a raised panel. */
export const raisedPanel = {
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
};

/** The edge of a panel that floats next to its trigger (popover, menu, select list). */
export const floatingEdge = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
};
