import { AUDIT_ACTIONS, type AuditAction } from '@site/api/display';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../Button/Button';
import { moderationEn } from '../i18n/messages/moderation';
import { useMessages } from '../i18n/UiProvider';
import { formatDateTime } from '../ModerationCommon/format';
import * as common from '../ModerationCommon/ModerationCommon.css';
import { ConsoleTable, ListPagination, ListState, MemberName } from '../ModerationCommon/parts';
import type { AuditFilters, AuditLogProps, AuditTargetType } from '../ModerationCommon/types';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';

export const AUDIT_TARGET_TYPES: readonly AuditTargetType[] = [
  'video',
  'member',
  'report',
  'takedown',
  'word',
  'setting',
  'appeal',
  'channel',
  'uploader',
  'record',
];
const ALL = 'all';
export const NO_AUDIT_FILTERS: AuditFilters = {
  actorId: null,
  action: null,
  targetType: null,
  targetId: null,
};

/** The filters as typed: trimmed, empty text as null, an action in the API's form (lower case, `_`). */
export function auditFiltersOf(draft: {
  actorId: number | null;
  action: string;
  targetType: AuditTargetType | null;
  targetId: string;
}): AuditFilters {
  const action = draft.action
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  const targetId = draft.targetId.trim();
  return {
    actorId: draft.actorId,
    action: action === '' ? null : action,
    targetType: draft.targetType,
    targetId: targetId === '' ? null : targetId,
  };
}

/** The details the acts record (moderation/*.ts), named in the console's language. */
const DETAIL_KEYS = [
  'reason',
  'value',
  'from',
  'to',
  'via',
  'assignee_id',
  'status',
  'policy',
  'strikes',
  'until',
  'takedown_id',
  'video_id',
  'length',
  'dir',
  'region',
] as const;
type DetailKey = (typeof DETAIL_KEYS)[number];
const isDetailKey = (key: string): key is DetailKey => (DETAIL_KEYS as readonly string[]).includes(key);
const isAuditAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

/** A detail value as text (objects as JSON). */
function detailText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Every staff act, newest first, as a table (when, who, action, target, details) with filters by staff
 * member, action and target, applied together, and pages.
 */
export function AuditLog({
  entries,
  filters,
  onFiltersChange,
  staff,
  loading,
  error,
  onRetry,
  ...paging
}: AuditLogProps) {
  const { t, locale } = useMessages(moderationEn);
  const titleId = useId();
  const [actorId, setActorId] = useState<number | null>(filters.actorId);
  const [action, setAction] = useState(filters.action ?? '');
  // A known act by its name; one this console does not know yet as its code.
  const actionLabel = (name: string) =>
    isAuditAction(name) ? t(`moderation.audit.act.${name}`) : <code className={common.code}>{name}</code>;
  const detailLabel = (key: string) => (isDetailKey(key) ? t(`moderation.audit.detail.${key}`) : key);
  const [targetType, setTargetType] = useState<AuditTargetType | null>(filters.targetType);
  const [targetId, setTargetId] = useState(filters.targetId ?? '');
  // The filters from outside (e.g. the address) replace the draft.
  useEffect(() => {
    setActorId(filters.actorId);
    setAction(filters.action ?? '');
    setTargetType(filters.targetType);
    setTargetId(filters.targetId ?? '');
  }, [filters.actorId, filters.action, filters.targetType, filters.targetId]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFiltersChange(auditFiltersOf({ actorId, action, targetType, targetId }));
  };
  const filtered = Object.values(filters).some((value) => value !== null);
  return (
    <section className={common.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={common.heading}>
        {t('moderation.audit.title')}
      </h2>
      <form className={common.toolbar} onSubmit={submit} aria-label={t('moderation.audit.apply')}>
        <div className={common.toolbarItem}>
          <Select
            label={t('moderation.audit.filterActor')}
            size="sm"
            value={actorId === null ? ALL : String(actorId)}
            options={[
              { value: ALL, label: t('moderation.any') },
              ...staff.map((member) => ({ value: String(member.user_id), label: member.username })),
            ]}
            onValueChange={(value) => setActorId(value === ALL ? null : Number(value))}
          />
        </div>
        <div className={common.toolbarItem}>
          <Select
            label={t('moderation.audit.filterAction')}
            size="sm"
            value={action === '' ? ALL : action}
            options={[
              { value: ALL, label: t('moderation.any') },
              ...AUDIT_ACTIONS.map((name) => ({ value: name, label: t(`moderation.audit.act.${name}`) })),
            ]}
            onValueChange={(value) => setAction(value === ALL ? '' : value)}
          />
        </div>
        <div className={common.toolbarItem}>
          <Select
            label={t('moderation.audit.filterTargetType')}
            size="sm"
            value={targetType ?? ALL}
            options={[
              { value: ALL, label: t('moderation.any') },
              ...AUDIT_TARGET_TYPES.map((type) => ({
                value: type,
                label: t(`moderation.audit.target.${type}`),
              })),
            ]}
            onValueChange={(value) => setTargetType(value === ALL ? null : (value as AuditTargetType))}
          />
        </div>
        <div className={common.toolbarItem}>
          <TextField
            size="sm"
            label={t('moderation.audit.filterTargetId')}
            value={targetId}
            maxLength={60}
            onValueChange={setTargetId}
          />
        </div>
        <div className={common.actions}>
          <Button type="submit" size="sm">
            {t('moderation.audit.apply')}
          </Button>
          {filtered && (
            <Button variant="ghost" size="sm" onClick={() => onFiltersChange(NO_AUDIT_FILTERS)}>
              {t('moderation.audit.clear')}
            </Button>
          )}
        </div>
      </form>
      <ListState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={entries.length === 0}
        emptyTitle={t('moderation.audit.empty')}
      >
        <ConsoleTable
          caption={t('moderation.audit.caption')}
          columns={[
            t('moderation.audit.when'),
            t('moderation.audit.actor'),
            t('moderation.audit.action'),
            t('moderation.audit.target'),
            t('moderation.audit.details'),
          ]}
        >
          {entries.map((entry) => {
            const type = AUDIT_TARGET_TYPES.find((known) => known === entry.target_type);
            const details = Object.entries(entry.details);
            return (
              <tr key={entry.audit_id}>
                <th scope="row" className={common.nowrap}>
                  {formatDateTime(entry.created_at, locale)}
                </th>
                <td>
                  <MemberName member={entry.actor} fallback="moderation.system" />
                </td>
                <td>{actionLabel(entry.action)}</td>
                <td>
                  {type ? t(`moderation.audit.target.${type}`) : entry.target_type}{' '}
                  <code className={common.code}>{entry.target_id}</code>
                </td>
                <td>
                  {details.length > 0 && (
                    <ul className={common.plainList}>
                      {details.map(([key, value]) => (
                        <li key={key}>
                          {detailLabel(key)}:{' '}
                          {key === 'until' && typeof value === 'string'
                            ? formatDateTime(value, locale)
                            : detailText(value)}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })}
        </ConsoleTable>
        <ListPagination {...paging} />
      </ListState>
    </section>
  );
}
