import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: {
    title: 'No videos yet',
    description: 'Videos this member uploads will show here.',
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    icon: { table: { disable: true } },
    action: { table: { disable: true } },
    ref: { table: { disable: true } },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A title and a description, no action. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No videos yet', level: 2 })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Just a title. */
export const TitleOnly: Story = { args: { description: undefined, title: 'No playlists' } };

/** §2 404 page: a title, an explanation and the go-to-main-page button. */
export const NotFoundPage: Story = {
  args: {
    title: 'Page not found',
    description: 'The page you are looking for was moved or never existed.',
    homeHref: '/',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Go to main page' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

const onUpload = fn();

/** An action of the caller's own (here a button), beside the go-to-main-page link. */
export const WithActions: Story = {
  args: {
    title: 'Your uploads',
    description: 'You have not uploaded any videos yet.',
    action: <Button onClick={onUpload}>Upload a video</Button>,
    homeHref: '/',
  },
  play: async ({ canvasElement }) => {
    onUpload.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload a video' }));
    await expect(onUpload).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Go to main page' })).toBeVisible();
  },
};

/** Long, unbroken text wraps inside the block. */
export const LongText: Story = {
  args: {
    title: 'No results for “extraordinarilylongsearchtermwithoutanyspacesatallthatkeepsgoing”',
    description:
      'We looked through every category, channel and model but found nothing that matches. Check the spelling, try fewer words, or clear the type and duration filters to see more videos.',
    homeHref: '/',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: NotFoundPage.args,
};
