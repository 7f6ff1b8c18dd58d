import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RequireAuthProvider } from '../RequireAuth/RequireAuth';
import { CategorySelectMenu } from './CategorySelectMenu';
import { CountrySelectMenu } from './CountrySelectMenu';
import { VideoActionsMenu } from './VideoActionsMenu';
import { VideoPageMenu } from './VideoPageMenu';

const body = () => within(document.body);
const video = { video_id: 1042, title: 'Sunset timelapse over the harbour', is_private: 0 as const };
const member = { user_id: 7, username: 'kestrel' };

const meta = {
  title: 'Components/ContextMenus',
  component: VideoActionsMenu,
  args: {
    video,
    onWatchLater: fn(),
    onFavourites: fn(),
    onAddTo: fn(),
    onShare: fn(),
    onReport: fn(),
  },
  decorators: [
    (Story, { parameters }) => (
      <RequireAuthProvider
        viewer={parameters.visitor ? null : member}
        onSignInRequired={(parameters.onSignIn as () => void) ?? (() => {})}
      >
        <div style={{ display: 'flex', justifyContent: 'center', minHeight: 420, paddingTop: 16 }}>
          <Story />
        </div>
      </RequireAuthProvider>
    ),
  ],
} satisfies Meta<typeof VideoActionsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card's video actions, opened. */
export const VideoActions: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Actions for/ }));
    const menu = await body().findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Watch later' }));
    await expect(args.onWatchLater).toHaveBeenCalledWith(1042);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Actions for/ }));
    await expect(await body().findByRole('menu')).toBeVisible();
  },
};

/** A visitor choosing a login-requiring action gets the sign-in modal (§4) instead. */
const onSignIn = fn();
export const VideoActionsVisitor: Story = {
  parameters: { visitor: true, onSignIn },
  play: async ({ canvasElement, args }) => {
    onSignIn.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Actions for/ }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Add to favourites' }));
    await expect(onSignIn).toHaveBeenCalledOnce();
    await expect(args.onFavourites).not.toHaveBeenCalled();
  },
};

/** The owner of an upload with status_id 6: edit, privacy toggle, re-add and delete. */
export const VideoActionsOwner: Story = {
  args: {
    video: { ...video, is_private: 1 },
    owner: { onEdit: fn(), onTogglePrivacy: fn(), onReadd: fn(), onDelete: fn() },
    onRemove: fn(),
    defaultOpen: true,
  },
  play: async () => {
    const menu = await body().findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent)
        .slice(-4),
    ).toEqual(['Edit', 'Make public', 'Re-add…', 'Delete…']);
    await expect(within(menu).getByRole('menuitem', { name: 'Delete…' })).toHaveAttribute(
      'data-tone',
      'danger',
    );
  },
};

export const VideoActionsMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultOpen: true },
};

/** The video page's menu. */
export const VideoPage: Story = {
  render: () => (
    <VideoPageMenu
      defaultOpen
      onDownload={fn()}
      onAddTo={fn()}
      onShare={fn()}
      onCopyLink={fn()}
      onReport={fn()}
    />
  ),
  play: async () => {
    const menu = await body().findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Download', 'Add to…', 'Share', 'Copy link', 'Report']);
  },
};

function CountryDemo({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [value, setValue] = useState('de');
  return (
    <CountrySelectMenu
      countries={['at', 'be', 'ch', 'de', 'es', 'fr', 'gb', 'it', 'nl', 'pl', 'pt', 'se', 'us']}
      value={value}
      onValueChange={setValue}
      defaultOpen={defaultOpen}
    />
  );
}

/** The country select: picking a country changes the trigger. */
export const CountrySelect: Story = {
  render: () => <CountryDemo />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Country: Germany' }));
    await userEvent.click(await body().findByRole('menuitemradio', { name: 'France' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Country: France' })).toBeVisible();
  },
};

export const CountrySelectOpen: Story = { render: () => <CountryDemo defaultOpen /> };

const categories = ['Nature', 'City', 'Travel', 'Music', 'Sports', 'Cooking', 'Animals', 'Art'].map(
  (title) => ({
    dir: title.toLowerCase(),
    title,
  }),
);

function CategoryDemo({ initial = [] as string[], defaultOpen = false }) {
  const [value, setValue] = useState(initial);
  return (
    <CategorySelectMenu
      categories={categories}
      value={value}
      onValueChange={setValue}
      min={1}
      max={3}
      defaultOpen={defaultOpen}
    />
  );
}

/** The category select: several at once, up to the maximum. */
export const CategorySelect: Story = {
  render: () => <CategoryDemo />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose categories' }));
    await userEvent.click(await body().findByRole('menuitemcheckbox', { name: 'Travel' }));
    await userEvent.click(body().getByRole('menuitemcheckbox', { name: 'Music' }));
    await expect(within(canvasElement).getByRole('button', { name: '2 categories selected' })).toBeVisible();
  },
};

/** At the maximum the other categories are disabled. */
export const CategorySelectFull: Story = {
  render: () => <CategoryDemo initial={['city', 'music', 'art']} defaultOpen />,
  play: async () => {
    await expect(await body().findByRole('menuitemcheckbox', { name: 'Nature' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
