import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { UiProvider } from '../i18n/UiProvider';
import { vars } from '../theme/contract.css';
import { Flag, flagSizes, MODEL_COUNTRIES } from './Flag';

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(32px, 1fr))',
  gap: vars.space.sm,
  maxWidth: 720,
} as const;

const meta = {
  title: 'Primitives/Flag',
  component: Flag,
  args: { code: 'de', size: 'lg' },
  argTypes: {
    size: { control: 'inline-radio', options: flagSizes },
    code: { control: 'text' },
  },
} satisfies Meta<typeof Flag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The country's flag (an SVG file of flag-icons, loaded as an image), named after the country. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const flag = within(canvasElement).getByRole<HTMLImageElement>('img', { name: 'Germany' });
    await expect(flag).toHaveAttribute('src', '/flags/de.svg');
    await expect(flag).toHaveAttribute('loading', 'lazy');
    await waitFor(() => expect(flag.naturalWidth).toBeGreaterThan(0));
  },
};

/** `eu`, the §9 default country, is named too. */
export const EuropeanUnion: Story = {
  args: { code: 'eu' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'European Union' })).toBeVisible();
  },
};

/** The model country list of §9 (100 codes), and an unknown code at the end. */
export const ModelCountries: Story = {
  render: () => (
    <div style={grid}>
      {MODEL_COUNTRIES.map((code) => (
        <Flag key={code} code={code} />
      ))}
      <Flag code="xx" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(MODEL_COUNTRIES.length + 1);
    await expect(canvas.getByRole('img', { name: 'Netherlands' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Unknown country' })).toBeVisible();
  },
};

/** Codes nobody knows (or none) show a dashed placeholder named "Unknown country", never an error. */
export const UnknownCodes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: vars.space.md }}>
      {['xx', 'zz', 'usa', '', null].map((code) => (
        <Flag key={String(code)} code={code} size="lg" />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img', { name: 'Unknown country' })).toHaveLength(5);
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: vars.space.md }}>
      {flagSizes.map((size) => (
        <Flag key={size} code="pl" size={size} />
      ))}
    </div>
  ),
};

/** In German the names are German (`Intl.DisplayNames`), `eu` included. */
export const InGerman: Story = {
  render: () => (
    <UiProvider locale="de" messages={{ 'flag.unknown': 'Unbekanntes Land' }}>
      <div style={{ display: 'flex', gap: vars.space.md }}>
        <Flag code="de" size="lg" />
        <Flag code="eu" size="lg" />
        <Flag code="xx" size="lg" />
      </div>
    </UiProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Deutschland' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Europäische Union' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Unbekanntes Land' })).toBeVisible();
  },
};

/** Next to the written name the flag is decorative, so the country is read once. */
export const WithName: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' }}>
      {(['fr', 'gb', 'us'] as const).map((code) => (
        <li key={code} style={{ display: 'flex', alignItems: 'center', gap: vars.space.sm }}>
          <Flag code={code} size="sm" decorative />
          {new Intl.DisplayNames('en', { type: 'region' }).of(code.toUpperCase())}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: ModelCountries.render,
};
