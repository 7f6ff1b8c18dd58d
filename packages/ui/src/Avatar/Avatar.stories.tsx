import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { vars } from '../theme/contract.css';
import { Avatar, avatarSizes } from './Avatar';

/** A generated portrait (an SVG data URL): no network, the same pixels on every run. */
function portrait(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 40%)"/></linearGradient></defs><rect width="96" height="96" fill="url(#g)"/><circle cx="48" cy="38" r="18" fill="hsl(${hue} 40% 92%)"/><path d="M14 96c0-20 15-32 34-32s34 12 34 32z" fill="hsl(${hue} 40% 92%)"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Fails to load at once, offline. */
const brokenImage = 'data:image/png;base64,AAAA';

const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.lg } as const;

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Anna Kowalska', size: 'lg' },
  argTypes: {
    size: { control: 'inline-radio', options: avatarSizes },
    src: { control: 'text' },
    ref: { table: { disable: true } },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a picture: an image whose alt text is the name. */
export const WithImage: Story = {
  args: { src: portrait(200) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Anna Kowalska' }).tagName).toBe('IMG'));
  },
};

/** No picture: the initials of the first and last names, still an image named after the person. */
export const Initials: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Anna Kowalska' })).toHaveTextContent('AK');
  },
};

/** A picture that fails to load keeps the initials. */
export const BrokenImage: Story = {
  args: { src: brokenImage, name: 'Kestrel' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Kestrel' });
    await expect(avatar).toHaveTextContent('K');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Every size, with a picture and with initials. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      <div style={row}>
        {avatarSizes.map((size, i) => (
          <Avatar key={size} size={size} name={`Member ${size}`} src={portrait(30 + i * 60)} />
        ))}
      </div>
      <div style={row}>
        {avatarSizes.map((size) => (
          <Avatar key={size} size={size} name="Marigold Lane" />
        ))}
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('img')).toHaveLength(avatarSizes.length));
  },
};

/**
 * Initials are whole graphemes, upper-cased by the locale: accents (also decomposed), Cyrillic, Greek,
 * usernames with separators; symbols and emoji are skipped; no letters at all gives a silhouette.
 */
export const InitialsOfManyNames: Story = {
  render: () => (
    <div style={row}>
      {[
        'Émile Zola',
        'e\u0301lodie durand',
        'Ана Петрова',
        'Νίκος Παππάς',
        'john_doe',
        'jean-luc.picard',
        '@kestrel',
        '🦊 Fox',
        '007',
        '',
      ].map((name) => (
        <Avatar key={name} name={name} size="md" />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Émile Zola' })).toHaveTextContent('ÉZ');
    await expect(canvas.getByRole('img', { name: 'Ана Петрова' })).toHaveTextContent('АП');
    await expect(canvas.getByRole('img', { name: 'john_doe' })).toHaveTextContent('JD');
    await expect(canvas.getByRole('img', { name: 'Anonymous' })).toBeVisible();
  },
};

/** Beside the written name the avatar is decorative, so the name is read once. */
export const Decorative: Story = {
  render: () => (
    <a href="#member" style={{ ...row, gap: vars.space.sm, color: vars.color.text }}>
      <Avatar name="Anna Kowalska" size="sm" decorative />
      <span>Anna Kowalska</span>
    </a>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Anna Kowalska' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <div style={row}>
      <Avatar name="Anna Kowalska" src={portrait(320)} size="xl" />
      <Avatar name="Anna Kowalska" size="xl" />
      <Avatar name="Kestrel" size="md" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('img')).toHaveLength(1));
  },
};
