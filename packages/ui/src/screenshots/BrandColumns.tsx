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
  rows = false,
  children,
}: {
  mode: ColorMode;
  /**
   * The brands one under the other, each the frame's full width: for the page's chrome (header, footer),
   * whose layout follows the viewport's width, not the column's.
   */
  rows?: boolean;
  children: (brand: BrandName) => ReactNode;
}) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: rows ? 'minmax(0, 1fr)' : `repeat(${brandNames.length}, minmax(0, 1fr))`,
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
            // One track as wide as the column, not as its content's widest minimum (a search field's).
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: vars.space.md,
            alignContent: 'start',
            // In rows, the component takes the row's whole width, as on a page.
            padding: rows ? `${vars.space.md} 0` : vars.space.md,
            background: vars.color.surface,
            color: vars.color.text,
          }}
        >
          <h2
            style={{
              margin: 0,
              paddingInline: rows ? vars.space.md : 0,
              fontSize: vars.font.size.sm,
              color: vars.color.textMuted,
            }}
          >
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

/**
 * The parameters of a grid of a component that is a landmark or holds named ones (the header's
 * navigation, the comments' region, the footer's): the grid shows it once per brand, so its landmarks
 * repeat their names by design, which axe's `landmark-unique` refuses. The component's own stories, one
 * per state, run that rule.
 */
export const landmarkScreenshotParameters = {
  ...screenshotParameters,
  a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
};
