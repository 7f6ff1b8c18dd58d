import { type ApiClient, type Comment, type CommentInput, errorCode, PAGE_SIZE } from '@site/api';
import { commentMutation, commentQueries } from '@site/api/query';
import { Comments } from '@site/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { withCsrf } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useSessionUser } from '../../lib/site';
import { useSiteActions } from '../../lib/site-actions';

type CommentVariables = CommentInput & { author: Pick<Comment, 'user_id' | 'username' | 'avatar'> };

/**
 * The video's comments (§2): the thread through the comments factory (fresh for members, §7), 10 a page;
 * a member's new comment (5–256 characters, §5) goes to the top with 0 likes and dislikes (§4) and the
 * thread shows its first page again; visitors get the sign-in modal. §8 errors (comment_limit,
 * forbidden_words, need_auth…) show under the form.
 */
export function VideoComments({ api, videoId }: { api: ApiClient; videoId: number }) {
  const { t } = useT();
  const user = useSessionUser();
  const { openSignIn, notify } = useSiteActions();
  const qc = useQueryClient();
  const [now] = useState(() => Date.now());
  const [page, setPage] = useState(1);
  const thread = useQuery(
    commentQueries.list(api, { section: 'video', object_id: videoId, fresh: user !== null }),
  );
  const posting = useMutation({
    ...commentMutation(api, qc),
    mutationFn: ({ author: _author, ...input }: CommentVariables) =>
      withCsrf(() => api.actions.comment(input), api),
  });

  const onSubmit = async (text: string) => {
    if (!user) {
      openSignIn();
      return;
    }
    try {
      await posting.mutateAsync({
        section: 'video',
        object_id: videoId,
        msg: text,
        author: { user_id: user.user_id, username: user.username, avatar: user.avatar },
      });
    } catch (error) {
      if (errorCode(error) === 'need_auth') openSignIn();
      throw error;
    }
    setPage(1);
    notify({ type: 'success', text: t('video.notify.comment_success') });
  };

  return (
    <Comments
      comments={thread.data?.comments ?? []}
      totalCount={thread.data?.total_count}
      status={thread.isPending ? 'pending' : thread.isError ? 'error' : 'success'}
      listErrorCode={thread.isError ? errorCode(thread.error) : null}
      onRetry={() => void thread.refetch()}
      now={now}
      signedIn={user !== null}
      onSignIn={openSignIn}
      pageSize={PAGE_SIZE.comments}
      page={page}
      onPageChange={setPage}
      onSubmit={onSubmit}
    />
  );
}
