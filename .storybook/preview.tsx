import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { type CSSProperties, type ReactNode, useLayoutEffect } from 'react';
import { type ColorMode, colorModes, themes, UiProvider, vars } from '../packages/ui/src/index';

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

// Several frames may be mounted at once (docs pages); count them per mode before touching <html>.
const mounted = new Map<ColorMode, number>();

/**
 * Puts the theme class on <html> too, so portals (dialogs render into document.body) get the theme,
 * as the site does.
 */
function ThemeFrame({ mode, fill, children }: { mode: ColorMode; fill: boolean; children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    mounted.set(mode, (mounted.get(mode) ?? 0) + 1);
    root.classList.add(themes[mode]);
    root.dataset.theme = mode;
    return () => {
      const left = (mounted.get(mode) ?? 1) - 1;
      mounted.set(mode, left);
      if (left === 0) root.classList.remove(themes[mode]);
    };
  }, [mode]);
  return (
    <div
      className={themes[mode]}
      data-theme={mode}
      style={fill ? { ...frameStyle, minHeight: '100vh' } : frameStyle}
    >
      {children}
    </div>
  );
}

const withTheme: Decorator = (Story, context) => {
  const mode: ColorMode = colorModes.find((m) => m === context.globals.theme) ?? 'light';
  return (
    <UiProvider>
      <ThemeFrame mode={mode} fill={context.viewMode !== 'docs'}>
        <Story />
      </ThemeFrame>
    </UiProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour mode of the theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    backgrounds: { disable: true },
    viewport: { options: viewports },
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    a11y: { test: 'error' },
    docs: { codePanel: true },
  },
  tags: ['autodocs'],
};

export default preview;
