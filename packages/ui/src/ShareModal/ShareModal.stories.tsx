import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findDialog } from '../internal/stories';
import { ShareModal } from './ShareModal';

const meta = {
  title: 'Components/ShareModal',
  component: ShareModal,
  args: {
    defaultOpen: true,
    url: 'https://example.test/videos/1042/sunset-timelapse-over-the-harbour/',
    embedUrl: 'https://example.test/embed/1042/',
    videoTitle: 'Sunset timelapse over the harbour',
    onCopied: fn(),
    // The story's clipboard: always succeeds, so the play function does not depend on permissions.
    copyText: fn(() => Promise.resolve()),
  },
  parameters: {
    docs: { story: { inline: false, iframeHeight: 560 } },
    // "Copied" / "Could not copy" goes after 3 s: the story tests' dark pass plays the story again.
    storyTests: { darkRemount: true },
  },
} satisfies Meta<typeof ShareModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link and the 426 × 265 embed code. */
export const Default: Story = {
  play: async () => {
    const dialog = await findDialog('Share');
    const embed = within(dialog).getByRole('textbox', { name: 'Embed code' }) as HTMLTextAreaElement;
    await expect(embed.value).toContain('width="426" height="265"');
  },
};

/**
 * Copying the link says "Copied" (the §8 `copied` notification) once, in the status line, and tells the
 * app; the button keeps its name (#27: it was said three times).
 */
export const CopiedLink: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Share');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await expect(args.copyText).toHaveBeenCalledWith(args.url);
    await expect(args.onCopied).toHaveBeenCalledWith('link');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Copied'));
    await expect(within(dialog).getAllByText('Copied')).toHaveLength(1);
    await expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeVisible();
  },
};

/** Copying the embed code. */
export const CopiedEmbed: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Share');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy embed code' }));
    await expect(args.onCopied).toHaveBeenCalledWith('embed');
  },
};

/** The clipboard refused: the user is told to copy by hand. */
export const CopyFailed: Story = {
  args: { copyText: fn(() => Promise.reject(new Error('denied'))) },
  play: async () => {
    const dialog = await findDialog('Share');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Could not copy'));
  },
};

/** A long title and address wrap. */
export const LongText: Story = {
  args: {
    videoTitle:
      'A very long title about a quiet morning walk along the river with the mist rising over the meadows and the first light on the hills',
    url: 'https://example.test/videos/987654321/a-very-long-title-about-a-quiet-morning-walk-along-the-river-with-the-mist/',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
