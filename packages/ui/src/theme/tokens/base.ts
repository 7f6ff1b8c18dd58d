import type { ThemeTokens } from './types';

/** Tokens every brand and colour mode shares: everything but colours and shadows. */
export const baseTokens = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: { none: '0', sm: '4px', md: '8px', lg: '12px', xl: '16px', full: '9999px' },
  font: {
    family:
      "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    familyMono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
    size: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px', xxxl: '36px' },
    weight: { regular: '400', semibold: '600', bold: '700' },
    lineHeight: { tight: '1.25', normal: '1.5', relaxed: '1.7' },
  },
  size: {
    control: { sm: '32px', md: '40px', lg: '48px' },
    icon: { sm: '16px', md: '20px', lg: '24px' },
    targetMin: '24px',
  },
  zIndex: {
    base: '0',
    raised: '1',
    sticky: '100',
    dropdown: '1000',
    overlay: '1100',
    modal: '1200',
    toast: '1300',
    tooltip: '1400',
  },
  motion: {
    duration: { fast: '120ms', normal: '200ms', slow: '320ms' },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
      emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)',
      exit: 'cubic-bezier(0.3, 0, 1, 1)',
    },
  },
} as const satisfies Omit<ThemeTokens, 'color' | 'shadow'>;
