import { type Comment, PAGE_SIZE, TEXT_LIMITS } from '@site/api';
import { formatRelativeDate } from '@site/api/display';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { en, type MessageKey } from '../i18n/en';
import { useMessages } from '../i18n/UiProvider';
import { LineIcon } from '../icons/LineIcon';
import { Link } from '../Link/Link';
import { Pagination } from '../Pagination/Pagination';
import { Skeleton, SkeletonList } from '../Skeleton/Skeleton';
import { TextArea } from '../TextArea/TextArea';
import { useControllableState } from '../TextField/Field';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Comments.css';

/** A comment as the comments call returns it (§3). */
export type CommentItemData = Pick<
  Comment,
  'comment_id' | 'user_id' | 'username' | 'avatar' | 'comment' | 'likes' | 'dislikes' | 'added_date'
>;

/** The states of a data list (§4). */
export const commentsStatuses = ['pending', 'success', 'error'] as const;
export type CommentsStatus = (typeof commentsStatuses)[number];

const memberHref = (userId: number) => `/members/${userId}/`;

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

export interface CommentItemProps {
  comment: CommentItemData;
  /** The moment "3 days ago" is counted from (pass the page's time, for stable server and client output). */
  now: Date | number;
}

/** One comment: avatar, author link, relative date, text, and its likes and dislikes. */
export function CommentItem({ comment, now }: CommentItemProps) {
  const { plural, formatCount, locale } = useMessages();
  return (
    <li className={styles.item} data-comment-id={comment.comment_id}>
      <span className={styles.avatar}>
        <Avatar name={comment.username} src={comment.avatar} size="md" decorative />
      </span>
      <div className={styles.meta}>
        <Link href={memberHref(comment.user_id)} tone="neutral" underline="hover">
          <span className={styles.author}>{comment.username}</span>
        </Link>
        <time className={styles.date} dateTime={comment.added_date}>
          {formatRelativeDate(comment.added_date, { locale, now })}
        </time>
      </div>
      <p className={styles.text}>{comment.comment}</p>
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
    </li>
  );
}

const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(en, key);

/** The message of a comment error code (§8: need_auth, comment_limit, forbidden_words, else general_error). */
export function commentErrorMessageKey(code: string | null | undefined): MessageKey {
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
}

/** The comment form: a text area that stops at 256 characters, a message for too short, pending and error. */
export function CommentForm({
  onSubmit,
  pending: pendingProp = false,
  errorCode: errorProp,
  value,
  defaultValue = '',
  onValueChange,
}: CommentFormProps) {
  const { t, plural } = useMessages();
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
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={pending || undefined}>
      <TextArea
        label={t('comments.form.label')}
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
        <Button type="submit" loading={pending}>
          {t('comments.form.submit')}
        </Button>
      </div>
    </form>
  );
}

export interface CommentsProps extends Omit<CommentFormProps, 'value' | 'defaultValue' | 'onValueChange'> {
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
  ...form
}: CommentsProps) {
  const { t, plural } = useMessages();
  const headingId = useId();
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
            <CommentItem key={comment.comment_id} comment={comment} now={now} />
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
        <Heading id={headingId} className={styles.title}>
          {t('comments.title')}
        </Heading>
        {status === 'success' && total > 0 && (
          <span className={styles.count}>{plural('comments.count', total)}</span>
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
