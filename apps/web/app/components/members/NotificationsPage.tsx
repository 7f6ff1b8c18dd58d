import { type ApiClient, errorCode } from '@site/api';
import { callQuery } from '@site/api/query';
import { NotificationList, Pagination, Switch } from '@site/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { retryOf } from '../../lib/refusals';
import { useSessionUser } from '../../lib/site';
import { notificationsUrl } from '../../lib/urls';
import * as styles from './members.css';
import { useMemberNotify } from './notify';
import { SignInPrompt } from './SignInPrompt';
import '../../messages/use-members';
import '../../messages/use-notifications';

/** Every read the notifications change: the list's pages and the header's counts (the bell). */
function useRefresh(api: ApiClient) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['notifications'] }),
      queryClient.invalidateQueries({ queryKey: callQuery(api, 'profile.counts').queryKey }),
    ]);
}

/**
 * The member's notifications (#32): a page of them (NotificationList), marking one or all read, the pages,
 * and the daily e-mail digest switch. Read in the browser (never cached); a visitor is asked to sign in.
 */
export function NotificationsPage({ page, api = browserApi }: { page: number; api?: ApiClient }) {
  const viewer = useSessionUser();
  if (!viewer) return <SignInPrompt title="notificationsPage.title" text="notificationsPage.signIn" />;
  return <OwnNotifications page={page} api={api} />;
}

function OwnNotifications({ page, api }: { page: number; api: ApiClient }) {
  const { t } = useT();
  const notify = useMemberNotify();
  const refresh = useRefresh(api);
  const [now] = useState(() => Date.now());
  const [busy, setBusy] = useState<number | 'all' | null>(null);
  const query = useQuery(callQuery(api, 'notifications.list', { page }));
  const read = useMutation({
    mutationFn: (id: number) => api.notifications.read({ notification_id: id }),
    onSettled: refresh,
  });
  const readAll = useMutation({ mutationFn: () => api.notifications.readAll(), onSettled: refresh });
  const digest = useMutation({
    mutationFn: (on: boolean) => api.notifications.digest({ digest: on }),
    onSettled: refresh,
  });
  const mark = (run: () => Promise<unknown>, what: number | 'all') => {
    setBusy(what);
    run()
      .catch((error: unknown) => notify.failure(error))
      .finally(() => setBusy(null));
  };
  const data = query.data;
  return (
    <div className={styles.page}>
      <NotificationList
        status={query.status}
        notifications={data?.notifications}
        unread={data?.unread}
        errorCode={query.isError ? errorCode(query.error) : null}
        {...retryOf(query)}
        onMarkRead={(id) => mark(() => read.mutateAsync(id), id)}
        onMarkAllRead={() => mark(() => readAll.mutateAsync(), 'all')}
        // Following a notification's link reads it (the page it opens is what it was about).
        onOpen={(id) => {
          if (data?.notifications.some((n) => n.id === id && !n.read)) read.mutate(id);
        }}
        busy={busy}
        now={now}
      />
      {data && data.pages > 1 && (
        <Pagination page={page} totalPages={data.pages} hrefForPage={notificationsUrl} />
      )}
      {data && (
        <Switch
          label={t('notificationsPage.digest')}
          description={t('notificationsPage.digestHint')}
          checked={digest.isPending ? digest.variables : data.digest}
          disabled={digest.isPending}
          onCheckedChange={(on) =>
            digest.mutate(on, {
              onSuccess: (answer) =>
                notify.success(answer.digest ? 'notificationsPage.digestOn' : 'notificationsPage.digestOff'),
              onError: (error) => notify.failure(error),
            })
          }
        />
      )}
    </div>
  );
}
