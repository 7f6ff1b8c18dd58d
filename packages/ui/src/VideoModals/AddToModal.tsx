import { type Gender, PAGING, type Playlist, TEXT_LIMITS } from '@site/api';
import { playlistCreateInputSchema } from '@site/api/contract';
import { useEffect, useState } from 'react';
import { Button } from '../Button/Button';
import { FormBanner } from '../Form/Banner';
import { FormRadioGroup, FormTextArea, FormTextField } from '../Form/FormFields';
import { type ModalOpenProps, ModalShell } from '../Form/FormModal';
import { codeMessage, toSubmitFailure } from '../Form/serverErrors';
import { useModalForm } from '../Form/useModalForm';
import { dialogsEn } from '../i18n/messages/dialogs';
import { useMessages } from '../i18n/UiProvider';
import { SkeletonList } from '../Skeleton/Skeleton';
import * as styles from './VideoModals.css';

/** Where a video can be added (§2 "Add to"). */
export type AddToTarget =
  | { type: 'favourites' }
  | { type: 'watch_later' }
  | { type: 'playlist'; playlist_id: number };

/** A playlist as the modal lists it: a Pick of the contract's Playlist. */
export type AddToPlaylist = Pick<Playlist, 'playlist_id' | 'title'> & {
  statistics: Pick<Playlist['statistics'], 'videos'>;
};

export interface AddToModalProps extends ModalOpenProps {
  /** The member's playlists loaded so far (the app loads 20 a request, §9). */
  playlists: readonly AddToPlaylist[];
  /** How many playlists the member has (`total_count`). */
  totalPlaylists: number;
  /** `loading` while a request is under way (placeholders for the page), `error` when it failed. */
  playlistsStatus?: 'ready' | 'loading' | 'error';
  /** The page being shown needs playlists not loaded yet: load the next 20. */
  onLoadMore?: () => void;
  /** Retry the failed load. */
  onRetry?: () => void;
  /** Adds the video. Resolve on success; reject with the API's error (`already_in_…`, `not_owner`…). */
  onAdd: (target: AddToTarget) => Promise<unknown> | unknown;
  /**
   * Creates a playlist (section new) with its title, description and visibility; the app then adds it to
   * `playlists`. Resolve with the new `playlist_id`: the modal then adds the video to it at once (`onAdd`).
   */
  onCreatePlaylist?: (values: NewPlaylistValues) => Promise<{ playlist_id: number } | undefined>;
  /** The orientation a new playlist gets (the site's gender). */
  orientation?: Gender;
  /** Targets that already hold the video, shown as added. */
  added?: readonly string[];
  /** The page first shown (1-based). */
  defaultPage?: number;
}

/** The add-to modal's new playlist: the playlist act's fields (section new). */
export interface NewPlaylistValues {
  title: string;
  desc: string;
  /** 1 all users, 0 only the owner (§4). */
  visible: 0 | 1;
  orientation: Gender;
}

type ItemState = { status: 'pending' } | { status: 'added' } | { status: 'error'; message: string };

/** The key of a target in `added` and the item states: `favourites`, `watch_later`, `playlist:12`. */
export function addToKey(target: AddToTarget): string {
  return target.type === 'playlist' ? `playlist:${target.playlist_id}` : target.type;
}

/**
 * Add a video to favourites, watch later or a playlist (§4): playlists 5 a page, the next 20 asked for
 * when a page needs them; a playlist can be created inline. Each row shows its own pending, added and
 * error state (§8 add_to codes).
 */
export function AddToModal({
  playlists,
  totalPlaylists,
  playlistsStatus = 'ready',
  onLoadMore,
  onRetry,
  onAdd,
  onCreatePlaylist,
  orientation = 'str',
  added = [],
  defaultPage = 1,
  ...open
}: AddToModalProps) {
  const { t, pluralCount } = useMessages(dialogsEn);
  const [page, setPage] = useState(defaultPage);
  const [states, setStates] = useState<Record<string, ItemState>>({});
  const size = PAGING.addToModalPageSize;
  const pages = Math.max(1, Math.ceil(totalPlaylists / size));
  const shown = playlists.slice((page - 1) * size, page * size);
  const needed = Math.min(size, totalPlaylists - (page - 1) * size);
  const missing = shown.length < needed && playlists.length < totalPlaylists;

  useEffect(() => {
    if (missing && playlistsStatus === 'ready') onLoadMore?.();
  }, [missing, playlistsStatus, onLoadMore]);

  const add = async (target: AddToTarget) => {
    const key = addToKey(target);
    setStates((s) => ({ ...s, [key]: { status: 'pending' } }));
    try {
      await onAdd(target);
      setStates((s) => ({ ...s, [key]: { status: 'added' } }));
    } catch (thrown) {
      const { code = 'general_error' } = toSubmitFailure(thrown);
      const message = codeMessage(t, code, ['addTo']) || t('form.error.general_error');
      setStates((s) => ({ ...s, [key]: { status: 'error', message } }));
    }
  };

  const row = (target: AddToTarget, title: string, meta?: string) => {
    const key = addToKey(target);
    const state = states[key];
    const isAdded = state?.status === 'added' || (added.includes(key) && state?.status !== 'error');
    const errorId = `add-to-${key.replace(':', '-')}-error`;
    return (
      <li key={key} className={styles.item}>
        <span className={styles.itemText}>
          <span className={styles.itemTitle}>{title}</span>
          {meta && <span className={styles.itemMeta}>{meta}</span>}
          {state?.status === 'error' && (
            <span id={errorId} className={styles.itemError} role="alert">
              {state.message}
            </span>
          )}
        </span>
        <Button
          size="sm"
          variant={isAdded ? 'ghost' : 'secondary'}
          loading={state?.status === 'pending'}
          disabled={isAdded}
          aria-describedby={state?.status === 'error' ? errorId : undefined}
          aria-label={isAdded ? t('addTo.itemAdded', { name: title }) : t('addTo.addItem', { name: title })}
          onClick={() => add(target)}
        >
          {isAdded ? t('addTo.added') : t('addTo.title')}
        </Button>
      </li>
    );
  };

  return (
    <ModalShell {...open} title={t('addTo.title')}>
      <ul className={styles.list}>
        {row({ type: 'favourites' }, t('addTo.favourites'))}
        {row({ type: 'watch_later' }, t('addTo.watchLater'))}
      </ul>
      <h3 className={styles.sectionTitle}>{t('addTo.playlists')}</h3>
      {playlistsStatus === 'error' ? (
        <>
          <FormBanner>{t('addTo.loadError')}</FormBanner>
          {onRetry && (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={onRetry}>
                {t('addTo.retry')}
              </Button>
            </div>
          )}
        </>
      ) : missing || (playlistsStatus === 'loading' && shown.length === 0) ? (
        <SkeletonList count={Math.max(1, needed)} label={t('addTo.loading')} />
      ) : totalPlaylists === 0 ? (
        <p className={styles.itemMeta}>{t('addTo.noPlaylists')}</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((playlist) =>
            row(
              { type: 'playlist', playlist_id: playlist.playlist_id },
              playlist.title,
              pluralCount('addTo.videos', playlist.statistics.videos),
            ),
          )}
        </ul>
      )}
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('addTo.playlists')}>
          <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('addTo.previous')}
          </Button>
          <span className={styles.pageText} aria-live="polite">
            {t('addTo.page', { page, pages })}
          </span>
          <Button size="sm" variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('addTo.next')}
          </Button>
        </nav>
      )}
      {onCreatePlaylist && (
        <CreatePlaylist
          orientation={orientation}
          onCreate={async (values) => {
            const created = await onCreatePlaylist(values);
            // The new playlist gets the video at once; its row shows that add's own state.
            if (created?.playlist_id) void add({ type: 'playlist', playlist_id: created.playlist_id });
          }}
        />
      )}
    </ModalShell>
  );
}

const createSchema = playlistCreateInputSchema.pick({ title: true, desc: true, visible: true });
const CREATE_PREFIXES = ['editPlaylist'] as const;
const CREATE_FIELDS = { desc: 'desc' } as const;

interface CreateFormValues {
  title: string;
  desc: string;
  visible: '0' | '1';
}

/** The inline "new playlist" form (§5): title 3–100, description up to 500, visibility; the site's orientation. */
function CreatePlaylist({
  orientation,
  onCreate,
}: {
  orientation: Gender;
  onCreate: (values: NewPlaylistValues) => Promise<unknown>;
}) {
  const { t } = useMessages(dialogsEn);
  const empty: CreateFormValues = { title: '', desc: '', visible: '1' };
  const form = useModalForm<CreateFormValues, Omit<NewPlaylistValues, 'orientation'>>({
    messages: dialogsEn,
    schema: createSchema,
    defaultValues: empty,
    onSubmit: async (values) => {
      await onCreate({ ...values, orientation });
      form.form.reset(empty);
    },
    fieldNames: CREATE_FIELDS,
    prefixes: CREATE_PREFIXES,
  });
  return (
    <form className={styles.createForm} noValidate onSubmit={form.submit} aria-label={t('addTo.create')}>
      <h3 className={styles.sectionTitle}>{t('addTo.create')}</h3>
      {form.banner && <FormBanner ref={form.bannerRef}>{form.banner}</FormBanner>}
      <FormTextField control={form.control} name="title" label={t('addTo.createTitle')} required />
      <FormTextArea
        control={form.control}
        name="desc"
        label={t('editPlaylist.description')}
        maxLength={TEXT_LIMITS.playlistDescMax}
        rows={2}
      />
      <FormRadioGroup
        control={form.control}
        name="visible"
        label={t('editPlaylist.visibility')}
        orientation="horizontal"
        options={[
          { value: '1', label: t('editPlaylist.visible.1') },
          { value: '0', label: t('editPlaylist.visible.0') },
        ]}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" loading={form.pending}>
          {t('addTo.createSubmit')}
        </Button>
      </div>
    </form>
  );
}
