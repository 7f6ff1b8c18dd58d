import {
  ACCOUNT_DELETION_GRACE_DAYS,
  ACCOUNT_EXPORT_DAYS,
  type AccountSettingsResponse,
  type ApiClient,
  errorCode,
  PRIVACY_LISTS,
  type PrivacyList,
} from '@site/api';
import { changeEmailInputSchema, scheduleDeletionInputSchema } from '@site/api/contract';
import { callQuery } from '@site/api/query';
import {
  Button,
  ErrorState,
  FormBody,
  FormRadioGroup,
  FormTextField,
  SessionList,
  Spinner,
  Switch,
  useModalForm,
} from '@site/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { browserApi } from '../../lib/api';
import { longDate } from '../../lib/dates';
import { useT } from '../../lib/i18n';
import { retryOf } from '../../lib/refusals';
import { useSessionUser } from '../../lib/site';
import * as styles from './members.css';
import { useMemberNotify } from './notify';
import { SignInPrompt } from './SignInPrompt';
import '../../messages/use-members';
import '../../messages/use-settings';

/**
 * The member's account settings (#32 item 4): who sees their lists (favourites, watch later, friends,
 * subscriptions), where they are signed in (SessionList: sign one or all others out), and their e-mail
 * address (a link to the new address confirms the change; `?email=changed|invalid` is where that link
 * lands), the export of their data (a ZIP built by a job, its link mailed; `?export=unavailable` is where
 * a link that does not serve lands) and the deletion of the account (scheduled with the password, the
 * uploads kept or removed, cancelled within the grace period: the notice at the top says when). Read in the
 * browser (never cached); a visitor is asked to sign in.
 */
export function AccountSettingsPage({ api = browserApi }: { api?: ApiClient }) {
  const viewer = useSessionUser();
  if (!viewer) return <SignInPrompt title="settings.title" text="settings.signIn" />;
  return <OwnSettings api={api} />;
}

function OwnSettings({ api }: { api: ApiClient }) {
  const { t } = useT();
  const id = useId();
  const query = useQuery(callQuery(api, 'settings.get'));
  const data = query.data;
  return (
    <section aria-labelledby={id} className={styles.page}>
      <h1 id={id} className={styles.title}>
        {t('settings.title')}
      </h1>
      <EmailOutcome />
      <ExportOutcome />
      {data?.deletion && <DeletionNotice api={api} dueAt={data.deletion.due_at} />}
      {query.status === 'pending' && <Spinner label={t('settings.title')} />}
      {query.status === 'error' && (
        <ErrorState code={errorCode(query.error)} {...retryOf(query)} headingLevel={2} />
      )}
      {data && (
        <>
          <PrivacySection api={api} settings={data} />
          <SessionsSection api={api} settings={data} />
          <EmailSection api={api} settings={data} />
          <ExportSection api={api} settings={data} />
          {!data.deletion && <DeletionSection api={api} />}
        </>
      )}
    </section>
  );
}

/** What the e-mail change's link said, when the page is where it landed. */
function EmailOutcome() {
  const { t } = useT();
  const [params] = useSearchParams();
  const outcome = params.get('email');
  if (outcome !== 'changed' && outcome !== 'invalid') return null;
  return (
    <p role="status" className={styles.notice}>
      {t(outcome === 'changed' ? 'settings.email.changed' : 'settings.email.invalid')}
    </p>
  );
}

type SectionProps = { api: ApiClient; settings: AccountSettingsResponse };

function useSettingsUpdate(api: ApiClient) {
  const queryClient = useQueryClient();
  const key = callQuery(api, 'settings.get').queryKey;
  return (change: Partial<AccountSettingsResponse>) =>
    queryClient.setQueryData<AccountSettingsResponse>(key, (old) => (old ? { ...old, ...change } : old));
}

function PrivacySection({ api, settings }: SectionProps) {
  const { t } = useT();
  const id = useId();
  const notify = useMemberNotify();
  const update = useSettingsUpdate(api);
  const privacy = useMutation({
    mutationFn: (change: Partial<Record<PrivacyList, boolean>>) => api.settings.privacy(change),
    onSuccess: (answer) => {
      update({ privacy: answer.privacy });
      notify.success('settings.privacy.saved');
    },
    onError: (error) => notify.failure(error),
  });
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.subtitle}>
        {t('settings.privacy.title')}
      </h2>
      <p className={styles.muted}>{t('settings.privacy.hint')}</p>
      {PRIVACY_LISTS.map((list) => (
        <Switch
          key={list}
          label={t(`settings.privacy.${list}`)}
          checked={
            privacy.isPending && privacy.variables[list] !== undefined
              ? Boolean(privacy.variables[list])
              : settings.privacy[list]
          }
          disabled={privacy.isPending}
          onCheckedChange={(on) => privacy.mutate({ [list]: on })}
        />
      ))}
    </section>
  );
}

function SessionsSection({ api, settings }: SectionProps) {
  const notify = useMemberNotify();
  const update = useSettingsUpdate(api);
  const [now] = useState(() => Date.now());
  const [busy, setBusy] = useState<number | 'others' | null>(null);
  const run = (what: number | 'others') => {
    setBusy(what);
    const call =
      what === 'others' ? api.settings.endOtherSessions() : api.settings.endSession({ session_id: what });
    call
      .then((answer) => {
        update({ sessions: answer.sessions });
        notify.success(
          what === 'others' ? 'settings.sessions.signedOutOthers' : 'settings.sessions.signedOut',
        );
      })
      .catch((error: unknown) => notify.failure(error))
      .finally(() => setBusy(null));
  };
  return (
    <SessionList
      status="success"
      sessions={settings.sessions}
      onSignOut={run}
      onSignOutOthers={() => run('others')}
      busy={busy}
      now={now}
    />
  );
}

/** The form's values: the inputs' strings (a member without a password leaves it empty). */
interface EmailFormValues {
  email: string;
  current_password: string;
}
const emptyEmail: EmailFormValues = { email: '', current_password: '' };

/** The change's codes: sign-up's for the address, the password change's and login's for the password. */
const EMAIL_PREFIXES = ['signup', 'password', 'login'] as const;

function EmailSection({ api, settings }: SectionProps) {
  const { t } = useT();
  const id = useId();
  const notify = useMemberNotify();
  const update = useSettingsUpdate(api);
  const form = useModalForm<EmailFormValues>({
    schema: changeEmailInputSchema,
    defaultValues: emptyEmail,
    prefixes: EMAIL_PREFIXES,
    onSubmit: async (values) => {
      const answer = await api.settings.changeEmail({
        email: values.email,
        ...(values.current_password ? { current_password: values.current_password } : {}),
      });
      update({ pending_email: answer.pending_email });
      notify.success('settings.email.sent', { email: answer.pending_email });
    },
    onSuccess: () => form.form.reset(emptyEmail),
  });
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.subtitle}>
        {t('settings.email.title')}
      </h2>
      <p className={styles.muted}>
        {settings.email ? t('settings.email.current', { email: settings.email }) : t('settings.email.none')}
      </p>
      {settings.pending_email && (
        <p className={styles.muted}>{t('settings.email.pending', { email: settings.pending_email })}</p>
      )}
      <div className={styles.form}>
        <FormBody form={form} submitLabel={t('settings.email.submit')} aria-label={t('settings.email.title')}>
          <FormTextField
            control={form.control}
            name="email"
            type="email"
            label={t('settings.email.new')}
            autoComplete="email"
            required
          />
          <FormTextField
            control={form.control}
            name="current_password"
            type="password"
            label={t('settings.email.password')}
            autoComplete="current-password"
          />
        </FormBody>
      </div>
    </section>
  );
}

/** What the export's link said, when the page is where it landed (not this member's, expired, signed out). */
function ExportOutcome() {
  const { t } = useT();
  const [params] = useSearchParams();
  if (params.get('export') !== 'unavailable') return null;
  return (
    <p role="status" className={styles.notice}>
      {t('settings.export.unavailable')}
    </p>
  );
}

function ExportSection({ api, settings }: SectionProps) {
  const { t, lang } = useT();
  const id = useId();
  const notify = useMemberNotify();
  const update = useSettingsUpdate(api);
  const request = useMutation({
    mutationFn: () => api.settings.requestExport(),
    onSuccess: (answer) => {
      update({ export: answer.export });
      notify.success('settings.export.queued');
    },
    onError: (error) => notify.failure(error),
  });
  const latest = settings.export;
  const pending = latest?.state === 'pending';
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.subtitle}>
        {t('settings.export.title')}
      </h2>
      <p className={styles.muted}>{t('settings.export.hint', { days: ACCOUNT_EXPORT_DAYS })}</p>
      {pending && <p className={styles.muted}>{t('settings.export.pending')}</p>}
      {latest?.state === 'ready' && latest.expires_at && (
        <p className={styles.muted}>
          {t('settings.export.ready', { date: longDate(latest.expires_at, lang) })}{' '}
          <a href={api.settings.exportUrl({ export_id: latest.export_id })} download>
            {t('settings.export.download')}
          </a>
        </p>
      )}
      {latest?.state === 'expired' && <p className={styles.muted}>{t('settings.export.expired')}</p>}
      <div>
        <Button
          variant="secondary"
          loading={request.isPending}
          disabled={pending}
          onClick={() => request.mutate()}
        >
          {t('settings.export.submit')}
        </Button>
      </div>
    </section>
  );
}

/** The scheduled deletion, said first on the page (a login of an account being deleted lands here). */
function DeletionNotice({ api, dueAt }: { api: ApiClient; dueAt: string }) {
  const { t, lang } = useT();
  const id = useId();
  const notify = useMemberNotify();
  const update = useSettingsUpdate(api);
  const cancel = useMutation({
    mutationFn: () => api.settings.cancelDeletion(),
    onSuccess: () => {
      update({ deletion: null });
      notify.success('settings.deletion.cancelled');
    },
    onError: (error) => notify.failure(error),
  });
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.subtitle}>
        {t('settings.deletion.scheduled', { date: longDate(dueAt, lang) })}
      </h2>
      <p className={styles.muted}>{t('settings.deletion.scheduledHint')}</p>
      <div>
        <Button variant="primary" loading={cancel.isPending} onClick={() => cancel.mutate()}>
          {t('settings.deletion.cancel')}
        </Button>
      </div>
    </section>
  );
}

/** The form's values: the inputs' strings; `keep_uploads` `1` (kept) or `0` (removed). */
interface DeletionFormValues {
  current_password: string;
  keep_uploads: string;
}
/** What the schema makes of them: the radio's `1` or `0` read as a boolean. */
interface DeletionFormOutput {
  current_password?: string | undefined;
  keep_uploads: boolean;
}
const emptyDeletion: DeletionFormValues = { current_password: '', keep_uploads: '1' };
const DELETION_PREFIXES = ['password', 'login'] as const;

function DeletionSection({ api }: { api: ApiClient }) {
  const { t } = useT();
  const id = useId();
  const notify = useMemberNotify();
  const update = useSettingsUpdate(api);
  const form = useModalForm<DeletionFormValues, DeletionFormOutput>({
    schema: scheduleDeletionInputSchema,
    defaultValues: emptyDeletion,
    prefixes: DELETION_PREFIXES,
    onSubmit: async (values) => {
      const answer = await api.settings.scheduleDeletion({
        keep_uploads: values.keep_uploads ? '1' : '0',
        ...(values.current_password ? { current_password: values.current_password } : {}),
      });
      update({ deletion: answer.deletion });
      notify.success('settings.deletion.done');
    },
  });
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.subtitle}>
        {t('settings.deletion.title')}
      </h2>
      <p className={styles.muted}>{t('settings.deletion.hint', { days: ACCOUNT_DELETION_GRACE_DAYS })}</p>
      <div className={styles.form}>
        <FormBody
          form={form}
          submitLabel={t('settings.deletion.submit')}
          aria-label={t('settings.deletion.title')}
        >
          <FormRadioGroup
            control={form.control}
            name="keep_uploads"
            label={t('settings.deletion.uploads')}
            options={[
              { value: '1', label: t('settings.deletion.keep') },
              { value: '0', label: t('settings.deletion.remove') },
            ]}
          />
          <FormTextField
            control={form.control}
            name="current_password"
            type="password"
            label={t('settings.deletion.password')}
            autoComplete="current-password"
          />
        </FormBody>
      </div>
    </section>
  );
}
