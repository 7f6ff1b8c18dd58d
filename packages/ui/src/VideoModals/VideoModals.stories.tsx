import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findDialog } from '../internal/stories';
import { AddToModal, type AddToPlaylist, type NewPlaylistValues } from './AddToModal';
import { AgeVerificationModal } from './AgeVerificationModal';
import { DeleteVideoModal } from './DeleteVideoModal';
import { EditPlaylistModal } from './EditPlaylistModal';
import { ReaddVideoModal } from './ReaddVideoModal';

const pending = () => new Promise<never>(() => {});
/** Creating a playlist: answers its id (the modal then adds the video to it), or nothing. */
const created = (playlist_id?: number) =>
  fn(
    (_values: NewPlaylistValues): Promise<{ playlist_id: number } | undefined> =>
      Promise.resolve(playlist_id === undefined ? undefined : { playlist_id }),
  );

const words = [
  'Harbour',
  'Meadow',
  'Summit',
  'Canyon',
  'Orchard',
  'Lagoon',
  'Valley',
  'Glacier',
  'Prairie',
  'Delta',
];
const playlists = (n: number, from = 1): AddToPlaylist[] =>
  Array.from({ length: n }, (_, i) => ({
    playlist_id: from + i,
    title: `${words[(from + i) % words.length]} evenings ${from + i}`,
    statistics: { videos: (from + i) * 3 },
  }));

const meta = {
  title: 'Components/VideoModals',
  component: AddToModal,
  args: {
    defaultOpen: true,
    playlists: playlists(20),
    totalPlaylists: 23,
    onAdd: fn(() => Promise.resolve()),
    onLoadMore: fn(),
    onRetry: fn(),
    onCreatePlaylist: created(),
    orientation: 'str',
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 760 } } },
} satisfies Meta<typeof AddToModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add to: favourites, watch later, then the member's playlists 5 a page (§9), and a new playlist inline. */
export const AddTo: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Add to');
    await expect(within(dialog).getByText('Page 1 of 5')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Favourites' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ type: 'favourites' });
    await expect(await within(dialog).findByRole('button', { name: 'Favourites: Added' })).toBeDisabled();
  },
};

/** Paging forward; a page beyond the 20 loaded asks for the next 20 and shows placeholders. */
export const AddToLoadingMore: Story = {
  args: { defaultPage: 5 },
  play: async ({ args }) => {
    const dialog = await findDialog('Add to');
    await expect(within(dialog).getByText('Page 5 of 5')).toBeVisible();
    await expect(args.onLoadMore).toHaveBeenCalled();
    // The new playlist form's description counter is a status too.
    await expect(within(dialog).getByText('Loading playlists')).toHaveAttribute('role', 'status');
  },
};

/** Already in a target: that row says so. */
export const AddToAlreadyAdded: Story = {
  args: {
    added: ['watch_later'],
    onAdd: fn(() => Promise.reject({ code: 'already_in_playlist' })),
  },
  play: async () => {
    const dialog = await findDialog('Add to');
    await expect(within(dialog).getByRole('button', { name: 'Watch later: Added' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Meadow evenings 1' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Already in this playlist');
  },
};

/** A row waiting for the server. */
export const AddToPending: Story = {
  args: { onAdd: fn(pending) },
  play: async () => {
    const dialog = await findDialog('Add to');
    const button = within(dialog).getByRole('button', { name: 'Add to Watch later' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Creating a playlist inline: its title is 3–100 characters. */
export const AddToCreatePlaylist: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Add to');
    const form = within(dialog).getByRole('form', { name: 'New playlist' });
    await userEvent.type(within(form).getByLabelText(/Playlist title/), 'ab');
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await expect(await within(form).findByText('Length between 3 and 100')).toBeVisible();
    await userEvent.type(within(form).getByLabelText(/Playlist title/), 'c');
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(args.onCreatePlaylist).toHaveBeenCalledWith({
        title: 'abc',
        desc: '',
        visible: 1,
        orientation: 'str',
      }),
    );
  },
};

/** The new playlist form filled in: a description and "Only me"; the new playlist gets the video at once. */
export const AddToCreatePrivatePlaylist: Story = {
  args: { onCreatePlaylist: created(99) },
  play: async ({ args }) => {
    const dialog = await findDialog('Add to');
    const form = within(dialog).getByRole('form', { name: 'New playlist' });
    await userEvent.type(within(form).getByLabelText(/Playlist title/), 'Quiet harbour');
    await userEvent.type(within(form).getByLabelText(/Description/), 'Evening walks by the sea');
    await userEvent.click(within(form).getByRole('radio', { name: 'Only me' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(args.onCreatePlaylist).toHaveBeenCalledWith({
        title: 'Quiet harbour',
        desc: 'Evening walks by the sea',
        visible: 0,
        orientation: 'str',
      }),
    );
    await waitFor(() => expect(args.onAdd).toHaveBeenCalledWith({ type: 'playlist', playlist_id: 99 }));
  },
};

/** The first request is under way. */
export const AddToLoading: Story = { args: { playlists: [], totalPlaylists: 0, playlistsStatus: 'loading' } };

/** The member has no playlists. */
export const AddToEmpty: Story = { args: { playlists: [], totalPlaylists: 0 } };

/** Loading the playlists failed. */
export const AddToError: Story = {
  args: { playlists: [], totalPlaylists: 0, playlistsStatus: 'error' },
  play: async ({ args }) => {
    const dialog = await findDialog('Add to');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Long playlist titles wrap. */
export const AddToLongTitles: Story = {
  args: {
    playlists: [
      {
        playlist_id: 1,
        title:
          'Calm coastal scenes filmed at dawn over several weeks along the northern shoreline and its islands',
        statistics: { videos: 1 },
      },
      ...playlists(2, 2),
    ],
    totalPlaylists: 3,
  },
};

export const AddToMobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** Edit a playlist: title 3–100 (see the note below), description ≤ 500, visibility. */
export const EditPlaylist: Story = {
  render: () => (
    <EditPlaylistModal
      defaultOpen
      playlist={{ title: 'Evening walks', description: 'Calm scenes from the park.', visible: 1 }}
      onSubmit={fn(() => Promise.resolve())}
    />
  ),
};

/**
 * §5 gives the playlist title as 3–100 characters but its message as "3 to 10". We enforce 3–100 (as
 * §9 and the contract do) and the message says what is enforced: "Length between 3 and 100".
 */
export const EditPlaylistTitleLength: Story = {
  render: () => <EditPlaylistModal defaultOpen defaultOrientation="str" onSubmit={fn()} />,
  play: async () => {
    const dialog = await findDialog('New playlist');
    await userEvent.type(within(dialog).getByLabelText(/^Title/), 'ab');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(await within(dialog).findByText('Length between 3 and 100')).toBeVisible();
  },
};

/** Creating: orientation is required (§5). */
export const CreatePlaylistRequired: Story = {
  render: () => <EditPlaylistModal defaultOpen onSubmit={fn()} />,
  play: async () => {
    const dialog = await findDialog('New playlist');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(within(dialog).getAllByText('This field is required')).toHaveLength(2));
    await expect(within(dialog).getByLabelText(/^Title/)).toHaveFocus();
  },
};

/** Not the owner (§8): the banner says so. */
export const EditPlaylistNotOwner: Story = {
  render: () => (
    <EditPlaylistModal
      defaultOpen
      playlist={{ title: 'Evening walks', description: '', visible: 0 }}
      onSubmit={() => Promise.reject({ code: 'not_owner' })}
    />
  ),
  play: async () => {
    const dialog = await findDialog('Edit playlist');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You are not the owner of this playlist',
    );
  },
};

export const EditPlaylistPending: Story = {
  render: () => (
    <EditPlaylistModal
      defaultOpen
      playlist={{ title: 'Evening walks', description: '', visible: 1 }}
      onSubmit={pending}
    />
  ),
  play: async () => {
    const dialog = await findDialog('Edit playlist');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
  },
};

export const EditPlaylistMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <EditPlaylistModal defaultOpen defaultOrientation="gay" onSubmit={fn()} />,
};

/** Delete an own upload (act 2). */
export const DeleteVideo: Story = {
  render: () => (
    <DeleteVideoModal defaultOpen videoTitle="Sunset timelapse over the harbour" onConfirm={fn()} />
  ),
};

export const DeleteVideoPending: Story = {
  render: () => (
    <DeleteVideoModal defaultOpen videoTitle="Sunset timelapse over the harbour" onConfirm={pending} />
  ),
  play: async () => {
    const dialog = await findDialog('Delete video');
    const button = within(dialog).getByRole('button', { name: 'Delete' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

export const DeleteVideoError: Story = {
  render: () => (
    <DeleteVideoModal
      defaultOpen
      videoTitle="Sunset timelapse over the harbour"
      onConfirm={() => Promise.reject({ code: 'general_error' })}
    />
  ),
  play: async () => {
    const dialog = await findDialog('Delete video');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong');
  },
};

/** Re-add for a number of days (numeric, default 7). */
export const ReaddVideo: Story = {
  render: () => (
    <ReaddVideoModal defaultOpen videoTitle="Sunset timelapse over the harbour" onSubmit={fn()} />
  ),
  play: async () => {
    const dialog = await findDialog('Re-add video');
    await expect(within(dialog).getByLabelText(/Days/)).toHaveValue('7');
  },
};

export const ReaddVideoInvalid: Story = {
  render: () => (
    <ReaddVideoModal defaultOpen videoTitle="Sunset timelapse over the harbour" onSubmit={fn()} />
  ),
  play: async () => {
    const dialog = await findDialog('Re-add video');
    const days = within(dialog).getByLabelText(/Days/);
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Re-add' }));
    await expect(await within(dialog).findByText('Enter 1 or more')).toBeVisible();
  },
};

/** Age verification: no close button; only agreeing closes it. */
export const AgeVerification: Story = {
  render: () => <AgeVerificationModal defaultOpen onAgree={fn()} />,
  play: async () => {
    const dialog = await findDialog('This is an adult website');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
  },
};

export const AgeVerificationMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <AgeVerificationModal defaultOpen onAgree={fn()} />,
};
