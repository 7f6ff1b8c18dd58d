import { contrastRatio } from './color';
import type { ColorRole, ThemeTokens } from './tokens/types';

/** WCAG 2.2 AA minimums: 1.4.3 text (normal size), 1.4.11 non-text (focus rings, control edges). */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

export interface ContrastCheck {
  /** E.g. `textMuted on surfaceRaised`. */
  name: string;
  foreground: ColorRole;
  background: ColorRole;
  /** For a translucent background: what it is painted over (hex). */
  backdrop?: string;
  /** What the pair is for, and which WCAG criterion applies. */
  purpose: string;
  minimum: number;
  /** The contrast ratio, rounded down to two decimals (so 4.499 never shows as a pass of 4.5). */
  ratio: number;
  pass: boolean;
}

export interface ContrastReport {
  pass: boolean;
  checks: ContrastCheck[];
  failures: ContrastCheck[];
}

type Rule = readonly [
  foreground: ColorRole,
  backgrounds: readonly ColorRole[],
  minimum: number,
  purpose: string,
];

const SURFACES = ['surface', 'surfaceRaised', 'surfaceSunken', 'surfaceHover'] as const;
const PAGE = ['surface', 'surfaceRaised'] as const;

/** Every pair a component may draw, with its minimum. */
const RULES: readonly Rule[] = [
  [
    'text',
    ['surface', 'surfaceRaised', 'surfaceSunken', 'surfaceHover', 'accentSubtle'],
    AA_TEXT,
    'body text (1.4.3)',
  ],
  ['textMuted', SURFACES, AA_TEXT, 'secondary text (1.4.3)'],
  ['link', PAGE, AA_TEXT, 'links and accent text (1.4.3)'],
  ['danger', PAGE, AA_TEXT, 'error text (1.4.3)'],
  ['success', PAGE, AA_TEXT, 'success text and the trusted mark (1.4.3)'],
  ['warning', PAGE, AA_TEXT, 'warning text (1.4.3)'],
  ['info', PAGE, AA_TEXT, 'informational text (1.4.3)'],
  ['accentText', ['accent', 'accentHover'], AA_TEXT, 'labels of primary buttons and badges (1.4.3)'],
  ['onDanger', ['danger'], AA_TEXT, 'labels of destructive buttons (1.4.3)'],
  ['onSuccess', ['success'], AA_TEXT, 'text of success toasts (1.4.3)'],
  ['focus', ['surface', 'surfaceRaised', 'surfaceSunken'], AA_NON_TEXT, 'focus ring (1.4.11, 2.4.7)'],
  ['borderStrong', PAGE, AA_NON_TEXT, 'edges of inputs and checkboxes (1.4.11)'],
  ['accent', PAGE, AA_NON_TEXT, 'checked, selected and progress indicators (1.4.11)'],
];

/** The overlay is translucent: its text must read whatever is under it, from white to black. */
const OVERLAY_BACKDROPS = ['#ffffff', '#000000'] as const;

const floor2 = (n: number) => Math.floor(n * 100) / 100;

/**
 * Checks a theme's colours against WCAG 2.2 AA: text on every surface, accent text on the accent, the
 * focus ring, control edges, status colours and the overlay. Run it on `brandTokens(brand, mode)` for
 * each mode in a unit test: `expect(checkContrast(tokens).failures).toEqual([])`.
 */
export function checkContrast(tokens: Pick<ThemeTokens, 'color'>): ContrastReport {
  const { color } = tokens;
  const checks: ContrastCheck[] = [];
  const add = (
    foreground: ColorRole,
    background: ColorRole,
    minimum: number,
    purpose: string,
    backdrop?: string,
  ) => {
    const ratio = floor2(contrastRatio(color[foreground], color[background], backdrop ?? color.surface));
    checks.push({
      name: `${foreground} on ${background}${backdrop ? ` over ${backdrop}` : ''}`,
      foreground,
      background,
      ...(backdrop ? { backdrop } : {}),
      purpose,
      minimum,
      ratio,
      pass: ratio >= minimum,
    });
  };
  for (const [foreground, backgrounds, minimum, purpose] of RULES) {
    for (const background of backgrounds) add(foreground, background, minimum, purpose);
  }
  for (const backdrop of [...OVERLAY_BACKDROPS, color.surface]) {
    add('overlayText', 'overlay', AA_TEXT, 'badges over thumbnails, dialog scrim (1.4.3)', backdrop);
  }
  const failures = checks.filter((c) => !c.pass);
  return { pass: failures.length === 0, checks, failures };
}
