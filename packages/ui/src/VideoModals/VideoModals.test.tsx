import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AddToPlaylist } from './AddToModal';
import { AddToModal } from './AddToModal';
import { AgeVerificationModal } from './AgeVerificationModal';
import { DeleteVideoModal } from './DeleteVideoModal';
import { EditPlaylistModal } from './EditPlaylistModal';
import { ReaddVideoModal } from './ReaddVideoModal';

const words = ['Harbour', 'Meadow', 'Summit', 'Canyon', 'Orchard', 'Lagoon', 'Valley', 'Glacier'];
const playlists = (n: number, from = 1): AddToPlaylist[] =>
  Array.from({ length: n }, (_, i) => ({
    playlist_id: from + i,
    title: `${words[(from + i) % words.length]} list ${from + i}`,
    statistics: { videos: from + i },
  }));

describe('AddToModal', () => {
  it('adds to favourites, shows Added, and shows an already-added error per row', async () => {
    const onAdd = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce({ code: 'already_in_watch_later' });
    render(<AddToModal defaultOpen playlists={playlists(3)} totalPlaylists={3} onAdd={onAdd} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Favourites' }));
    expect(onAdd).toHaveBeenCalledWith({ type: 'favourites' });
    expect(await screen.findByRole('button', { name: 'Favourites: Added' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Watch later' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Already in watch later');
  });

  it('pages 5 playlists at a time and asks for more when a page is not loaded', async () => {
    const onLoadMore = vi.fn();
    const first = playlists(5);
    const { rerender } = render(
      <AddToModal
        defaultOpen
        playlists={first}
        totalPlaylists={23}
        onAdd={vi.fn()}
        onLoadMore={onLoadMore}
      />,
    );
    expect(screen.getByText('Page 1 of 5')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Add to .* list/ })).toHaveLength(5);
    expect(onLoadMore).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Next playlists' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent('Loading playlists');
    rerender(
      <AddToModal
        defaultOpen
        playlists={[...first, ...playlists(15, 6)]}
        totalPlaylists={23}
        onAdd={vi.fn()}
        onLoadMore={onLoadMore}
      />,
    );
    expect(screen.getByRole('button', { name: 'Add to Valley list 6' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous playlists' })).toBeEnabled();
  });

  it('adds to a playlist by id, and shows the empty and error states', async () => {
    const onAdd = vi.fn(() => Promise.resolve());
    const { rerender } = render(
      <AddToModal defaultOpen playlists={playlists(2)} totalPlaylists={2} onAdd={onAdd} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to Summit list 2' }));
    expect(onAdd).toHaveBeenCalledWith({ type: 'playlist', playlist_id: 2 });
    rerender(<AddToModal defaultOpen playlists={[]} totalPlaylists={0} onAdd={onAdd} />);
    expect(screen.getByText('You have no playlists yet.')).toBeInTheDocument();
    const onRetry = vi.fn();
    rerender(
      <AddToModal
        defaultOpen
        playlists={[]}
        totalPlaylists={0}
        playlistsStatus="error"
        onRetry={onRetry}
        onAdd={onAdd}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('creates a playlist inline with the site orientation and checks its title length', async () => {
    const onCreatePlaylist = vi.fn(() => Promise.resolve(undefined));
    render(
      <AddToModal
        defaultOpen
        playlists={[]}
        totalPlaylists={0}
        onAdd={vi.fn()}
        orientation="gay"
        onCreatePlaylist={onCreatePlaylist}
      />,
    );
    const form = screen.getByRole('form', { name: 'New playlist' });
    await userEvent.type(within(form).getByLabelText(/Playlist title/), 'ab');
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Length between 3 and 100')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Playlist title/), 'c');
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(onCreatePlaylist).toHaveBeenCalledWith({
        title: 'abc',
        desc: '',
        visible: 1,
        orientation: 'gay',
      }),
    );
  });

  it('creates a private playlist with a description and adds the video to it at once', async () => {
    const onCreatePlaylist = vi.fn(() => Promise.resolve({ playlist_id: 42 }));
    const onAdd = vi.fn(() => Promise.resolve());
    render(
      <AddToModal
        defaultOpen
        playlists={[]}
        totalPlaylists={0}
        onAdd={onAdd}
        orientation="str"
        onCreatePlaylist={onCreatePlaylist}
      />,
    );
    const form = screen.getByRole('form', { name: 'New playlist' });
    await userEvent.type(within(form).getByLabelText(/Playlist title/), 'Quiet harbour');
    const desc = within(form).getByLabelText(/Description/);
    await userEvent.click(desc);
    await userEvent.paste('x'.repeat(501));
    // Up to 500 characters (§5): no more can be entered.
    expect(desc).toHaveValue('x'.repeat(500));
    await userEvent.clear(desc);
    await userEvent.type(desc, 'Evening walks');
    await userEvent.click(within(form).getByRole('radio', { name: 'Only me' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(onCreatePlaylist).toHaveBeenCalledWith({
        title: 'Quiet harbour',
        desc: 'Evening walks',
        visible: 0,
        orientation: 'str',
      }),
    );
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith({ type: 'playlist', playlist_id: 42 }));
    expect(within(form).getByLabelText(/Playlist title/)).toHaveValue('');
  });
});

describe('EditPlaylistModal', () => {
  it('enforces a title of 3 to 100 characters (the §5 discrepancy resolved to 100)', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<EditPlaylistModal defaultOpen defaultOrientation="str" onSubmit={onSubmit} />);
    const title = screen.getByLabelText(/Title/);
    await userEvent.click(title);
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Length between 3 and 100')).toBeInTheDocument();
    await userEvent.clear(title);
    await userEvent.paste('x'.repeat(100));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        title: 'x'.repeat(100),
        desc: '',
        visible: 1,
        orientation: 'str',
      }),
    );
  });

  it('requires an orientation when creating, not when editing', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { unmount } = render(<EditPlaylistModal defaultOpen onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/Title/), 'Evening walks');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    unmount();
    render(
      <EditPlaylistModal
        defaultOpen
        playlist={{ title: 'Evening walks', description: 'Calm scenes', visible: 0 }}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Only me' })).toBeChecked();
    expect(screen.queryByRole('radiogroup', { name: /Orientation/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'All users' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ title: 'Evening walks', desc: 'Calm scenes', visible: 1 }),
    );
  });

  it('stops the description at 500 and shows not_owner in the banner', async () => {
    render(
      <EditPlaylistModal
        defaultOpen
        playlist={{ title: 'Evening walks', description: '', visible: 1 }}
        onSubmit={() => Promise.reject({ code: 'not_owner' })}
      />,
    );
    const desc = screen.getByLabelText(/Description/) as HTMLTextAreaElement;
    await userEvent.click(desc);
    await userEvent.paste('y'.repeat(600));
    expect(desc.value).toHaveLength(500);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not the owner of this playlist');
  });
});

describe('ReaddVideoModal', () => {
  it('offers 7 days, takes digits only and sends a number', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<ReaddVideoModal defaultOpen videoTitle="Harbour lights" onSubmit={onSubmit} />);
    const days = screen.getByLabelText(/Days/);
    expect(days).toHaveValue('7');
    await userEvent.clear(days);
    await userEvent.type(days, '1a4');
    expect(days).toHaveValue('14');
    await userEvent.click(screen.getByRole('button', { name: 'Re-add' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ days: 14 }));
  });

  it('rejects 0 days', async () => {
    const onSubmit = vi.fn();
    render(<ReaddVideoModal defaultOpen videoTitle="Harbour lights" onSubmit={onSubmit} />);
    await userEvent.clear(screen.getByLabelText(/Days/));
    await userEvent.type(screen.getByLabelText(/Days/), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Re-add' }));
    expect(await screen.findByText('Enter 1 or more')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('DeleteVideoModal', () => {
  it('confirms, and shows the server error', async () => {
    const onConfirm = vi.fn(() => Promise.reject({ code: 'general_error' }));
    render(<DeleteVideoModal defaultOpen videoTitle="Harbour lights" onConfirm={onConfirm} />);
    // It can be re-added (#25 item 5): the dialog no longer says it cannot be undone.
    expect(
      screen.getByText(
        'Delete “Harbour lights”? It leaves the site at once. It stays in your uploads, marked deleted, where you can re-add it.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});

describe('AgeVerificationModal', () => {
  it('closes only on agree', async () => {
    const onAgree = vi.fn();
    render(<AgeVerificationModal defaultOpen onAgree={onAgree} />);
    const dialog = screen.getByRole('dialog', { name: 'This is an adult website' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: /I am 18 or older/ }));
    });
    expect(onAgree).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
