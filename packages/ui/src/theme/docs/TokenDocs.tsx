// Token tables for the Storybook docs pages (Introduction, Theming). Not exported from the package.
import type { CSSProperties, ReactNode } from 'react';
import { brandTokens, colorModes } from '../brand';
import { type BrandName, brandNames, brands } from '../brands';
import { vars } from '../contract.css';
import { checkContrast } from '../contrast';
import { brandThemes } from '../themes.css';
import { baseTokens } from '../tokens/base';
import type { BrandDefinition, ColorMode, ColorRole, ThemeTokens } from '../tokens/types';

const cell: CSSProperties = { padding: '6px 10px', textAlign: 'left', verticalAlign: 'middle' };
const mono: CSSProperties = { fontFamily: vars.font.familyMono, fontSize: vars.font.size.xs };
const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', margin: '8px 0 24px' };

/** A theme panel: its own theme class, so everything inside uses that brand × mode. */
function Panel({ className, title, children }: { className: string; title: string; children: ReactNode }) {
  return (
    <section
      className={className}
      aria-label={title}
      style={{
        background: vars.color.surface,
        color: vars.color.text,
        fontFamily: vars.font.family,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
        padding: vars.space.lg,
        minWidth: 0,
      }}
    >
      <h4 style={{ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.size.md, color: vars.color.text }}>
        {title}
      </h4>
      {children}
    </section>
  );
}

function Swatch({ role, value }: { role: ColorRole; value: string }) {
  return (
    <li
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        minWidth: 0,
        margin: 0,
        color: vars.color.text,
      }}
    >
      <span
        aria-hidden
        style={{
          flex: 'none',
          width: 28,
          height: 28,
          borderRadius: 6,
          background: value,
          boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
        }}
      />
      <span style={{ display: 'grid', minWidth: 0 }}>
        <span
          style={{
            fontSize: vars.font.size.sm,
            fontWeight: vars.font.weight.semibold,
            color: vars.color.text,
          }}
        >
          {role}
        </span>
        <span style={{ ...mono, color: vars.color.textMuted, overflowWrap: 'anywhere' }}>{value}</span>
      </span>
    </li>
  );
}

function Swatches({ tokens }: { tokens: ThemeTokens }) {
  return (
    <ul
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
        gap: 10,
      }}
    >
      {(Object.keys(vars.color) as ColorRole[]).map((role) => (
        <Swatch key={role} role={role} value={tokens.color[role]} />
      ))}
    </ul>
  );
}

/** The colour roles of one brand in both modes, each panel drawn in its own theme. */
export function BrandSwatches({
  brand,
  classes,
}: {
  brand: BrandDefinition;
  classes?: Readonly<Record<ColorMode, string>>;
}) {
  const themeClasses = classes ?? brandThemes[brand.name as BrandName];
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: 16 }}>
      {colorModes.map((mode) => (
        <Panel key={mode} className={themeClasses[mode]} title={`${brand.label} (${brand.name}), ${mode}`}>
          <Swatches tokens={brandTokens(brand, mode)} />
        </Panel>
      ))}
    </div>
  );
}

/** Every brand of the network × light and dark. */
export function AllBrandSwatches() {
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      {brandNames.map((name) => (
        <BrandSwatches key={name} brand={brands[name]} />
      ))}
    </div>
  );
}

/** The brand accents side by side: what differs between the network's themes. */
export function AccentTable() {
  const roles = ['accent', 'accentHover', 'accentText', 'accentSubtle', 'link'] as const;
  return (
    <table style={table}>
      <thead>
        <tr>
          <th style={cell}>brand</th>
          <th style={cell}>mode</th>
          {roles.map((role) => (
            <th key={role} style={cell}>
              {role}
            </th>
          ))}
          <th style={cell}>AA checks</th>
        </tr>
      </thead>
      <tbody>
        {brandNames.flatMap((name) =>
          colorModes.map((mode) => {
            const tokens = brandTokens(brands[name], mode);
            const report = checkContrast(tokens);
            return (
              <tr key={`${name}-${mode}`}>
                <td style={cell}>{name}</td>
                <td style={cell}>{mode}</td>
                {roles.map((role) => (
                  <td key={role} style={cell}>
                    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                      <span
                        aria-hidden
                        style={{
                          width: 16,
                          height: 16,
                          borderRadius: 4,
                          background: tokens.color[role],
                          boxShadow: 'inset 0 0 0 1px rgba(127,127,127,0.5)',
                        }}
                      />
                      <code style={mono}>{tokens.color[role]}</code>
                    </span>
                  </td>
                ))}
                <td style={cell}>
                  {report.pass
                    ? `${report.checks.length} passed`
                    : `${report.failures.length} failed: ${report.failures.map((f) => f.name).join(', ')}`}
                </td>
              </tr>
            );
          }),
        )}
      </tbody>
    </table>
  );
}

/** Every contrast pair of one brand and mode with its ratio. */
export function ContrastTable({
  brand = brands.str,
  mode = 'light',
}: {
  brand?: BrandDefinition;
  mode?: ColorMode;
}) {
  const report = checkContrast(brandTokens(brand, mode));
  return (
    <table style={table}>
      <thead>
        <tr>
          <th style={cell}>pair</th>
          <th style={cell}>for</th>
          <th style={cell}>ratio</th>
          <th style={cell}>AA minimum</th>
        </tr>
      </thead>
      <tbody>
        {report.checks.map((check) => (
          <tr key={check.name}>
            <td style={{ ...cell, ...mono }}>{check.name}</td>
            <td style={cell}>{check.purpose}</td>
            <td style={cell}>{`${check.ratio.toFixed(2)}:1 ${check.pass ? '✓' : '✗'}`}</td>
            <td style={cell}>{`${check.minimum}:1`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The space scale as bars. */
export function SpacingScale() {
  return (
    <table style={table}>
      <tbody>
        {Object.entries(baseTokens.space).map(([name, value]) => (
          <tr key={name}>
            <td style={{ ...cell, width: 120 }}>
              <code style={mono}>{`space.${name}`}</code>
            </td>
            <td style={{ ...cell, width: 60 }}>
              <code style={mono}>{value}</code>
            </td>
            <td style={cell}>
              <span
                style={{
                  display: 'block',
                  width: value,
                  height: 12,
                  background: vars.color.accent,
                  borderRadius: 2,
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The radii on sample boxes. */
export function RadiusScale() {
  return (
    <ul style={{ listStyle: 'none', padding: 0, display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      {Object.entries(baseTokens.radius).map(([name, value]) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 6 }}>
          <span
            style={{
              width: 72,
              height: 48,
              borderRadius: value,
              background: vars.color.accentSubtle,
              border: `2px solid ${vars.color.accent}`,
            }}
          />
          <code style={mono}>{`radius.${name} = ${value}`}</code>
        </li>
      ))}
    </ul>
  );
}

/** The type scale, set in the theme's font. */
export function TypeScale() {
  return (
    <table style={table}>
      <tbody>
        {Object.entries(baseTokens.font.size).map(([name, value]) => (
          <tr key={name}>
            <td style={{ ...cell, width: 160 }}>
              <code style={mono}>{`font.size.${name} = ${value}`}</code>
            </td>
            <td style={{ ...cell, fontSize: value, lineHeight: baseTokens.font.lineHeight.tight }}>
              Sunset timelapse over the harbour
            </td>
          </tr>
        ))}
        {Object.entries(baseTokens.font.weight).map(([name, value]) => (
          <tr key={name}>
            <td style={{ ...cell, width: 160 }}>
              <code style={mono}>{`font.weight.${name} = ${value}`}</code>
            </td>
            <td style={{ ...cell, fontWeight: value }}>Just added · 15.3K views</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Shadows, z-index layers and motion as a reference table. */
export function OtherTokens() {
  const rows: [string, string][] = [
    ...Object.entries(baseTokens.size.control).map(([k, v]): [string, string] => [`size.control.${k}`, v]),
    ...Object.entries(baseTokens.size.icon).map(([k, v]): [string, string] => [`size.icon.${k}`, v]),
    ['size.targetMin', baseTokens.size.targetMin],
    ...Object.entries(baseTokens.zIndex).map(([k, v]): [string, string] => [`zIndex.${k}`, v]),
    ...Object.entries(baseTokens.motion.duration).map(([k, v]): [string, string] => [
      `motion.duration.${k}`,
      v,
    ]),
    ...Object.entries(baseTokens.motion.easing).map(([k, v]): [string, string] => [`motion.easing.${k}`, v]),
  ];
  return (
    <table style={table}>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <td style={{ ...cell, width: 220 }}>
              <code style={mono}>{name}</code>
            </td>
            <td style={cell}>
              <code style={mono}>{value}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
