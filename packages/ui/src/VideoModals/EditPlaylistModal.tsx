import { GENDERS, type Gender, type Playlist, TEXT_LIMITS } from '@site/api';
import { playlistCreateInputSchema, playlistUpdateInputSchema } from '@site/api/contract';
import { FormRadioGroup, FormTextArea, FormTextField } from '../Form/FormFields';
import { FormModal, type ModalOpenProps } from '../Form/FormModal';
import { useModalForm } from '../Form/useModalForm';
import { dialogsEn } from '../i18n/messages/dialogs';
import { useMessages } from '../i18n/UiProvider';

/**
 * Playlist title length. §5 gives "3 to 100 characters" as the rule but its displayed message says
 * "3 to 10"; §9 and the contract (`TEXT_LIMITS.playlistTitleMax`) say 100. We enforce 3–100 and show
 * the message for what is enforced ("Length between 3 and 100"), so the text never contradicts the rule.
 */
export const PLAYLIST_TITLE_LIMITS = {
  min: TEXT_LIMITS.playlistTitleMin,
  max: TEXT_LIMITS.playlistTitleMax,
} as const;

const createSchema = playlistCreateInputSchema;
const updateSchema = playlistUpdateInputSchema.pick({ title: true, desc: true, visible: true });

/** What the modal sends: the playlist act's fields (section new or upd); orientation only when creating. */
export interface PlaylistValues {
  title: string;
  desc: string;
  visible: 0 | 1;
  orientation?: Gender;
}

interface PlaylistFormValues {
  title: string;
  desc: string;
  visible: '0' | '1';
  orientation: Gender | '';
}

export interface EditPlaylistModalProps extends ModalOpenProps {
  /** The playlist being edited; without it the modal creates one (orientation then required, §5). */
  playlist?: Pick<Playlist, 'title' | 'description' | 'visible'>;
  /** The orientation chosen first when creating (e.g. the site's gender). */
  defaultOrientation?: Gender;
  /** Saves. Reject with the API's error (e.g. `not_owner`: you are not the owner of this playlist). */
  onSubmit: (values: PlaylistValues) => Promise<unknown> | unknown;
}

/** Create or edit a playlist (§5): title 3–100, description up to 500, visibility, orientation when creating. */
export function EditPlaylistModal({
  playlist,
  defaultOrientation,
  onSubmit,
  ...open
}: EditPlaylistModalProps) {
  const { t } = useMessages(dialogsEn);
  const creating = playlist === undefined;
  const form = useModalForm<PlaylistFormValues, PlaylistValues>({
    messages: dialogsEn,
    schema: creating ? createSchema : updateSchema,
    defaultValues: {
      title: playlist?.title ?? '',
      desc: playlist?.description ?? '',
      visible: playlist ? (String(playlist.visible) as '0' | '1') : '1',
      orientation: defaultOrientation ?? '',
    },
    onSubmit,
    fieldNames: PLAYLIST_FIELDS,
    prefixes: PLAYLIST_PREFIXES,
  });
  return (
    <FormModal
      {...open}
      title={creating ? t('editPlaylist.titleCreate') : t('editPlaylist.titleEdit')}
      form={form}
      submitLabel={creating ? t('editPlaylist.submitCreate') : t('editPlaylist.submitEdit')}
      cancelLabel={t('form.cancel')}
    >
      <FormTextField control={form.control} name="title" label={t('editPlaylist.name')} required />
      <FormTextArea
        control={form.control}
        name="desc"
        label={t('editPlaylist.description')}
        maxLength={TEXT_LIMITS.playlistDescMax}
        rows={3}
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
      {creating && (
        <FormRadioGroup
          control={form.control}
          name="orientation"
          label={t('editPlaylist.orientation')}
          orientation="horizontal"
          required
          options={GENDERS.map((gender) => ({
            value: gender,
            label: t(`editPlaylist.orientation.${gender}`),
          }))}
        />
      )}
    </FormModal>
  );
}

const PLAYLIST_FIELDS = { desc: 'desc' } as const;
const PLAYLIST_PREFIXES = ['editPlaylist'] as const;
