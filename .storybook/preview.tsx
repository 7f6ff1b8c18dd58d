import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { type CSSProperties, type ReactNode, useLayoutEffect } from 'react';
import {
  type BrandName,
  type BrandTheme,
  brandNames,
  brands,
  brandThemes,
  type ColorMode,
  colorModes,
  defaultBrand,
  UiProvider,
  vars,
} from '../packages/ui/src/index';
import { type Language, languageCodes, languages } from './messages';

/** Viewports of the toolbar and of the story tests (which read `styles` to size the browser). */
const viewports = {
  mobile: { name: 'Mobile (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: {
    name: 'Tablet, mobile layout (1024 × 768)',
    styles: { width: '1024px', height: '768px' },
    type: 'tablet',
  },
  desktop: { name: 'Desktop (1280 × 800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

/** The themed canvas every story renders on; in the canvas (not docs) it fills the viewport. */
const frameStyle: CSSProperties = {
  boxSizing: 'border-box',
  padding: vars.space.xl,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
};

// Several frames may be mounted at once (docs pages); count them per class before touching <html>.
const mounted = new Map<string, number>();

interface FrameProps {
  className: string;
  mode: ColorMode;
  brand: string;
  lang: string;
  fill: boolean;
  children: ReactNode;
}

/**
 * Puts the theme class on <html> too, so portals (dialogs render into document.body) get the theme,
 * as the site does; and the language, as `<html lang>` of the site.
 */
function ThemeFrame({ className, mode, brand, lang, fill, children }: FrameProps) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    mounted.set(className, (mounted.get(className) ?? 0) + 1);
    root.classList.add(className);
    root.dataset.theme = mode;
    root.dataset.brand = brand;
    root.lang = lang;
    return () => {
      const left = (mounted.get(className) ?? 1) - 1;
      mounted.set(className, left);
      if (left === 0) root.classList.remove(className);
    };
  }, [className, mode, brand, lang]);
  return (
    <div
      className={className}
      data-theme={mode}
      data-brand={brand}
      lang={lang}
      style={fill ? { ...frameStyle, minHeight: '100vh' } : frameStyle}
    >
      {children}
    </div>
  );
}

/**
 * True under the story tests (.storybook/test-runner.ts sets it before the preview loads). axe then
 * reports violations only: passing and inapplicable rules are not detailed node by node, which only the
 * a11y panel shows, and the violations found are the same.
 */
const storyTests = (globalThis as { __STORY_TESTS__?: boolean }).__STORY_TESTS__ === true;

/**
 * addon-a11y's parameter under the story tests, per colour mode. The tests check each story in light, then
 * switch the same render to dark (.storybook/test-runner.ts): only colours change, so in dark axe runs the
 * rules whose outcome depends on colour, and the structural ones (names, roles, ARIA, landmarks) run once,
 * in light (146 stories: 133 s → 121 s). The a11y report's `toolOptions.runOnly` shows which set ran.
 */
const storyTestsA11y = {
  light: { test: 'error', options: { resultTypes: ['violations'] } },
  dark: {
    test: 'error',
    options: {
      resultTypes: ['violations'],
      runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] },
    },
  },
} as const;

const pick = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  options.find((option) => option === value) ?? fallback;

/**
 * Applies the toolbar's brand × colour mode × language. A story may bring its own brand with
 * `parameters: { brandTheme: { name, classes } }` (see Foundations/Consumer brand).
 */
const withTheme: Decorator = (Story, context) => {
  const mode = pick(colorModes, context.globals.theme, 'light');
  const brand = pick(brandNames, context.globals.brand, defaultBrand);
  const lang = pick(languageCodes, context.globals.locale, 'en' as Language);
  const custom = context.parameters.brandTheme as { name: string; classes: BrandTheme } | undefined;
  // addon-a11y reads the parameter after this render (its afterEach): the rules of this colour mode, with
  // the rules a story turns off (`a11y.config`: the brand grids' repeated landmarks).
  if (storyTests) {
    const { config } = (context.parameters.a11y ?? {}) as { config?: object };
    context.parameters.a11y = { ...storyTestsA11y[mode], ...(config ? { config } : {}) };
  }
  const classes = custom?.classes ?? brandThemes[brand];
  return (
    <UiProvider locale={lang} messages={languages[lang].messages}>
      <ThemeFrame
        className={classes[mode]}
        mode={mode}
        brand={custom?.name ?? brand}
        lang={lang}
        fill={context.viewMode !== 'docs'}
      >
        <Story />
      </ThemeFrame>
    </UiProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    // `theme` is the colour mode; the story tests switch it between light and dark.
    theme: {
      description: 'Colour mode',
      toolbar: {
        title: 'Mode',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    brand: {
      description: 'Brand (§1 gender code: the main site and its sister sites)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brandNames.map((name: BrandName) => ({
          value: name,
          title: `${brands[name].label} (${name})`,
        })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of UiProvider: messages and Intl formatting',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: languageCodes.map((code) => ({ value: code, title: languages[code].title, right: code })),
        dynamicTitle: true,
      },
    },
  },
  // Screenshots are taken with these: the default brand, English; the tests add dark.
  initialGlobals: { theme: 'light', brand: defaultBrand, locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    backgrounds: { disable: true },
    viewport: { options: viewports },
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    a11y: storyTests ? storyTestsA11y.light : { test: 'error' },
    docs: { codePanel: true },
  },
  tags: ['autodocs'],
};

export default preview;
