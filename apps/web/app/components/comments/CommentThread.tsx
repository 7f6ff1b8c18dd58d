import { type ApiClient, type CommentSection, errorCode, PAGE_SIZE } from '@site/api';
import {
  commentDeleteMutation,
  commentEditMutation,
  commentMutation,
  commentQueries,
  voteMutation,
} from '@site/api/query';
import { Comments } from '@site/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { errorKeyOf } from '../../lib/notify';
import { retryOf } from '../../lib/refusals';
import { useSessionUser } from '../../lib/site';
import { useSiteActions } from '../../lib/site-actions';
import { ReportModal, type ReportSubject } from '../members/ReportModal';

export interface CommentThreadProps {
  api: ApiClient;
  /** What the thread hangs on (§7 comments: section and object_id). */
  section: CommentSection;
  objectId: number | string;
  /** The moment relative dates are counted from (defaults to when the block first rendered). */
  now?: number | undefined;
}

/**
 * A comments block wired to the API (§2, §4, §7; #25 item 12): the thread through the comments factory
 * (fresh for members, §7: their own votes show pressed), 10 top-level comments a page with their replies.
 * A member's new comment goes to the top with 0 likes and dislikes (§4) and the block shows its first page
 * again; a reply goes under its comment; votes move the local counters on success (§4) with the §8
 * `vote_*` notifications; the member deletes their own comment after confirming it, and edits it within
 * COMMENT_EDIT_MINUTES of posting (#32 item 6). Visitors get the
 * sign-in modal for all of it (§6). Every write carries the CSRF token.
 */
export function CommentThread({ api, section, objectId, now: nowProp }: CommentThreadProps) {
  const { t } = useT();
  const user = useSessionUser();
  const { openSignIn, notify } = useSiteActions();
  const qc = useQueryClient();
  const [now] = useState(() => nowProp ?? Date.now());
  const [reporting, setReporting] = useState<ReportSubject | null>(null);
  const [page, setPage] = useState(1);
  const thread = useQuery(commentQueries.list(api, { section, object_id: objectId, fresh: user !== null }));
  const posting = useMutation(commentMutation(api, qc));
  const voting = useMutation(voteMutation(api, qc));
  const deleting = useMutation(commentDeleteMutation(api, qc));
  const editing = useMutation(commentEditMutation(api, qc));

  /** Posts a comment or a reply as the signed-in member; need_auth opens the sign-in modal. */
  const post = async (msg: string, parentId?: number) => {
    if (!user) {
      openSignIn();
      return false;
    }
    try {
      await posting.mutateAsync({
        section,
        object_id: objectId,
        msg,
        ...(parentId === undefined ? {} : { parent_id: parentId }),
        author: { user_id: user.user_id, username: user.username, avatar: user.avatar },
      });
    } catch (error) {
      if (errorCode(error) === 'need_auth') openSignIn();
      // A reply to a comment deleted meanwhile: the thread is read again, the form says why.
      if (errorCode(error) === 'not_found' && parentId !== undefined) void thread.refetch();
      throw error;
    }
    return true;
  };

  // The form says "Your comment was posted" under itself (@site/ui CommentForm, a status region): no
  // notification as well, which said it a second time at the bottom of the screen.
  const onSubmit = async (text: string) => {
    if (!(await post(text))) return;
    setPage(1);
  };

  const onReply = async (commentId: number, text: string) => {
    if (!(await post(text, commentId))) return;
    notify({ type: 'success', text: t('comments.notify.reply_success') });
  };

  const onVote = async (commentId: number, vote: 1 | 0) => {
    try {
      await voting.mutateAsync({ section: 'comment', object_id: commentId, vote });
      notify({ type: 'success', text: t('video.notify.vote_success') });
    } catch (error) {
      if (errorCode(error) === 'need_auth') openSignIn();
      notify({
        type: 'error',
        text: t(errorKeyOf(error, 'video.notify.vote_', 'video.notify.vote_general_error')),
      });
    }
  };

  const onDelete = async (commentId: number) => {
    try {
      await deleting.mutateAsync({ comment_id: commentId });
    } catch (error) {
      if (errorCode(error) === 'need_auth') openSignIn();
      // Gone already (deleted in another tab): the thread is read again; the dialog says so.
      if (errorCode(error) === 'not_found') void thread.refetch();
      throw error;
    }
    notify({ type: 'success', text: t('comments.notify.deleted') });
  };

  /** Saves the member's own comment edited (#32 item 6); the form says why when it is refused. */
  const onEdit = async (commentId: number, msg: string) => {
    try {
      await editing.mutateAsync({ comment_id: commentId, msg });
    } catch (error) {
      if (errorCode(error) === 'need_auth') openSignIn();
      if (errorCode(error) === 'not_found') void thread.refetch();
      throw error;
    }
    notify({ type: 'success', text: t('comments.notify.edited') });
  };

  return (
    <>
      <ReportModal api={api} subject={reporting} onClose={() => setReporting(null)} />
      <Comments
        comments={thread.data?.comments ?? []}
        totalCount={thread.data?.total_count}
        status={thread.isPending ? 'pending' : thread.isError ? 'error' : 'success'}
        listErrorCode={thread.isError ? errorCode(thread.error) : null}
        {...retryOf(thread)}
        now={now}
        signedIn={user !== null}
        viewerId={user?.user_id ?? null}
        onSignIn={openSignIn}
        pageSize={PAGE_SIZE.comments}
        page={page}
        onPageChange={setPage}
        onSubmit={onSubmit}
        onVote={onVote}
        onReply={onReply}
        onDelete={onDelete}
        onEdit={onEdit}
        onReport={(comment) =>
          setReporting({
            target: 'comment',
            id: comment.comment_id,
            memberName: comment.username,
            excerpt: comment.comment,
          })
        }
      />
    </>
  );
}
