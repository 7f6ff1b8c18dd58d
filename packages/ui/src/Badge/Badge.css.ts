import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const base = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

/** A badge of text alone (every tone but `trusted`): its text is its content, with an ellipsis when cut. */
const text = style([base, { display: 'inline-block', overflow: 'hidden', textOverflow: 'ellipsis' }]);

/**
 * A quiet badge: tone-coloured text and border on the raised surface. The text roles (`link`, `danger`,
 * `success`) reach 4.5:1 on the surfaces in every theme; `accent` itself only 3:1, so it is the border.
 */
const subtle = (color: string, border: string = color) =>
  ({ background: vars.color.surfaceRaised, color, borderColor: border }) as const;

export const badge = styleVariants({
  hd: [text, { background: vars.color.accent, color: vars.color.accentText }],
  vr: [text, { background: vars.color.overlay, color: vars.color.overlayText }],
  new: [text, subtle(vars.color.success)],
  trusted: [
    base,
    // Just the mark, sized by the text around it.
    { padding: 0, border: 0, background: 'transparent', color: vars.color.success, fontSize: 'inherit' },
  ],
  neutral: [
    text,
    { background: vars.color.surfaceRaised, color: vars.color.textMuted, borderColor: vars.color.border },
  ],
  accent: [text, subtle(vars.color.link, vars.color.accent)],
  danger: [text, subtle(vars.color.danger)],
  success: [text, subtle(vars.color.success)],
});

const label = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

/** The trusted check mark: a filled circle in the success colour with a check cut out in the surface's. */
export const check = style({ flex: 'none', width: '1em', height: '1em' });

export const checkMark = style({
  fill: 'none',
  stroke: vars.color.surface,
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

/** Trusted with a visible label: the label takes the body text colour. */
export const trustedLabel = style([label, { color: vars.color.text, fontWeight: vars.font.weight.semibold }]);
