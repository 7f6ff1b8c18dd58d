import type { ReactNode } from 'react';
import { type BrandName, brandNames, brands } from '../theme/brands';
import { vars } from '../theme/contract.css';
import { brandThemes } from '../theme/themes.css';
import type { ColorMode } from '../theme/tokens/types';

/**
 * The screenshot stories' frame (Braid's `.screenshots` pattern): the same states of a component once per
 * brand, side by side, each column under its brand's theme class in the story tests' colour mode. The
 * story tests photograph these stories in light and dark (`screenshotParameters`), so each is the
 * component in all three brands × both modes, in two pictures, instead of every story in every brand and
 * mode (the other stories are photographed in light only; axe checks them in both modes).
 */
export function BrandColumns({
  mode,
  children,
}: {
  mode: ColorMode;
  children: (brand: BrandName) => ReactNode;
}) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${brandNames.length}, minmax(0, 1fr))`,
        gap: 12,
      }}
    >
      {brandNames.map((brand) => (
        <section
          key={brand}
          className={brandThemes[brand][mode]}
          aria-label={`${brands[brand].label} (${brand})`}
          style={{
            display: 'grid',
            gap: vars.space.md,
            alignContent: 'start',
            padding: vars.space.md,
            background: vars.color.surface,
            color: vars.color.text,
          }}
        >
          <h2 style={{ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted }}>
            {`${brands[brand].label} (${brand})`}
          </h2>
          {children(brand)}
        </section>
      ))}
    </div>
  );
}

/** The colour mode of the story (the toolbar's, which the story tests switch). */
export const modeOf = (globals: Record<string, unknown>): ColorMode =>
  globals.theme === 'dark' ? 'dark' : 'light';

/** The screenshot stories' parameters: padded, and photographed by the story tests in dark as in light. */
export const screenshotParameters = { layout: 'padded', storyTests: { darkScreenshot: true } };
