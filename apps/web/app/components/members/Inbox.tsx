import { type ApiClient, type DialogsResponse, errorCode, type SessionUser, TEXT_LIMITS } from '@site/api';
import { groupByDate } from '@site/api/display';
import { callQuery, memberQueries, messageQueries, sendMessageMutation } from '@site/api/query';
import { Avatar, Button, EmptyState, ErrorState, Spinner, TextArea } from '@site/ui';
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { retryOf } from '../../lib/refusals';
import { dialogHref, SECTION_URLS } from '../../lib/urls';
import * as styles from './members.css';
import { errorKey } from './notify';
import { ReportModal, type ReportSubject } from './ReportModal';
import { BlockButton, BlockedMembers, useDialogActs } from './Safety';
import { SignInPrompt } from './SignInPrompt';
import '../../messages/use-members';
import '../../messages/use-auth';

export interface InboxPageProps {
  viewer: SessionUser | null;
  /** The open dialog's member (/my_messages/inbox/{user_id}/), or null for the list alone. */
  peerId: number | null;
  api?: ApiClient;
}

/**
 * /my_messages/inbox/ and /my_messages/inbox/{user_id}/ (§2): the dialog list (newest first) beside the
 * open dialog. Visitors get a sign-in prompt (§6).
 */
export function InboxPage({ viewer, peerId, api = browserApi }: InboxPageProps) {
  if (!viewer) return <SignInPrompt title="members.inbox.title" text="members.signIn.messages" />;
  return <Inbox viewer={viewer} peerId={peerId} api={api} />;
}

function Inbox({ viewer, peerId, api }: { viewer: SessionUser; peerId: number | null; api: ApiClient }) {
  const { t } = useT();
  const headingId = useId();
  const dialogs = useQuery(messageQueries.dialogs(api));
  const listed = dialogs.data?.dialogs.find((d) => d.u_id === peerId);
  // A dialog not in the list yet (a first message): the member's name comes from their profile.
  const peer = useQuery({
    ...memberQueries.detail(api, peerId ?? 0),
    enabled: peerId !== null && dialogs.isSuccess && !listed,
  });
  const peerName = listed?.username ?? peer.data?.user.username ?? (peerId === null ? '' : String(peerId));
  const peerAvatar = listed?.avatar ?? peer.data?.user.avatar ?? null;

  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <h1 id={headingId} className={styles.title}>
        {peerId === null ? t('members.inbox.title') : t('members.inbox.dialogWith', { name: peerName })}
      </h1>
      <div className={styles.inbox}>
        <DialogList dialogs={dialogs} current={peerId} />
        {peerId === null ? (
          dialogs.data && dialogs.data.dialogs.length > 0 ? (
            <p className={styles.muted}>{t('members.inbox.choose')}</p>
          ) : null
        ) : (
          <Conversation
            key={peerId}
            api={api}
            viewer={viewer}
            peerId={peerId}
            peer={{ username: peerName, avatar: peerAvatar }}
          />
        )}
      </div>
      {peerId === null && <BlockedMembers api={api} />}
    </section>
  );
}

function DialogList({
  dialogs,
  current,
}: {
  dialogs: UseQueryResult<DialogsResponse>;
  current: number | null;
}) {
  const { t, plural } = useT();
  const id = useId();
  let body: ReactNode;
  if (dialogs.isPending) body = <Spinner />;
  else if (dialogs.isError)
    body = <ErrorState code={errorCode(dialogs.error)} {...retryOf(dialogs)} headingLevel={3} />;
  else if (dialogs.data.dialogs.length === 0)
    body = (
      <EmptyState
        title={t('members.inbox.empty')}
        description={t('members.inbox.emptyHint')}
        headingLevel={3}
      />
    );
  else
    body = (
      <ul className={styles.dialogList} aria-labelledby={id}>
        {dialogs.data.dialogs.map((d) => (
          <li key={d.u_id}>
            <Link
              className={styles.dialogLink}
              to={dialogHref(d.u_id)}
              aria-current={d.u_id === current ? 'page' : undefined}
            >
              <Avatar name={d.username} src={d.avatar} size="md" decorative />
              <span className={styles.dialogText}>
                <strong>{d.username}</strong>
                <span className={styles.dialogPreview}>{d.m_message}</span>
              </span>
              {d.unread > 0 && (
                <span className={styles.unread}>{plural('members.inbox.unread', d.unread)}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <nav aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.subtitle}>
        {t('members.inbox.dialogs')}
      </h2>
      {body}
    </nav>
  );
}

function formatDay(date: string, lang: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(parsed);
}

/**
 * One dialog (§3): its messages grouped by date, and a text area that stops at 1000 characters (§5).
 * A sent message joins the dialog and moves it to the top of the list (§4); an empty one is not sent.
 */
export function Conversation({
  api,
  viewer,
  peerId,
  peer,
}: {
  api: ApiClient;
  viewer: SessionUser;
  peerId: number;
  peer: { username: string; avatar: string | null };
}) {
  const { t, lang } = useT();
  const queryClient = useQueryClient();
  const query = useQuery(messageQueries.conversation(api, peerId));
  // Reading the dialog marks the peer's unread messages read; the answer still shows them unread. Only an
  // answer holding one makes the header's unread count stale (not every refetch of the dialog).
  const markedRead = query.data?.messages.some((m) => m.u_id === peerId && m.m_is_read === 0) ?? false;
  useEffect(() => {
    if (markedRead && query.dataUpdatedAt > 0) {
      void queryClient.invalidateQueries({ queryKey: callQuery(api, 'profile.counts').queryKey });
    }
  }, [api, queryClient, markedRead, query.dataUpdatedAt]);
  const send = useMutation(sendMessageMutation(api, queryClient));
  const dialogActs = useDialogActs(api);
  const navigate = useNavigate();
  const [reporting, setReporting] = useState<ReportSubject | null>(null);
  const hasMessages = (query.data?.messages.length ?? 0) > 0;
  const hasTheirs = query.data?.messages.some((m) => m.u_id === peerId) ?? false;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const listId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const message = text.trim();
    if (message === '') {
      setError(t('members.inbox.empty_message'));
      return;
    }
    if (message.length > TEXT_LIMITS.messageInbox) {
      setError(t('form.error.lengthMax', { length: TEXT_LIMITS.messageInbox }));
      return;
    }
    setError(null);
    send
      .mutateAsync({
        user_id: peerId,
        text: message,
        via: 'inbox',
        sender: { user_id: viewer.user_id },
        peer,
      })
      .then(
        () => setText(''),
        (failure: unknown) => setError(t(errorKey(failure))),
      );
  };

  return (
    <div className={styles.conversation}>
      {/* biome-ignore lint/a11y/useSemanticElements: a row of buttons, not a form's fieldset */}
      <div className={styles.actions} role="group" aria-label={t('members.inbox.dialogActions')}>
        {hasTheirs && (
          <Button
            variant="secondary"
            size="sm"
            loading={dialogActs.unread.isPending}
            onClick={() =>
              dialogActs.unread.mutateAsync(peerId).then(
                () => navigate(SECTION_URLS.inbox),
                () => undefined,
              )
            }
          >
            {t('members.inbox.markUnread')}
          </Button>
        )}
        {hasMessages && (
          <Button
            variant="secondary"
            size="sm"
            loading={dialogActs.remove.isPending}
            onClick={() => {
              if (!window.confirm(t('members.inbox.deleteConfirm', { name: peer.username }))) return;
              dialogActs.remove.mutateAsync(peerId).then(
                () => navigate(SECTION_URLS.inbox),
                () => undefined,
              );
            }}
          >
            {t('members.inbox.delete')}
          </Button>
        )}
        <BlockButton api={api} userId={peerId} name={peer.username} />
      </div>
      <ReportModal api={api} subject={reporting} onClose={() => setReporting(null)} />
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState code={errorCode(query.error)} {...retryOf(query)} headingLevel={2} />
      ) : query.data.messages.length === 0 ? (
        <p className={styles.muted}>{t('members.inbox.noMessages')}</p>
      ) : (
        <div id={listId} aria-live="polite">
          {groupByDate(query.data.messages).map((group) => (
            <section key={group.date} className={styles.dayGroup} aria-label={formatDay(group.date, lang)}>
              <h2 className={styles.dayTitle}>{formatDay(group.date, lang)}</h2>
              <ul className={styles.messageList}>
                {group.messages.map((m) => {
                  const own = m.u_id === viewer.user_id;
                  return (
                    <li
                      key={m.m_id}
                      className={own ? `${styles.message} ${styles.messageOwn}` : styles.message}
                    >
                      <span>{m.m_message}</span>
                      <time className={styles.messageTime} dateTime={m.m_time}>
                        {(own ? viewer.username : peer.username) || ''} · {m.m_time.slice(11, 16)}
                      </time>
                      {!own && (
                        <button
                          type="button"
                          className={styles.linkButton}
                          aria-label={t('members.inbox.reportMessage', { name: peer.username })}
                          onClick={() =>
                            setReporting({
                              target: 'message',
                              id: m.m_id,
                              memberName: peer.username,
                              excerpt: m.m_message,
                            })
                          }
                        >
                          {t('members.inbox.report')}
                        </button>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextArea
          label={t('members.inbox.message')}
          value={text}
          onValueChange={(value) => {
            setText(value);
            if (error) setError(null);
          }}
          maxLength={TEXT_LIMITS.messageInbox}
          error={error ?? undefined}
          rows={3}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={send.isPending}>
            {t('members.inbox.send')}
          </Button>
          <Link to={SECTION_URLS.inbox} className={styles.muted}>
            {t('members.inbox.back')}
          </Link>
        </div>
      </form>
    </div>
  );
}
