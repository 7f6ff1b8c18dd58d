import { MODERATION_PAGE_SIZE } from '@site/api/display';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Badge, type BadgeTone } from '../Badge/Badge';
import { Button, type ButtonSize, type ButtonVariant } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { FormBanner } from '../Form/Banner';
import type { MessageKey } from '../i18n/en';
import { type ModerationMessageKey, moderationEn } from '../i18n/messages/moderation';
import { useLinkComponent, useMessages } from '../i18n/UiProvider';
import { Pagination } from '../Pagination/Pagination';
import { Select } from '../Select/Select';
import { Skeleton, SkeletonList } from '../Skeleton/Skeleton';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import { pageCount } from './format';
import * as styles from './ModerationCommon.css';
import type { MemberRef, ModerationLoadState, ModerationPaging, ReportStatusName } from './types';

const isKey = (key: string): key is ModerationMessageKey => Object.hasOwn(moderationEn, key);

/** The message key of a failed act's §8 code (`moderation.error.general_error` for codes without one). */
export function actionErrorKey(code: string): ModerationMessageKey {
  const key = `moderation.error.${code}`;
  return isKey(key) ? key : 'moderation.error.general_error';
}

/** A failed act's message, an alert above the controls. */
export function ActionAlert({ code }: { code: string | null | undefined }) {
  const { t } = useMessages(moderationEn);
  if (!code) return null;
  return <FormBanner>{t(actionErrorKey(code))}</FormBanner>;
}

interface ListStateProps {
  loading?: boolean | undefined;
  error?: string | null | undefined;
  onRetry?: (() => void) | undefined;
  /** No rows: the empty state shows instead of `children`. */
  empty: boolean;
  emptyTitle: string;
  emptyDescription?: string | undefined;
  /** Placeholder rows while loading. */
  skeletons?: number;
  children: ReactNode;
}

/** Loading (skeleton lines), error (with retry), empty, or the list. */
export function ListState({
  loading,
  error,
  onRetry,
  empty,
  emptyTitle,
  emptyDescription,
  skeletons = 5,
  children,
}: ListStateProps) {
  const { t } = useMessages(moderationEn);
  if (loading) {
    return (
      <SkeletonList count={skeletons} label={t('moderation.loading')}>
        {Array.from({ length: skeletons }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <Skeleton key={index} lines={2} />
        ))}
      </SkeletonList>
    );
  }
  if (error) return <ErrorState code={error} onRetry={onRetry} headingLevel={3} />;
  if (empty) return <EmptyState title={emptyTitle} description={emptyDescription} headingLevel={3} />;
  return <>{children}</>;
}

/**
 * A table's box: on narrow screens the table scrolls sideways inside it, so the box is a named region that
 * takes focus (keyboard users scroll it with the arrow keys).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={styles.tableWrap} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

/**
 * A console list as a table in its scrolling box: the caption (also the box's name), a header cell per
 * column (`false` leaves a column out) and the rows as `children`.
 */
export function ConsoleTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly (string | false)[];
  children: ReactNode;
}) {
  return (
    <TableScroll label={caption}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map(
              (column) =>
                column !== false && (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}

/** A member's name, linked to their profile when `hrefForMember` is given; "Deleted member" for null. */
export function MemberName({
  member,
  hrefForMember,
  fallback = 'moderation.deletedMember',
}: {
  member: MemberRef | null;
  hrefForMember?: ((member: MemberRef) => string) | undefined;
  fallback?: MessageKey | ModerationMessageKey;
}) {
  const { t } = useMessages(moderationEn);
  const Link = useLinkComponent();
  if (!member) return <span className={styles.muted}>{t(fallback)}</span>;
  if (!hrefForMember) return <span>{member.username}</span>;
  return (
    <Link href={hrefForMember(member)} className={styles.link}>
      {member.username}
    </Link>
  );
}

/** The pages of a console list (nothing with one page). */
export function ListPagination({
  page,
  total,
  pageSize = MODERATION_PAGE_SIZE,
  onPageChange,
  hrefForPage,
}: ModerationPaging) {
  const { t } = useMessages(moderationEn);
  return (
    <Pagination
      page={page}
      totalPages={pageCount(total, pageSize)}
      onPageChange={onPageChange}
      hrefForPage={hrefForPage}
      label={t('moderation.pagination')}
    />
  );
}

const STATUS_TONES: Record<ReportStatusName, BadgeTone> = {
  open: 'accent',
  in_progress: 'neutral',
  resolved: 'success',
  rejected: 'danger',
};

/** A report's status as a badge. */
export function ReportStatusBadge({ status }: { status: ReportStatusName }) {
  const { t } = useMessages(moderationEn);
  return <Badge tone={STATUS_TONES[status]}>{t(`moderation.status.${status}`)}</Badge>;
}

export interface ActDialogProps {
  /** The button that opens the dialog (focus returns to it when the dialog closes). */
  triggerLabel: ReactNode;
  triggerVariant?: ButtonVariant;
  triggerSize?: ButtonSize;
  triggerDisabled?: boolean | undefined;
  /** The act is under way: the trigger shows a spinner. */
  busy?: boolean | undefined;
  title: string;
  description?: string | undefined;
  submitLabel: string;
  /** Checks the fields and acts; returns false to keep the dialog open (a field shows its error). */
  onConfirm: () => boolean;
  /** Called when the dialog opens, e.g. to reset its fields. */
  onOpen?: () => void;
  children: ReactNode;
}

/** A button opening a confirm dialog with fields: Cancel, or the act's button (Enter submits). */
export function ActDialog({
  triggerLabel,
  triggerVariant = 'secondary',
  triggerSize = 'sm',
  triggerDisabled,
  busy,
  title,
  description,
  submitLabel,
  onConfirm,
  onOpen,
  children,
}: ActDialogProps) {
  const { t } = useMessages(moderationEn);
  const [open, setOpen] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onConfirm()) setOpen(false);
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) onOpen?.();
        setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant={triggerVariant} size={triggerSize} disabled={triggerDisabled} loading={busy}>
          {triggerLabel}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content title={title} description={description}>
        <form className={styles.form} noValidate onSubmit={submit}>
          {children}
          <div className={styles.formButtons}>
            <Dialog.Close asChild>
              <Button variant="ghost">{t('moderation.cancel')}</Button>
            </Dialog.Close>
            <Button type="submit">{submitLabel}</Button>
          </div>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export interface ReasonDialogProps extends Omit<ActDialogProps, 'onConfirm' | 'onOpen' | 'children'> {
  /** Fewest characters (after trimming); 0 makes the reason optional. */
  min: number;
  max: number;
  /** Called with the trimmed reason (undefined when optional and left empty). */
  onSubmit: (reason: string | undefined) => void;
  /** Fields before the reason (they validate through `validate`). */
  children?: ReactNode;
  /** Checks the other fields; false keeps the dialog open. */
  validate?: () => boolean;
  onOpen?: () => void;
}

/** A confirm dialog with a reason: required (at least `min` characters) or optional. */
export function ReasonDialog({
  min,
  max,
  onSubmit,
  children,
  validate,
  onOpen,
  ...dialog
}: ReasonDialogProps) {
  const { t } = useMessages(moderationEn);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const field = useRef<HTMLTextAreaElement>(null);
  const required = min > 0;
  return (
    <ActDialog
      {...dialog}
      onOpen={() => {
        setReason('');
        setError(undefined);
        onOpen?.();
      }}
      onConfirm={() => {
        const others = validate ? validate() : true;
        const text = reason.trim();
        if (required && text.length < min) {
          setError(text.length === 0 ? t('form.error.required') : t('form.error.lengthMin', { length: min }));
          if (others) field.current?.focus();
          return false;
        }
        if (!others) return false;
        onSubmit(text === '' ? undefined : text);
        return true;
      }}
    >
      {children}
      <TextArea
        ref={field}
        label={required ? t('moderation.reason') : t('moderation.reasonOptional')}
        description={required ? t('moderation.reasonHint', { min }) : undefined}
        required={required}
        value={reason}
        onValueChange={(value) => {
          setReason(value);
          if (error) setError(undefined);
        }}
        maxLength={max}
        rows={4}
        error={error}
      />
    </ActDialog>
  );
}

export interface AddItemFormProps {
  /** The field's label and the submit button's text. */
  label: string;
  submitLabel: string;
  maxLength: number;
  /** Why the trimmed text cannot be added (the shown message), or null. */
  problem: (text: string) => string | null;
  /** Called with the trimmed text once it passes `problem`. */
  onAdd: (text: string) => void;
  busy: boolean;
  /** Raise to clear the field after an add went through (e.g. the list's length). */
  resetKey?: string | number | undefined;
}

/**
 * The one-field add form above a console list (forbidden words, hidden channels): checked on submit, the
 * message under the field and the focus back in it on a refusal; cleared when `resetKey` changes.
 */
export function AddItemForm({
  label,
  submitLabel,
  maxLength,
  problem,
  onAdd,
  busy,
  resetKey,
}: AddItemFormProps) {
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const field = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the key changes only
  useEffect(() => {
    setText('');
    setFieldError(undefined);
  }, [resetKey]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = problem(text.trim());
    if (message) {
      setFieldError(message);
      field.current?.focus();
      return;
    }
    onAdd(text.trim());
  };
  return (
    <form className={styles.toolbar} noValidate onSubmit={submit}>
      <div className={styles.toolbarItem}>
        <TextField
          ref={field}
          size="sm"
          label={label}
          required
          maxLength={maxLength}
          value={text}
          error={fieldError}
          onValueChange={(value) => {
            setText(value);
            if (fieldError) setFieldError(undefined);
          }}
        />
      </div>
      <Button type="submit" size="sm" loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}

export interface StatusQueueProps<S extends string> extends ModerationLoadState, ModerationPaging {
  title: string;
  /** A line under the title. */
  hint?: string | undefined;
  /** The status filter: its label, its values and each value's name. */
  filterLabel: string;
  statuses: readonly S[];
  statusLabel: (status: S) => string;
  status: S;
  onStatusChange: (status: S) => void;
  /** The last decision failed with this §8 code. */
  actionError?: string | null | undefined;
  empty: boolean;
  emptyTitle: string;
  emptyDescription?: string | undefined;
  /** The cards of the page, each in its `<li>`. */
  children: ReactNode;
}

/**
 * A console queue of one status at a time (uploader applications, removal appeals, download requests): the
 * heading, the status filter, the last decision's alert, the read's states, the cards and their pages.
 */
export function StatusQueue<S extends string>({
  title,
  hint,
  filterLabel,
  statuses,
  statusLabel,
  status,
  onStatusChange,
  actionError,
  loading,
  error,
  onRetry,
  empty,
  emptyTitle,
  emptyDescription,
  children,
  ...paging
}: StatusQueueProps<S>) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {title}
      </h2>
      {hint && <p className={styles.muted}>{hint}</p>}
      <div className={styles.toolbar}>
        <div className={styles.toolbarItem}>
          <Select
            label={filterLabel}
            size="sm"
            value={status}
            options={statuses.map((value) => ({ value, label: statusLabel(value) }))}
            onValueChange={(value) => onStatusChange(value as S)}
          />
        </div>
      </div>
      <ActionAlert code={actionError} />
      <ListState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={empty}
        emptyTitle={emptyTitle}
        emptyDescription={emptyDescription}
      >
        <ul className={styles.cards}>{children}</ul>
        <ListPagination {...paging} />
      </ListState>
    </section>
  );
}
