import { COMMENT_EDIT_MINUTES, type Comment, PAGE_SIZE, TEXT_LIMITS } from '@site/api';
import { formatRelativeDate } from '@site/api/display';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { en, type MessageKey } from '../i18n/en';
import type { CommentsMessageKey } from '../i18n/messages/comments';
import { commentsEn } from '../i18n/messages/comments';
import { useHrefs, useMessages } from '../i18n/UiProvider';
import { LineIcon } from '../icons/LineIcon';
import { Link } from '../Link/Link';
import { Pagination } from '../Pagination/Pagination';
import { Skeleton, SkeletonList } from '../Skeleton/Skeleton';
import { TextArea } from '../TextArea/TextArea';
import { useControllableState } from '../TextField/Field';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Comments.css';

/**
 * A comment as the comments call returns it (§3), with what replies added (#25 item 12): whether its author
 * deleted it (then it shows as "comment deleted" above its replies), the member's own vote, and its replies.
 */
export type CommentItemData = Pick<
  Comment,
  'comment_id' | 'user_id' | 'username' | 'avatar' | 'comment' | 'likes' | 'dislikes' | 'added_date'
> &
  Partial<Pick<Comment, 'parent_id' | 'deleted' | 'my_vote' | 'edited'>> & {
    /** The replies, oldest first (one level: a reply has none). */
    replies?: ReadonlyArray<CommentItemData>;
  };

/** The states of a data list (§4). */
export const commentsStatuses = ['pending', 'success', 'error'] as const;
export type CommentsStatus = (typeof commentsStatuses)[number];

function ThumbIcon({ down = false }: { down?: boolean }) {
  return (
    <LineIcon
      className={styles.icon}
      d={
        down
          ? [
              'M5 9.5V2.5H2.5v7H5z',
              'M5 9.5l2.5 4.5c1 0 1.8-.8 1.6-1.8L8.7 10h3.8c.9 0 1.5-.8 1.3-1.6l-1-4.6c-.2-.8-.8-1.3-1.6-1.3H5',
            ]
          : [
              'M5 6.5v7H2.5v-7H5z',
              'M5 6.5L7.5 2c1 0 1.8.8 1.6 1.8L8.7 6h3.8c.9 0 1.5.8 1.3 1.6l-1 4.6c-.2.8-.8 1.3-1.6 1.3H5',
            ]
      }
      strokeWidth="1.4"
    />
  );
}

/**
 * What a member can do with a comment (#25 item 12). Each handler may return a promise: the control is busy
 * until it settles. Without a handler the control is not offered (the votes show as plain counts).
 */
export interface CommentActions {
  /** Whether the visitor is signed in; a visitor's vote or reply opens the sign-in modal instead (§6). */
  signedIn?: boolean;
  /** The signed-in member: Delete is offered on their own comments only. */
  viewerId?: number | null;
  /** Opens the sign-in modal. */
  onSignIn?: () => void;
  /** §7 vote on a comment: 1 like, 0 dislike. */
  onVote?: (commentId: number, vote: 1 | 0) => unknown;
  /**
   * Posts a reply (5 to 256 characters, §5) to this comment; a reply to a reply is put under the same
   * comment by the server. Reject with an error whose `code` names the failure; the form keeps the text.
   */
  onReply?: (commentId: number, text: string) => unknown;
  /** Deletes the member's own comment, after the confirmation. Reject to keep the dialog open, saying so. */
  onDelete?: (commentId: number) => unknown;
  /**
   * Saves the new text (5 to 256 characters) of the member's own comment, offered within
   * COMMENT_EDIT_MINUTES of its posting (#32 item 6). Reject with an error whose `code` names the failure;
   * the form keeps the text.
   */
  onEdit?: (commentId: number, text: string) => unknown;
  /** Opens the report of another member's comment (#32 item 5): offered to a signed-in member, never on their own. */
  onReport?: (comment: CommentItemData) => void;
}

export interface CommentItemProps extends CommentActions {
  comment: CommentItemData;
  /** The moment "3 days ago" is counted from (pass the page's time, for stable server and client output). */
  now: Date | number;
  /** The comment whose reply form is open (one at a time in a block); pair with `onReplyingToChange`. */
  replyingTo?: number | null;
  onReplyingToChange?: (commentId: number | null) => void;
  /** Called after this comment was deleted (the block moves focus to its heading: the item is gone). */
  onDeleted?: () => void;
}

/** A like or dislike of a comment: a toggle showing its count, pressed when it is the member's vote. */
function CommentVote({
  comment,
  which,
  pending,
  onPress,
  hintId,
}: {
  comment: CommentItemData;
  which: 1 | 0;
  pending: 1 | 0 | null;
  onPress: (which: 1 | 0) => void;
  hintId: string | undefined;
}) {
  const { t, plural, formatCount } = useMessages(commentsEn);
  const count = which === 1 ? comment.likes : comment.dislikes;
  return (
    <button
      type="button"
      className={styles.action}
      aria-pressed={comment.my_vote === which}
      aria-busy={pending === which ? true : undefined}
      aria-disabled={pending !== null ? true : undefined}
      aria-describedby={hintId}
      data-vote={which === 1 ? 'like' : 'dislike'}
      onClick={() => onPress(which)}
    >
      <ThumbIcon down={which === 0} />
      <VisuallyHidden>{t(which === 1 ? 'comments.like' : 'comments.dislike')}</VisuallyHidden>{' '}
      <span aria-hidden="true">{formatCount(count)}</span>{' '}
      <VisuallyHidden>{plural(which === 1 ? 'comments.likes' : 'comments.dislikes', count)}</VisuallyHidden>
    </button>
  );
}

/** The confirmation of deleting one's own comment: Cancel, or Delete (busy until the call settles). */
function DeleteCommentDialog({
  open,
  onOpenChange,
  onConfirm,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => unknown;
  onDone: () => void;
}) {
  const { t } = useMessages(commentsEn);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const done = useRef(false);
  const confirm = async () => {
    if (pending) return;
    setFailed(null);
    const result = onConfirm();
    if (!isThenable(result)) {
      done.current = true;
      onOpenChange(false);
      return;
    }
    setPending(true);
    try {
      await result;
      done.current = true;
      onOpenChange(false);
    } catch (error) {
      setFailed(errorCode(error) ?? 'general_error');
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && pending) return;
        if (next) setFailed(null);
        onOpenChange(next);
      }}
    >
      <Dialog.Content
        title={t('comments.delete.title')}
        description={t('comments.delete.body')}
        onCloseAutoFocus={(event) => {
          // Deleted: the button that opened the dialog is gone with its comment.
          if (done.current) {
            event.preventDefault();
            done.current = false;
            onDone();
          }
        }}
      >
        {failed && (
          <p className={styles.formError} role="alert">
            {t(
              failed === 'not_found'
                ? 'comments.delete.error.not_found'
                : 'comments.delete.error.general_error',
            )}
          </p>
        )}
        <div className={styles.dialogActions}>
          <Dialog.Close asChild>
            <Button variant="secondary">{t('form.cancel')}</Button>
          </Dialog.Close>
          <Button onClick={() => void confirm()} loading={pending}>
            {t('comments.delete.confirm')}
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/**
 * One comment: avatar, author link, relative date, text, its likes and dislikes (toggles when `onVote` is
 * given), Reply (an inline form) and, on the member's own comment, Delete with a confirmation; then its
 * replies. A comment its author deleted shows as "comment deleted" above its replies.
 */
export function CommentItem({
  comment,
  now,
  signedIn = false,
  viewerId = null,
  onSignIn,
  onVote,
  onReply,
  onDelete,
  onEdit,
  onReport,
  replyingTo: replyingToProp,
  onReplyingToChange,
  onDeleted,
}: CommentItemProps) {
  const { t, plural, formatCount, locale } = useMessages(commentsEn);
  const hrefs = useHrefs();
  const [ownReplyingTo, setOwnReplyingTo] = useState<number | null>(null);
  const replyingTo = replyingToProp === undefined ? ownReplyingTo : replyingToProp;
  const setReplyingTo = (id: number | null) => {
    setOwnReplyingTo(id);
    onReplyingToChange?.(id);
  };
  const [votePending, setVotePending] = useState<1 | 0 | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const replies = comment.replies ?? [];
  const deleted = comment.deleted === 1;
  const isReply = comment.parent_id != null;

  const vote = async (which: 1 | 0) => {
    if (votePending !== null || !onVote) return;
    if (!signedIn) {
      onSignIn?.();
      return;
    }
    const result = onVote(comment.comment_id, which);
    if (!isThenable(result)) return;
    setVotePending(which);
    try {
      await result;
    } catch {
      // The page says why (§8 vote_* notifications); the counts stay.
    } finally {
      setVotePending(null);
    }
  };
  const openReply = () => {
    if (!signedIn) {
      onSignIn?.();
      return;
    }
    setReplyingTo(comment.comment_id);
  };
  const closeReply = () => {
    setReplyingTo(null);
    replyButton.current?.focus();
  };
  const mine = viewerId !== null && viewerId === comment.user_id;
  const own = onDelete !== undefined && mine;
  const reportable = onReport !== undefined && signedIn === true && viewerId != null && !mine;
  const editable =
    onEdit !== undefined &&
    mine &&
    new Date(now).getTime() - new Date(comment.added_date).getTime() < COMMENT_EDIT_MINUTES * 60_000;
  const closeEdit = () => {
    setEditing(false);
    editButton.current?.focus();
  };
  const replyList = replies.length > 0 && (
    <ul className={styles.replies} aria-label={t('comments.replies.label')}>
      {replies.map((r) => (
        <CommentItem
          key={r.comment_id}
          comment={r}
          now={now}
          signedIn={signedIn}
          viewerId={viewerId}
          onVote={onVote}
          onReply={onReply}
          onDelete={onDelete}
          onEdit={onEdit}
          onReport={onReport}
          replyingTo={replyingTo}
          onReplyingToChange={setReplyingTo}
          onSignIn={onSignIn}
          onDeleted={onDeleted}
        />
      ))}
    </ul>
  );

  if (deleted) {
    return (
      <li className={styles.item} data-comment-id={comment.comment_id} data-deleted="">
        <span className={styles.avatar}>
          <Avatar name="" size="md" decorative />
        </span>
        <p className={styles.deletedText}>{t('comments.deleted')}</p>
        {replyList && <div className={styles.repliesCell}>{replyList}</div>}
      </li>
    );
  }

  return (
    <li className={isReply ? styles.reply : styles.item} data-comment-id={comment.comment_id}>
      <span className={styles.avatar}>
        <Avatar name={comment.username} src={comment.avatar} size={isReply ? 'sm' : 'md'} decorative />
      </span>
      <div className={styles.meta}>
        <Link href={hrefs.member(comment.user_id)} tone="neutral" underline="hover">
          <span className={styles.author}>{comment.username}</span>
        </Link>
        <time className={styles.date} dateTime={comment.added_date}>
          {formatRelativeDate(comment.added_date, { locale, now })}
        </time>
        {comment.edited === 1 && <span className={styles.date}>{t('comments.edited')}</span>}
      </div>
      {editing && onEdit ? (
        <div className={styles.replyForm}>
          <CommentForm
            kind="edit"
            defaultValue={comment.comment}
            autoFocus
            onCancel={closeEdit}
            onSubmit={async (text) => {
              await onEdit(comment.comment_id, text);
              closeEdit();
            }}
          />
        </div>
      ) : (
        <p className={styles.text}>{comment.comment}</p>
      )}
      {onVote || onReply || own || editable || reportable ? (
        <div className={styles.actions}>
          {onVote && (
            <>
              <CommentVote
                comment={comment}
                which={1}
                pending={votePending}
                onPress={(w) => void vote(w)}
                hintId={signedIn ? undefined : hintId}
              />
              <CommentVote
                comment={comment}
                which={0}
                pending={votePending}
                onPress={(w) => void vote(w)}
                hintId={signedIn ? undefined : hintId}
              />
              {!signedIn && <VisuallyHidden id={hintId}>{t('videoPage.vote.loginHint')}</VisuallyHidden>}
            </>
          )}
          {onReply && (
            <button
              ref={replyButton}
              type="button"
              className={styles.action}
              aria-expanded={replyingTo === comment.comment_id}
              onClick={openReply}
            >
              <span aria-hidden="true">{t('comments.reply.action')}</span>
              <VisuallyHidden>{t('comments.reply.to', { username: comment.username })}</VisuallyHidden>
            </button>
          )}
          {editable && (
            <button
              ref={editButton}
              type="button"
              className={styles.action}
              aria-expanded={editing}
              onClick={() => setEditing(true)}
            >
              <span aria-hidden="true">{t('comments.edit.action')}</span>
              <VisuallyHidden>{t('comments.edit.label')}</VisuallyHidden>
            </button>
          )}
          {reportable && (
            <button type="button" className={styles.action} onClick={() => onReport(comment)}>
              <span aria-hidden="true">{t('comments.report.action')}</span>
              <VisuallyHidden>{t('comments.report.label', { username: comment.username })}</VisuallyHidden>
            </button>
          )}
          {own && (
            <>
              <button type="button" className={styles.action} onClick={() => setConfirming(true)}>
                <span aria-hidden="true">{t('comments.delete.action')}</span>
                <VisuallyHidden>{t('comments.delete.label')}</VisuallyHidden>
              </button>
              <DeleteCommentDialog
                open={confirming}
                onOpenChange={setConfirming}
                onConfirm={() => onDelete(comment.comment_id)}
                onDone={() => onDeleted?.()}
              />
            </>
          )}
        </div>
      ) : (
        <div className={styles.votes}>
          <span className={styles.vote}>
            <ThumbIcon />
            <span aria-hidden="true">{formatCount(comment.likes)}</span>
            <VisuallyHidden>{plural('comments.likes', comment.likes)}</VisuallyHidden>
          </span>
          <span className={styles.vote}>
            <ThumbIcon down />
            <span aria-hidden="true">{formatCount(comment.dislikes)}</span>
            <VisuallyHidden>{plural('comments.dislikes', comment.dislikes)}</VisuallyHidden>
          </span>
        </div>
      )}
      {onReply && replyingTo === comment.comment_id && (
        <div className={styles.replyForm}>
          <CommentForm
            kind="reply"
            replyTo={comment.username}
            autoFocus
            onCancel={closeReply}
            onSubmit={async (text) => {
              await onReply(comment.comment_id, text);
              closeReply();
            }}
          />
        </div>
      )}
      {replyList && <div className={styles.repliesCell}>{replyList}</div>}
    </li>
  );
}

const isMessageKey = (key: string): key is MessageKey | CommentsMessageKey =>
  Object.hasOwn(commentsEn, key) || Object.hasOwn(en, key);

/** The message of a comment error code (§8: need_auth, comment_limit, forbidden_words, else general_error). */
export function commentErrorMessageKey(code: string | null | undefined): MessageKey | CommentsMessageKey {
  const key = `comments.error.${code ?? 'general_error'}`;
  return isMessageKey(key) ? key : 'comments.error.general_error';
}

/** What `onSubmit` may reject with: an error whose `code` names the failure (an ApiError does). */
const errorCode = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && 'then' in value && typeof value.then === 'function';

export interface CommentFormProps {
  /**
   * Posts the trimmed text (5 to 256 characters, §5). When it returns a promise the form is pending
   * until it settles; it then clears, or shows the message of the rejection's `code`.
   */
  onSubmit: (text: string) => unknown;
  /** Shows the form as posting (e.g. while the parent's mutation runs). */
  pending?: boolean;
  /** An error code to show (§8), e.g. from the parent's mutation. */
  errorCode?: string | null;
  /** The text (controlled); pair with `onValueChange`. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * A new comment (default), a reply (#25 item 12: the label names whom it answers) or the member's own
   * comment edited (#32 item 6: it starts with `defaultValue`, the old text).
   */
  kind?: 'comment' | 'reply' | 'edit';
  /** The author of the comment a reply answers. */
  replyTo?: string;
  /** Focus the text area when the form appears (the inline reply form). */
  autoFocus?: boolean;
  /** Shows a Cancel button (the inline reply form closes). */
  onCancel?: () => void;
}

/** The comment form: a text area that stops at 256 characters, a message for too short, pending and error. */
export function CommentForm({
  onSubmit,
  pending: pendingProp = false,
  errorCode: errorProp,
  value,
  defaultValue = '',
  onValueChange,
  kind = 'comment',
  replyTo = '',
  autoFocus = false,
  onCancel,
}: CommentFormProps) {
  const { t, plural } = useMessages(commentsEn);
  const [text, setText] = useControllableState(value, defaultValue, onValueChange);
  const [tooShort, setTooShort] = useState(false);
  const [ownPending, setOwnPending] = useState(false);
  const [ownError, setOwnError] = useState<string | null>(null);
  const [posted, setPosted] = useState(false);
  const errorId = useId();
  const pending = pendingProp || ownPending;
  const shownError = errorProp ?? ownError;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = text.trim();
    setPosted(false);
    if (trimmed.length < TEXT_LIMITS.commentMin) {
      setTooShort(true);
      return;
    }
    setOwnError(null);
    const result = onSubmit(trimmed);
    if (!isThenable(result)) return;
    setOwnPending(true);
    try {
      await result;
      setText('');
      setPosted(true);
    } catch (error) {
      setOwnError(errorCode(error) ?? 'general_error');
    } finally {
      setOwnPending(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit}
      noValidate
      aria-busy={pending || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel && !pending) {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <TextArea
        label={
          kind === 'reply'
            ? t('comments.reply.label', { username: replyTo })
            : kind === 'edit'
              ? t('comments.edit.field')
              : t('comments.form.label')
        }
        // The inline reply form opens on a click of Reply: the text goes where the member meant to write.
        autoFocus={autoFocus}
        value={text}
        onValueChange={(next) => {
          setText(next);
          setTooShort(false);
          setPosted(false);
        }}
        maxLength={TEXT_LIMITS.commentMax}
        rows={3}
        required
        error={tooShort ? plural('comments.form.tooShort', TEXT_LIMITS.commentMin) : undefined}
        aria-describedby={shownError ? errorId : undefined}
      />
      <div className={styles.formActions}>
        {shownError ? (
          <p id={errorId} className={styles.formError} role="alert">
            {t(commentErrorMessageKey(shownError))}
          </p>
        ) : (
          <p className={styles.formStatus} role="status">
            {posted ? t('comments.form.posted') : ''}
          </p>
        )}
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t('form.cancel')}
          </Button>
        )}
        <Button type="submit" loading={pending}>
          {kind === 'reply'
            ? t('comments.reply.submit')
            : kind === 'edit'
              ? t('comments.edit.submit')
              : t('comments.form.submit')}
        </Button>
      </div>
    </form>
  );
}

export interface CommentsProps
  extends Omit<
      CommentFormProps,
      'value' | 'defaultValue' | 'onValueChange' | 'kind' | 'replyTo' | 'autoFocus' | 'onCancel'
    >,
    Omit<CommentActions, 'signedIn' | 'onSignIn'> {
  /** The whole thread, newest first; the block shows it a page at a time (§9: 10 a page). */
  comments?: ReadonlyArray<CommentItemData>;
  /** The thread's total (defaults to the length of `comments`). */
  totalCount?: number;
  /** The list's state (§4): placeholders while pending, the error (with retry) on error. */
  status?: CommentsStatus;
  /** The list's error code (§8); general_error by default. */
  listErrorCode?: string | null;
  onRetry?: () => void;
  /** The moment relative dates are counted from. */
  now: Date | number;
  /** Whether the visitor is signed in: the form for members, a sign-in prompt for visitors (§5, §6). */
  signedIn: boolean;
  /** Opens the sign-in modal. */
  onSignIn: () => void;
  pageSize?: number;
  /** The page shown (controlled); pair with `onPageChange`. */
  page?: number;
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  /** The heading's level in the page's outline. */
  headingLevel?: 2 | 3;
}

/**
 * The comments block (§2): the title and count, the form for members or a sign-in prompt for visitors,
 * then the thread a page at a time with pagination, and loading placeholders, error and empty states.
 * With `onVote`, `onReply` and `onDelete` (#25 item 12) each comment has like and dislike toggles, Reply
 * (one inline form at a time) and, on the member's own (`viewerId`), Delete with a confirmation; with
 * `onEdit` (#32 item 6) also Edit, for COMMENT_EDIT_MINUTES after posting. Replies show under their comment.
 */
export function Comments({
  comments = [],
  totalCount,
  status = 'success',
  listErrorCode,
  onRetry,
  now,
  signedIn,
  onSignIn,
  pageSize = PAGE_SIZE.comments,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  headingLevel = 2,
  viewerId = null,
  onVote,
  onReply,
  onDelete,
  onEdit,
  onReport,
  ...form
}: CommentsProps) {
  const { t, pluralCount } = useMessages(commentsEn);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const [page, setPage] = useControllableState(pageProp, defaultPage, onPageChange);
  const size = Math.max(1, pageSize);
  const totalPages = Math.ceil(comments.length / size);
  const current = Math.min(Math.max(1, page), Math.max(1, totalPages));
  const shown = comments.slice((current - 1) * size, current * size);
  const total = totalCount ?? comments.length;
  const Heading = `h${headingLevel}` as const;

  let body: ReactNode;
  if (status === 'pending') {
    body = (
      <SkeletonList count={size} label={t('comments.loading')}>
        <div className={styles.skeletonRow}>
          <Skeleton shape="circle" size="md" />
          <Skeleton lines={2} />
        </div>
      </SkeletonList>
    );
  } else if (status === 'error') {
    body = <ErrorState code={listErrorCode ?? 'general_error'} onRetry={onRetry} headingLevel={3} />;
  } else if (comments.length === 0) {
    body = <EmptyState title={t('comments.empty')} description={t('comments.emptyHint')} headingLevel={3} />;
  } else {
    body = (
      <>
        <ul className={styles.list}>
          {shown.map((comment) => (
            <CommentItem
              key={comment.comment_id}
              comment={comment}
              now={now}
              signedIn={signedIn}
              viewerId={viewerId}
              onSignIn={onSignIn}
              onVote={onVote}
              onReply={onReply}
              onDelete={onDelete}
              onEdit={onEdit}
              onReport={onReport}
              replyingTo={replyingTo}
              onReplyingToChange={setReplyingTo}
              onDeleted={() => heading.current?.focus()}
            />
          ))}
        </ul>
        <Pagination
          page={current}
          totalPages={totalPages}
          onPageChange={setPage}
          label={t('comments.pagination')}
        />
      </>
    );
  }

  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Heading id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
          {t('comments.title')}
        </Heading>
        {status === 'success' && total > 0 && (
          <span className={styles.count}>{pluralCount('comments.count', total)}</span>
        )}
      </div>
      {signedIn ? (
        <CommentForm {...form} />
      ) : (
        <div className={styles.signIn}>
          <p className={styles.signInText}>{t('comments.signIn.text')}</p>
          <Button variant="secondary" onClick={onSignIn}>
            {t('comments.signIn.action')}
          </Button>
        </div>
      )}
      {body}
    </section>
  );
}
