import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UiProvider } from '../i18n/UiProvider';
import { VideoActions } from './VideoActions';

const meta = {
  title: 'Components/VideoActions',
  component: VideoActions,
  args: { onShare: fn(), onReport: fn(), onAddTo: fn(), onDownload: fn() },
} satisfies Meta<typeof VideoActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each button calls its callback; the page opens the modal. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Video actions' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Report' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
    await expect(args.onReport).toHaveBeenCalledTimes(1);
    await expect(args.onAddTo).toHaveBeenCalledTimes(1);
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

/** The download is being prepared: that button is busy and ignores clicks. */
export const DownloadPending: Story = {
  args: { pending: 'download' },
  play: async ({ canvasElement, args }) => {
    const download = within(canvasElement).getByRole('button', { name: 'Download' });
    await expect(download).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(download);
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};

/** Without download (e.g. where the site turns it off). */
export const WithoutDownload: Story = {
  args: { hidden: ['download'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  },
};

/** Every action hidden: nothing is rendered. */
export const Empty: Story = { args: { hidden: ['share', 'report', 'addTo', 'download'] } };

/** Longer labels of another language are cut with an ellipsis on phones instead of breaking the row. */
export const LongText: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <UiProvider
      locale="de"
      messages={{
        'videoPage.actions.share': 'Teilen mit Freunden',
        'videoPage.actions.report': 'Inhalt melden',
        'videoPage.actions.addTo': 'Hinzufügen zur Playlist',
        'videoPage.actions.download': 'Herunterladen',
      }}
    >
      <VideoActions {...args} />
    </UiProvider>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to' }));
    await expect(args.onAddTo).toHaveBeenCalledTimes(1);
  },
};
