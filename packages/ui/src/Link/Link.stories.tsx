import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type LinkComponent, UiProvider } from '../i18n/UiProvider';
import { Link, linkTones, linkUnderlines } from './Link';

/** Stands in for a router's link (React Router's `<Link to>`): marks what it renders. */
const RouterLink: LinkComponent = ({ href, children, ...rest }) => (
  <a href={href} data-router-link="" {...rest}>
    {children}
  </a>
);

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: {
    href: '/videos/1042/sunset-timelapse-over-the-harbour/',
    children: 'Sunset timelapse over the harbour',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: linkTones },
    underline: { control: 'inline-radio', options: linkUnderlines },
    external: { control: 'boolean' },
    asChild: { table: { disable: true } },
  },
  decorators: [
    (Story) => (
      <UiProvider linkComponent={RouterLink}>
        <Story />
      </UiProvider>
    ),
  ],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An internal path goes through the `UiProvider`'s link component (the router); Tab reaches it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Sunset timelapse over the harbour' });
    await expect(link).toHaveAttribute('href', '/videos/1042/sunset-timelapse-over-the-harbour/');
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** Every tone, underlined always and on hover only. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {linkUnderlines.map((underline) =>
        linkTones.map((tone) => (
          <div key={`${underline}-${tone}`}>
            <Link {...args} tone={tone} underline={underline}>
              {`${tone} link, underline ${underline}`}
            </Link>
          </div>
        )),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(
      linkTones.length * linkUnderlines.length,
    );
  },
};

/** In running text a link is underlined, so it is not told apart by colour alone. */
export const InText: Story = {
  render: (args) => (
    <p style={{ maxWidth: 560, margin: 0 }}>
      By uploading you accept the{' '}
      <Link {...args} href="/terms/">
        terms of use
      </Link>{' '}
      and confirm that you own the rights to the video, as described in our{' '}
      <Link {...args} href="/dmca/">
        copyright policy
      </Link>
      .
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'terms of use' });
    await expect(getComputedStyle(link).textDecorationLine).toContain('underline');
  },
};

/**
 * `external`: a new tab with `rel="noopener noreferrer"`, an icon, and "(opens in a new tab)" read by
 * assistive technology. It skips the router.
 */
export const External: Story = {
  args: { href: 'https://example.com/help/uploading', external: true, children: 'Help with uploading' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Help with uploading (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).not.toHaveAttribute('data-router-link');
  },
};

/** `asChild` gives another element (here a plain anchor with its own attributes) the link look. */
export const AsChild: Story = {
  args: { asChild: true, tone: 'neutral' },
  render: (args) => (
    <Link {...args}>
      <a href="#comments" data-section="comments">
        Jump to the comments
      </a>
    </Link>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Jump to the comments' });
    await expect(link).toHaveAttribute('href', '#comments');
    await expect(link).toHaveAttribute('data-tone', 'neutral');
    await expect(link).not.toHaveAttribute('data-router-link');
  },
};

/** A very long link text (or a bare URL) wraps instead of overflowing its box. */
export const LongText: Story = {
  args: {
    href: 'https://example.com/a/very/long/path/that/someone/pasted/into/a/comment/without/spaces/at/all/anywhere',
    external: true,
    children:
      'https://example.com/a/very/long/path/that/someone/pasted/into/a/comment/without/spaces/at/all/anywhere',
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Link {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

/** Footer-style links on the mobile layout. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <nav aria-label="Footer">
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 16, margin: 0, padding: 0, listStyle: 'none' }}>
        <li>
          <Link {...args} tone="muted" underline="hover" href="/terms/">
            Terms
          </Link>
        </li>
        <li>
          <Link {...args} tone="muted" underline="hover" href="/privacy/">
            Privacy
          </Link>
        </li>
        <li>
          <Link {...args} tone="muted" underline="hover" href="https://example.com/status" external>
            Service status
          </Link>
        </li>
      </ul>
    </nav>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Terms' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Service status (opens in a new tab)' })).toBeVisible();
  },
};
