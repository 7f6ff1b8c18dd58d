import type { ApiClient } from '@site/api';
import { callQuery, friendQueries, messageQueries } from '@site/api/query';
import { Avatar, Button, EmptyState } from '@site/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { memberHref } from '../../lib/urls';
import * as styles from './members.css';
import { useMemberNotify } from './notify';
import '../../messages/use-members';

/**
 * Inbox and safety (#32 item 5): the members the viewer blocked (`blocks.list`), block and unblock, and the
 * report of a member, a comment or a message (ReportModal.tsx). The server refuses a blocked member's messages, friend requests
 * and comments on the blocker's videos; the page only offers the acts.
 */
export function useBlocks(api: ApiClient, enabled = true) {
  const queryClient = useQueryClient();
  const notify = useMemberNotify();
  const list = useQuery({ ...callQuery(api, 'blocks.list'), enabled });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: callQuery(api, 'blocks.list').queryKey }),
      queryClient.invalidateQueries({ queryKey: friendQueries.all() }),
    ]);
  const act = useMutation({
    mutationFn: ({ userId, block }: { userId: number; block: boolean }) =>
      block ? api.blocks.block({ object_id: userId }) : api.blocks.unblock({ object_id: userId }),
    onSuccess: (answer) =>
      notify.success(answer.blocked ? 'members.safety.blocked' : 'members.safety.unblocked'),
    onError: (error) => notify.failure(error),
    onSettled: refresh,
  });
  const isBlocked = (userId: number) => list.data?.members.some((m) => m.user_id === userId) ?? false;
  return { list, act, isBlocked };
}

/** Block or unblock one member (their profile, the dialog with them). */
export function BlockButton({ api, userId, name }: { api: ApiClient; userId: number; name: string }) {
  const { t } = useT();
  const { act, isBlocked, list } = useBlocks(api);
  const blocked = isBlocked(userId);
  return (
    <Button
      variant="secondary"
      loading={act.isPending}
      disabled={list.isPending}
      aria-label={t(blocked ? 'members.safety.unblockName' : 'members.safety.blockName', { name })}
      onClick={() => act.mutate({ userId, block: !blocked })}
    >
      {t(blocked ? 'members.safety.unblock' : 'members.safety.block')}
    </Button>
  );
}

/** The members the viewer blocked, each with Unblock (the inbox's page). */
export function BlockedMembers({ api }: { api: ApiClient }) {
  const { t } = useT();
  const id = useId();
  const { list, act } = useBlocks(api);
  const members = list.data?.members ?? [];
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.subtitle}>
        {t('members.safety.blockedTitle')}
      </h2>
      {list.isSuccess && members.length === 0 ? (
        <EmptyState title={t('members.safety.blockedEmpty')} headingLevel={3} />
      ) : (
        <ul className={styles.dialogList}>
          {members.map((m) => (
            <li key={m.user_id} className={styles.dialogLink}>
              <Avatar name={m.username} src={m.avatar} size="md" decorative />
              <Link to={memberHref(m.user_id)} className={styles.dialogText}>
                <strong>{m.username}</strong>
              </Link>
              <Button
                variant="secondary"
                size="sm"
                loading={act.isPending && act.variables?.userId === m.user_id}
                aria-label={t('members.safety.unblockName', { name: m.username })}
                onClick={() => act.mutate({ userId: m.user_id, block: false })}
              >
                {t('members.safety.unblock')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Delete the dialog (for oneself) and mark it unread: both refresh the list and the header's count. */
export function useDialogActs(api: ApiClient) {
  const queryClient = useQueryClient();
  const notify = useMemberNotify();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: messageQueries.all() }),
      queryClient.invalidateQueries({ queryKey: callQuery(api, 'profile.counts').queryKey }),
    ]);
  const remove = useMutation({
    mutationFn: (userId: number) => api.messages.deleteDialog({ user_id: userId }),
    onSuccess: () => notify.success('members.inbox.deleted'),
    onError: (error) => notify.failure(error),
    onSettled: refresh,
  });
  // Not the open dialog: reading it again would mark it read at once. The list and the header count it.
  const unread = useMutation({
    mutationFn: (userId: number) => api.messages.markUnread({ user_id: userId }),
    onSuccess: () => notify.success('members.inbox.markedUnread'),
    onError: (error) => notify.failure(error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageQueries.dialogs(api).queryKey }),
        queryClient.invalidateQueries({ queryKey: callQuery(api, 'profile.counts').queryKey }),
      ]),
  });
  return { remove, unread };
}
