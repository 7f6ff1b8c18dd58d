import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { findDialog } from '../internal/stories';
import { channelVideo, memberVideo } from '../VideoCard/fixtures';
import { VideoCard } from '../VideoCard/VideoCard';
import { brandTokens } from './brand';
import { brandNames } from './brands';
import { parseColor } from './color';
import { vars } from './contract.css';
import { sisterBrand, sisterTheme } from './examples/sisterBrand.css';
import type { ColorMode } from './tokens/types';

const rgb = (hex: string) => {
  const [r, g, b] = parseColor(hex);
  return `rgb(${r}, ${g}, ${b})`;
};

function SisterSite() {
  return (
    <div style={{ display: 'grid', gap: vars.space.xl, maxWidth: 720 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' }}>
        <Button>Upload a video</Button>
        <Dialog.Root>
          <Dialog.Trigger asChild>
            <Button variant="secondary">Share</Button>
          </Dialog.Trigger>
          <Dialog.Content title="Share this video" description="Copy the link below.">
            <p style={{ margin: 0, fontFamily: vars.font.familyMono, fontSize: vars.font.size.sm }}>
              https://sister.example/videos/1042/sunset-timelapse/
            </p>
            <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Dialog.Close asChild>
                <Button>Done</Button>
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Root>
        <Button variant="ghost">Report</Button>
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 16 }}>
        <VideoCard video={{ ...memberVideo, props: { hd: 1, vr: 0 }, is_trusted: 1 }} />
        <VideoCard video={{ ...channelVideo, props: { hd: 1, vr: 1 } }} />
      </div>
    </div>
  );
}

const meta = {
  title: 'Foundations/Consumer brand',
  component: SisterSite,
  parameters: {
    // The decorator puts this brand's class on the canvas and on <html> (for the dialog's portal),
    // instead of the toolbar's brand.
    brandTheme: { name: sisterBrand.name, classes: sisterTheme },
    docs: { story: { inline: false, iframeHeight: 520 } },
  },
} satisfies Meta<typeof SisterSite>;

export default meta;
type Story = StoryObj<typeof meta>;

const modeOf = (theme: unknown): ColorMode => (theme === 'dark' ? 'dark' : 'light');

/**
 * A brand the package does not ship: `sisterBrand.css.ts` (one file in the sister site's own code)
 * defines an orange accent and rounder corners, and `createBrandTheme` turns it into light and dark
 * classes. Button, the Dialog trigger and VideoCard take it without a change.
 */
export const Components: Story = {
  play: async ({ canvasElement, globals }) => {
    const tokens = brandTokens(sisterBrand, modeOf(globals.theme));
    const canvas = within(canvasElement);
    const primary = canvas.getByRole('button', { name: 'Upload a video' });
    await expect(getComputedStyle(primary).backgroundColor).toBe(rgb(tokens.color.accent));
    await expect(getComputedStyle(primary).color).toBe(rgb(tokens.color.accentText));
    await expect(getComputedStyle(primary).borderTopLeftRadius).toBe(tokens.radius.md);
    await expect(canvas.getByRole('button', { name: 'Share' })).toHaveAttribute('aria-haspopup', 'dialog');
    // The network's own brand classes are not involved.
    await expect(document.documentElement).toHaveClass(sisterTheme[modeOf(globals.theme)]);
    await expect(document.documentElement.dataset.brand).toBe(sisterBrand.name);
    await expect(brandNames).not.toContain(sisterBrand.name);
  },
};

/** The dialog renders into `document.body` and still has the consumer brand: the class is on `<html>`. */
export const DialogOpen: Story = {
  name: 'Dialog open',
  play: async ({ canvasElement, globals }) => {
    const tokens = brandTokens(sisterBrand, modeOf(globals.theme));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share' }));
    const dialog = await findDialog('Share this video');
    const done = within(dialog).getByRole('button', { name: 'Done' });
    await expect(getComputedStyle(done).backgroundColor).toBe(rgb(tokens.color.accent));
    await expect(getComputedStyle(dialog).backgroundColor).toBe(rgb(tokens.color.surfaceRaised));
  },
};
