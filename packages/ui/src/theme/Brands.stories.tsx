import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { memberVideo } from '../VideoCard/fixtures';
import { VideoCard } from '../VideoCard/VideoCard';
import { brandTokens } from './brand';
import { type BrandName, brandNames, brands } from './brands';
import { parseColor } from './color';
import { vars } from './contract.css';
import { brandThemes } from './themes.css';
import type { ColorMode } from './tokens/types';

/** `#b3264f` → `rgb(179, 38, 79)`, as getComputedStyle reports it. */
const rgb = (hex: string) => {
  const [r, g, b] = parseColor(hex);
  return `rgb(${r}, ${g}, ${b})`;
};

/** One brand in one mode: its own theme class on a panel, with the components that show the accent. */
function BrandPanel({ brand, mode }: { brand: BrandName; mode: ColorMode }) {
  const { label } = brands[brand];
  return (
    <section
      className={brandThemes[brand][mode]}
      aria-label={`${label} (${brand})`}
      data-brand={brand}
      style={{
        display: 'grid',
        gap: vars.space.md,
        alignContent: 'start',
        padding: vars.space.lg,
        background: vars.color.surface,
        color: vars.color.text,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
      }}
    >
      <h2 style={{ margin: 0, fontSize: vars.font.size.lg }}>{`${label} (${brand})`}</h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }}>
        <Button>Subscribe</Button>
        <Button variant="secondary">Share</Button>
        <Button variant="ghost">Report</Button>
      </div>
      <p style={{ margin: 0, color: vars.color.textMuted }}>
        {'Muted text with '}
        <a href="#terms" style={{ color: vars.color.link }}>
          the terms of use
        </a>
        {', '}
        <span style={{ color: vars.color.danger }}>an error</span>
        {' and '}
        <span style={{ color: vars.color.success }}>a success</span>.
      </p>
      <span
        style={{
          justifySelf: 'start',
          padding: `${vars.space.xxs} ${vars.space.sm}`,
          borderRadius: vars.radius.full,
          background: vars.color.accentSubtle,
          color: vars.color.text,
          fontSize: vars.font.size.sm,
        }}
      >
        Selected tag
      </span>
      <VideoCard video={{ ...memberVideo, props: { hd: 1, vr: 0 } }} />
    </section>
  );
}

function AllBrands({ mode }: { mode: ColorMode }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', gap: 16 }}>
      {brandNames.map((brand) => (
        <BrandPanel key={brand} brand={brand} mode={mode} />
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Brands',
  // The panels follow the toolbar's colour mode (and so the story tests' light and dark passes).
  render: (_args, { globals }) => <AllBrands mode={globals.theme === 'dark' ? 'dark' : 'light'} />,
  // Photographed in dark too (most stories are in light only: .storybook/test-runner.ts).
  parameters: { storyTests: { darkScreenshot: true } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The network's three brands (§1 gender codes) side by side in the current colour mode: each panel
 * carries its brand's theme class, so the same components take each brand's accent.
 */
export const AllBrandsSideBySide: Story = {
  name: 'All brands side by side',
  play: async ({ canvasElement, globals }) => {
    const mode: ColorMode = globals.theme === 'dark' ? 'dark' : 'light';
    for (const brand of brandNames) {
      const panel = within(canvasElement).getByRole('region', { name: `${brands[brand].label} (${brand})` });
      const primary = within(panel).getByRole('button', { name: 'Subscribe' });
      const accent = brandTokens(brands[brand], mode).color.accent;
      await expect(getComputedStyle(primary).backgroundColor).toBe(rgb(accent));
      await expect(getComputedStyle(panel).colorScheme).toBe(mode);
    }
  },
};

/** The toolbar's brand on the whole canvas (and `<html>`): switch it with the Brand menu. */
export const ToolbarBrand: Story = {
  name: 'Toolbar brand',
  render: (_args, { globals }) => {
    const brand = brandNames.find((b) => b === globals.brand) ?? 'str';
    return (
      <div style={{ display: 'grid', gap: vars.space.md, maxWidth: 360 }}>
        <p style={{ margin: 0 }}>{`Brand from the toolbar: ${brands[brand].label} (${brand})`}</p>
        <div style={{ display: 'flex', gap: vars.space.sm }}>
          <Button>Subscribe</Button>
          <Button variant="secondary">Share</Button>
        </div>
        <VideoCard video={{ ...memberVideo, props: { hd: 1, vr: 1 } }} />
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const mode: ColorMode = globals.theme === 'dark' ? 'dark' : 'light';
    const brand = brandNames.find((b) => b === globals.brand) ?? 'str';
    const primary = within(canvasElement).getByRole('button', { name: 'Subscribe' });
    await expect(getComputedStyle(primary).backgroundColor).toBe(
      rgb(brandTokens(brands[brand], mode).color.accent),
    );
    await expect(document.documentElement).toHaveClass(brandThemes[brand][mode]);
  },
};
