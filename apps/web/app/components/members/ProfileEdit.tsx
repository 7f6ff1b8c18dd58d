import {
  type ApiClient,
  errorCode,
  MEMBER_GENDERS,
  type MemberProfile,
  MODEL_COUNTRIES,
  ORIENTATIONS,
  type ProfileEditInput,
  RELATIONSHIPS,
  type SessionUser,
  TEXT_LIMITS,
  UPLOAD_LIMITS,
} from '@site/api';
import { changePasswordInputSchema, profileEditInputSchema } from '@site/api/contract';
import { memberQueries } from '@site/api/query';
import {
  Avatar,
  dialogsEn,
  ErrorState,
  FormBody,
  FormSelect,
  FormTextArea,
  FormTextField,
  ProgressBar,
  Spinner,
  sortedCountries,
  useModalForm,
} from '@site/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { browserApi } from '../../lib/api';
import { type TextKey, useT } from '../../lib/i18n';
import { PASSWORD_SECTION_ID, passwordChangeAsked } from '../../lib/password-change';
import { retryOf } from '../../lib/refusals';
import { useSiteActions } from '../../lib/site-actions';
import { SECTION_URLS } from '../../lib/urls';
import * as styles from './members.css';
import { useMemberNotify } from './notify';
import { SignInPrompt } from './SignInPrompt';
import '../../messages/use-members';
import '../../messages/use-auth';
import '../../messages/use-settings';

const shape = profileEditInputSchema.shape;
/** The empty text a cleared field sends (the contract's own `''` of `website`). */
const emptyText = shape.website.unwrap().options[0];
/** A choice of a select: one of its options' strings, or `''` for not set. */
const choice = shape.city.unwrap();

/**
 * The form's values are the inputs' strings, checked by the contract's own field schemas (username
 * 3–25, §5); `toProfileInput` turns them into the call's fields.
 */
export const profileFormSchema = profileEditInputSchema.extend({
  about_me: shape.about_me.unwrap(),
  birth_date: shape.birth_date.unwrap().or(emptyText),
  city: shape.city.unwrap(),
  country: choice,
  education: shape.education.unwrap(),
  interests: shape.interests.unwrap(),
  occupation: shape.occupation.unwrap(),
  website: shape.website.unwrap(),
  gender: choice,
  relationship: choice,
  orientation: choice,
});

export interface ProfileFormValues {
  username: string;
  about_me: string;
  birth_date: string;
  city: string;
  country: string;
  education: string;
  interests: string;
  occupation: string;
  website: string;
  gender: string;
  relationship: string;
  orientation: string;
}

export function profileFormValues(member: MemberProfile): ProfileFormValues {
  return {
    username: member.username,
    about_me: member.about_me ?? '',
    birth_date: member.birth_date ?? '',
    city: member.city ?? '',
    country: member.country ?? '',
    education: member.education ?? '',
    interests: member.interests ?? '',
    occupation: member.occupation ?? '',
    website: member.website ?? '',
    gender: member.gender ? String(member.gender) : '',
    relationship: member.relationship ? String(member.relationship) : '',
    orientation: member.orientation ? String(member.orientation) : '',
  };
}

/** The call's fields: texts as typed (empty clears them), codes as numbers, unset choices left out. */
export function toProfileInput(values: ProfileFormValues): ProfileEditInput {
  const input: ProfileEditInput = {
    username: values.username,
    about_me: values.about_me,
    city: values.city,
    education: values.education,
    interests: values.interests,
    occupation: values.occupation,
    website: values.website,
  };
  if (values.birth_date) input.birth_date = values.birth_date;
  if (values.country) input.country = values.country;
  if (values.gender) input.gender = Number(values.gender) as ProfileEditInput['gender'];
  if (values.relationship)
    input.relationship = Number(values.relationship) as ProfileEditInput['relationship'];
  if (values.orientation) input.orientation = Number(values.orientation) as ProfileEditInput['orientation'];
  return input;
}

/** §5: a cover is at least 1250×250. */
export function coverTooSmall(size: { width: number; height: number }): boolean {
  return size.width < UPLOAD_LIMITS.coverMinWidth || size.height < UPLOAD_LIMITS.coverMinHeight;
}

async function imageSize(file: Blob): Promise<{ width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  }
  const url = URL.createObjectURL(file);
  try {
    return await new Promise((resolve, reject) => {
      const img = new Image();
      img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
      img.onerror = reject;
      img.src = url;
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}

export interface ProfileEditPageProps {
  viewer: SessionUser | null;
  api?: ApiClient;
}

/** /my_profile_edit/ (§2, §5): the profile form, avatar and cover, and the password. Visitors sign in. */
export function ProfileEditPage({ viewer, api = browserApi }: ProfileEditPageProps) {
  if (!viewer) return <SignInPrompt title="members.edit.title" text="members.signIn.profile" />;
  return <ProfileEdit viewer={viewer} api={api} />;
}

function ProfileEdit({ viewer, api }: { viewer: SessionUser; api: ApiClient }) {
  const { t } = useT();
  const headingId = useId();
  const query = useQuery(memberQueries.detail(api, viewer.user_id, { section: 'edit', fresh: true }));
  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <h1 id={headingId} className={styles.title}>
        {t('members.edit.title')}
      </h1>
      <p>
        <Link to={SECTION_URLS.settings}>{t('settings.link')}</Link>
      </p>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState code={errorCode(query.error)} {...retryOf(query)} />
      ) : (
        <>
          <ProfileForm member={query.data.user} api={api} />
          <ImagesForm member={query.data.user} api={api} />
          <PasswordForm member={query.data.user} api={api} />
        </>
      )}
    </section>
  );
}

function ProfileForm({ member, api }: { member: MemberProfile; api: ApiClient }) {
  const { t, lang } = useT();
  const queryClient = useQueryClient();
  const notify = useMemberNotify();
  const { updateSessionUser } = useSiteActions();
  const id = useId();
  const form = useModalForm<ProfileFormValues>({
    schema: profileFormSchema,
    defaultValues: profileFormValues(member),
    // Server field errors (usr_taken, usr_bad_symbols…) take the sign-up's messages where they exist (§8).
    prefixes: ['signup'],
    messages: dialogsEn,
    fieldNames: { usr: 'username' },
    onSubmit: async (values) => {
      await api.profile.edit(toProfileInput(values));
      // The header shows the new name at once (#25 item 9: it kept the old one until a reload).
      updateSessionUser?.({ username: values.username.trim() });
      notify.success('members.notify.profileSaved');
      await queryClient.invalidateQueries({ queryKey: memberQueries.details() });
    },
  });
  const notSet = { value: '', label: t('members.edit.notSet') };
  const coded = (values: readonly number[], key: (code: number) => TextKey) => [
    notSet,
    ...values.map((code) => ({ value: String(code), label: t(key(code)) })),
  ];
  const countries = useMemo(
    () => sortedCountries(MODEL_COUNTRIES, lang).map((c) => ({ value: c.code, label: c.name })),
    [lang],
  );
  const text = (name: keyof ProfileFormValues, key: TextKey, props: Record<string, unknown> = {}) => (
    <FormTextField control={form.control} name={name} label={t(key)} {...props} />
  );
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.subtitle}>
        {t('members.edit.profile')}
      </h2>
      <div className={styles.form}>
        <FormBody form={form} submitLabel={t('members.edit.save')} aria-label={t('members.edit.profile')}>
          {text('username', 'members.field.username', {
            required: true,
            maxLength: 25,
            autoComplete: 'username',
          })}
          {member.email && <p className={styles.muted}>{member.email}</p>}
          <div className={styles.fieldRow}>
            <FormSelect
              control={form.control}
              name="gender"
              label={t('members.field.gender')}
              options={coded(MEMBER_GENDERS, (c) => `memberFilters.sex.${c}` as TextKey)}
            />
            {text('birth_date', 'members.field.birth_date', { type: 'text', placeholder: 'YYYY-MM-DD' })}
            <FormSelect
              control={form.control}
              name="country"
              label={t('members.field.country')}
              options={[notSet, ...countries]}
            />
            {text('city', 'members.field.city', { maxLength: 100 })}
            <FormSelect
              control={form.control}
              name="relationship"
              label={t('members.field.relationship')}
              options={coded(RELATIONSHIPS, (c) => `memberFilters.relationship.${c}` as TextKey)}
            />
            <FormSelect
              control={form.control}
              name="orientation"
              label={t('members.field.orientation')}
              options={coded(ORIENTATIONS, (c) => `memberFilters.orientation.${c}` as TextKey)}
            />
            {text('education', 'members.field.education', { maxLength: 200 })}
            {text('occupation', 'members.field.occupation', { maxLength: 200 })}
          </div>
          {text('website', 'members.field.website', { type: 'text', inputMode: 'url' })}
          <FormTextArea
            control={form.control}
            name="interests"
            label={t('members.field.interests')}
            maxLength={500}
          />
          <FormTextArea
            control={form.control}
            name="about_me"
            label={t('members.field.about_me')}
            maxLength={1000}
          />
        </FormBody>
      </div>
    </section>
  );
}

function ImagesForm({ member, api }: { member: MemberProfile; api: ApiClient }) {
  const { t } = useT();
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.subtitle}>
        {t('members.edit.images')}
      </h2>
      <div className={styles.fieldRow}>
        <ImageUpload kind="avatar" member={member} api={api} />
        <ImageUpload kind="cover" member={member} api={api} />
      </div>
    </section>
  );
}

/** Avatar or cover upload with progress (§7 u_ava / u_cover); a cover under 1250×250 is refused (§5). */
function ImageUpload({
  kind,
  member,
  api,
}: {
  kind: 'avatar' | 'cover';
  member: MemberProfile;
  api: ApiClient;
}) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const notify = useMemberNotify();
  const { updateSessionUser } = useSiteActions();
  const inputId = useId();
  const errorId = useId();
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [current, setCurrent] = useState(kind === 'avatar' ? member.avatar : member.cover);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setError(null);
    if (!file.type.startsWith('image/')) return setError(t('members.error.not_image'));
    if (file.size > UPLOAD_LIMITS.imageMaxBytes) return setError(t('members.error.size_limit'));
    if (kind === 'cover') {
      const size = await imageSize(file).catch(() => null);
      if (!size) return setError(t('members.error.not_image'));
      if (coverTooSmall(size)) {
        return setError(
          t('members.error.cover_too_small', {
            width: UPLOAD_LIMITS.coverMinWidth,
            height: UPLOAD_LIMITS.coverMinHeight,
          }),
        );
      }
    }
    setPercent(0);
    try {
      const options = { onProgress: (p: { percent: number }) => setPercent(p.percent) };
      if (kind === 'avatar') {
        const answer = await api.uploads.avatar({ imgfile: file }, options);
        setCurrent(answer.avatar);
        updateSessionUser?.({ avatar: answer.avatar });
        notify.success('members.notify.avatarSaved');
      } else {
        const answer = await api.uploads.cover({ imgfile: file }, options);
        setCurrent(answer.cover);
        notify.success('members.notify.coverSaved');
      }
      await queryClient.invalidateQueries({ queryKey: memberQueries.details() });
    } catch (failure) {
      notify.failure(failure);
      setError(t(`members.error.${errorCode(failure)}` as TextKey));
    } finally {
      setPercent(null);
    }
  };

  return (
    <div className={styles.fileRow}>
      <label htmlFor={inputId}>{t(kind === 'avatar' ? 'members.edit.avatar' : 'members.edit.cover')}</label>
      {kind === 'avatar' ? (
        <Avatar name={member.username} src={current} size="xl" />
      ) : current ? (
        <img className={styles.cover} src={current} alt={t('members.edit.cover')} />
      ) : null}
      {kind === 'cover' && (
        <p className={styles.muted}>
          {t('members.edit.coverHint', {
            width: UPLOAD_LIMITS.coverMinWidth,
            height: UPLOAD_LIMITS.coverMinHeight,
          })}
        </p>
      )}
      <input
        id={inputId}
        type="file"
        accept="image/*"
        onChange={onFile}
        disabled={percent !== null}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
      />
      {percent !== null && <ProgressBar value={percent} label={t('members.edit.uploading', { percent })} />}
      {error && (
        <p id={errorId} role="alert" className={styles.muted}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The password form's values: the inputs' strings (the current one stays empty without a password). */
export interface PasswordFormValues {
  current_password: string;
  new_password: string;
}

const currentPasswordSchema = changePasswordInputSchema.shape.current_password.unwrap();
/** A member with a password gives it (required); the new one is checked by the contract (8 or more). */
const passwordSchema = changePasswordInputSchema.extend({ current_password: currentPasswordSchema.min(1) });
/** A member without one (Google or messaging-app sign-in) sets a first password: no current one. */
const firstPasswordSchema = changePasswordInputSchema;

const emptyPasswords: PasswordFormValues = { current_password: '', new_password: '' };

/**
 * The password section: the current password (asked of a member who has one, `has_password`) and the new
 * one, whose rules show under it. After a login that said `password_change_required` the page carries
 * `?password=change`: a notice says why a new password is needed and takes the focus. Server errors go to
 * their fields: `wrong_password` and `required` to the current password, the weak-password codes to the
 * new one; `too_many_attempts` shows in the banner.
 */
function PasswordForm({ member, api }: { member: MemberProfile; api: ApiClient }) {
  const { t } = useT();
  const notify = useMemberNotify();
  const id = useId();
  const hasPassword = member.has_password !== 0;
  const [params] = useSearchParams();
  const [changed, setChanged] = useState(false);
  const asked = passwordChangeAsked(params) && hasPassword && !changed;
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (asked) notice.current?.focus();
  }, [asked]);
  const form = useModalForm<PasswordFormValues>({
    schema: hasPassword ? passwordSchema : firstPasswordSchema,
    defaultValues: emptyPasswords,
    prefixes: PASSWORD_PREFIXES,
    messages: dialogsEn,
    onSubmit: async (values) => {
      const input = hasPassword ? values : { new_password: values.new_password };
      await api.profile.changePassword(input);
      notify.success('members.notify.passwordChanged');
    },
    onSuccess: () => {
      form.form.reset(emptyPasswords);
      setChanged(true);
    },
  });
  return (
    <section id={PASSWORD_SECTION_ID} aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.subtitle}>
        {t('members.edit.password')}
      </h2>
      <div className={styles.form}>
        {asked && (
          <p ref={notice} tabIndex={-1} className={styles.notice}>
            {t('members.edit.changeRequired', { length: TEXT_LIMITS.passwordNewMin })}
          </p>
        )}
        {!hasPassword && <p className={styles.muted}>{t('members.edit.firstPassword')}</p>}
        <FormBody
          form={form}
          submitLabel={t('members.edit.passwordSubmit')}
          aria-label={t('members.edit.password')}
        >
          {hasPassword && (
            <FormTextField
              control={form.control}
              name="current_password"
              type="password"
              label={t('members.edit.currentPassword')}
              autoComplete="current-password"
              required
            />
          )}
          <FormTextField
            control={form.control}
            name="new_password"
            type="password"
            label={t('members.edit.newPassword')}
            description={t('signup.passwordHint', { length: TEXT_LIMITS.passwordNewMin })}
            autoComplete="new-password"
            required
          />
        </FormBody>
      </div>
    </section>
  );
}

/** The password change's codes: its own (wrong_password), sign-up's weak-password ones, login's too_many_attempts. */
const PASSWORD_PREFIXES = ['password', 'signup', 'login'] as const;
