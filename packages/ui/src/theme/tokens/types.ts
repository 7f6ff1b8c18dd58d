/**
 * The shape every theme fills in: plain values, no vanilla-extract, so tests and build scripts can read
 * them. `vars` (`contract.css.ts`) has exactly this shape.
 */
export interface ThemeTokens {
  color: {
    /** Page background. */
    surface: string;
    /** Cards, dialogs, menus: one step above the page. */
    surfaceRaised: string;
    /** Wells below the page: text fields, code, inset panels. */
    surfaceSunken: string;
    /** Hover fill of ghost buttons, menu items and rows (drawn on `surface` or `surfaceRaised`). */
    surfaceHover: string;
    /** Body text; reaches 4.5:1 on every surface. */
    text: string;
    /** Secondary text (meta lines, hints); reaches 4.5:1 on every surface. */
    textMuted: string;
    /** Brand colour: primary buttons, HD badge, checked and active states; 3:1 against the surfaces. */
    accent: string;
    /** `accent` under the pointer. */
    accentHover: string;
    /** Text and icons drawn on `accent` and `accentHover` (also called "on accent"). */
    accentText: string;
    /** A faint accent fill for selected rows, tags and tabs; `text` reads on it. */
    accentSubtle: string;
    /** Inline links and accent-coloured text on the surfaces (4.5:1). */
    link: string;
    /** Decorative dividers and card edges (no contrast requirement). */
    border: string;
    /** Boundaries that identify a control (inputs, checkboxes): 3:1 against the surfaces (WCAG 1.4.11). */
    borderStrong: string;
    /** Focus ring: 3:1 against every surface (WCAG 1.4.11, 2.4.7). */
    focus: string;
    /** Error text and icons on the surfaces; fill of destructive buttons. */
    danger: string;
    /** Text drawn on `danger`. */
    onDanger: string;
    /** Success text and icons on the surfaces; fill of success toasts. */
    success: string;
    /** Text drawn on `success`. */
    onSuccess: string;
    /** Warning text and icons on the surfaces. */
    warning: string;
    /** Informational text and icons on the surfaces. */
    info: string;
    /** Translucent scrim: dialog backdrop and badges drawn over thumbnails. */
    overlay: string;
    /** Text drawn on `overlay` (over any image). */
    overlayText: string;
    /** Loading placeholder fill. */
    skeleton: string;
  };
  space: {
    none: string;
    xxs: string;
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    xxl: string;
    xxxl: string;
  };
  radius: { none: string; sm: string; md: string; lg: string; xl: string; full: string };
  font: {
    family: string;
    familyMono: string;
    size: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string; xxxl: string };
    weight: { regular: string; semibold: string; bold: string };
    lineHeight: { tight: string; normal: string; relaxed: string };
  };
  size: {
    /** Heights of buttons, fields and selects per size. */
    control: { sm: string; md: string; lg: string };
    icon: { sm: string; md: string; lg: string };
    /** WCAG 2.2 target size (2.5.8): the least width and height of a pointer target. */
    targetMin: string;
  };
  shadow: { sm: string; md: string; lg: string };
  zIndex: {
    base: string;
    raised: string;
    sticky: string;
    dropdown: string;
    overlay: string;
    modal: string;
    toast: string;
    tooltip: string;
  };
  motion: {
    duration: { fast: string; normal: string; slow: string };
    easing: { standard: string; emphasized: string; exit: string };
  };
}

export type ColorRole = keyof ThemeTokens['color'];

/** The colour modes every brand has. */
export type ColorMode = 'light' | 'dark';

/** Roles a brand sets (the rest comes from the colour mode's palette). */
export type BrandRole = 'accent' | 'accentHover' | 'accentText' | 'accentSubtle' | 'link';

/** What a colour mode supplies to every brand: all colours but the brand's, and the shadows. */
export interface ModePalette {
  color: Omit<ThemeTokens['color'], BrandRole>;
  shadow: ThemeTokens['shadow'];
}

/**
 * A brand's colours in one mode: `accent` and `accentText` are required; `accentHover`, `accentSubtle`
 * and `link` are derived from them unless given; any other colour role may be overridden too.
 */
export type BrandColors = Pick<ThemeTokens['color'], 'accent' | 'accentText'> & Partial<ThemeTokens['color']>;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? T[K] : DeepPartial<T[K]> };

/** Non-colour tokens a brand may change for both modes (font, radii…). */
export type BrandTokenOverrides = DeepPartial<Omit<ThemeTokens, 'color' | 'shadow'>>;

/**
 * A brand: one plain object, usually one file (`brands/str.ts`, or a sister site's own file), turned into
 * a light and a dark theme by `createBrandTheme` and into plain tokens by `brandTokens`.
 */
export interface BrandDefinition {
  /** Short id, used in class names and data attributes (`str`, `gay`, `she`, …). */
  name: string;
  /** Human name, e.g. for a site switcher or Storybook. */
  label: string;
  light: BrandColors;
  dark: BrandColors;
  /** Changes to the shared tokens (font, radii, …) for both modes. */
  tokens?: BrandTokenOverrides;
}
