import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RequireAuthProvider } from '../RequireAuth/RequireAuth';
import { CategorySelectMenu } from './CategorySelectMenu';
import { CountrySelectMenu } from './CountrySelectMenu';
import { VideoActionsMenu } from './VideoActionsMenu';
import { VideoPageMenu } from './VideoPageMenu';

const video = { video_id: 1042, title: 'Harbour lights', is_private: 0 as const };
const member = { user_id: 7, username: 'kestrel' };

function Signed({
  children,
  viewer = member,
  onSignIn = () => {},
}: {
  children: ReactNode;
  viewer?: typeof member | null;
  onSignIn?: () => void;
}) {
  return (
    <RequireAuthProvider viewer={viewer} onSignInRequired={onSignIn}>
      {children}
    </RequireAuthProvider>
  );
}

describe('VideoActionsMenu', () => {
  it('lists only the given actions and calls them with the video id', async () => {
    const onWatchLater = vi.fn();
    const onShare = vi.fn();
    render(
      <Signed>
        <VideoActionsMenu video={video} onWatchLater={onWatchLater} onShare={onShare} />
      </Signed>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions for “Harbour lights”' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Watch later', 'Share']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Watch later' }));
    expect(onWatchLater).toHaveBeenCalledWith(1042);
  });

  it('opens the sign-in modal for a visitor instead of a login-requiring action', async () => {
    const onFavourites = vi.fn();
    const onShare = vi.fn();
    const onSignIn = vi.fn();
    render(
      <Signed viewer={null} onSignIn={onSignIn}>
        <VideoActionsMenu video={video} onFavourites={onFavourites} onShare={onShare} />
      </Signed>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Actions for/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Add to favourites' }));
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(onFavourites).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /Actions for/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Share' }));
    expect(onShare).toHaveBeenCalledWith(1042);
  });

  it('shows the owner actions, Edit first and the privacy toggle naming the next state', async () => {
    const onEdit = vi.fn();
    const onTogglePrivacy = vi.fn();
    render(
      <Signed>
        <VideoActionsMenu
          video={{ ...video, is_private: 1 }}
          owner={{ onEdit, onTogglePrivacy, onReadd: vi.fn(), onDelete: vi.fn() }}
        />
      </Signed>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Actions for/ }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Edit',
      'Make public',
      'Re-add…',
      'Delete…',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Make public' }));
    expect(onTogglePrivacy).toHaveBeenCalledWith(1042);
    await userEvent.click(screen.getByRole('button', { name: /Actions for/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith(1042);
  });
});

describe('VideoPageMenu', () => {
  it('gates download for visitors and copies the link for anyone', async () => {
    const onDownload = vi.fn();
    const onCopyLink = vi.fn();
    const onSignIn = vi.fn();
    render(
      <Signed viewer={null} onSignIn={onSignIn}>
        <VideoPageMenu onDownload={onDownload} onCopyLink={onCopyLink} />
      </Signed>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Download' }));
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(onDownload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(onCopyLink).toHaveBeenCalledOnce();
  });
});

describe('CountrySelectMenu', () => {
  it('shows the chosen country and picks another', async () => {
    const onValueChange = vi.fn();
    render(<CountrySelectMenu countries={['de', 'fr', 'us']} value="fr" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Country: France' }));
    expect(screen.getByRole('menuitemradio', { name: 'France' })).toBeChecked();
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Germany' }));
    expect(onValueChange).toHaveBeenCalledWith('de');
  });
});

describe('CategorySelectMenu', () => {
  const categories = ['Nature', 'City', 'Travel', 'Music'].map((title) => ({
    dir: title.toLowerCase(),
    title,
  }));

  it('adds and removes categories and stays open', async () => {
    const onValueChange = vi.fn();
    render(
      <CategorySelectMenu categories={categories} value={['city']} onValueChange={onValueChange} max={3} />,
    );
    await userEvent.click(screen.getByRole('button', { name: '1 category selected' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Travel' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['city', 'travel']);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'City' }));
    expect(onValueChange).toHaveBeenLastCalledWith([]);
  });

  it('disables the rest once the maximum is chosen', async () => {
    render(
      <CategorySelectMenu
        categories={categories}
        value={['city', 'music']}
        onValueChange={vi.fn()}
        max={2}
        defaultOpen
      />,
    );
    expect(screen.getByRole('menuitemcheckbox', { name: 'Nature' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitemcheckbox', { name: 'City' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByText('Categories (1–2)')).toBeInTheDocument();
  });
});
