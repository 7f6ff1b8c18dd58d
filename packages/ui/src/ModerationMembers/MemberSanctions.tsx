import { MEMBER_FILTERS, MODERATION_TEXT_MAX, STAFF_ROLES } from '@site/api/display';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../Button/Button';
import { moderationEn } from '../i18n/messages/moderation';
import { useMessages } from '../i18n/UiProvider';
import { formatDateTime, tempBanUntil, toLocalInput } from '../ModerationCommon/format';
import * as common from '../ModerationCommon/ModerationCommon.css';
import {
  ActionAlert,
  ConsoleTable,
  ListPagination,
  ListState,
  MemberName,
  ReasonDialog,
} from '../ModerationCommon/parts';
import type {
  MemberFilterName,
  MemberSanctionsProps,
  MemberStanding,
  SanctionName,
  StaffRoleName,
} from '../ModerationCommon/types';
import { Select } from '../Select/Select';
import { Switch } from '../Switch/Switch';
import { TextField } from '../TextField/TextField';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { DateTimeField } from './DateTimeField';

/**
 * Members by username prefix and filter (all, staff, trusted, sanctioned) with their standing; per
 * member: ban, temporary ban until a future date, disable, lift, the trusted switch and (admins only)
 * the role. Staff cannot act on themselves, and only admins act on staff.
 */
export function MemberSanctions({
  members,
  query,
  onQueryChange,
  filter,
  onFilterChange,
  viewer,
  onSanction,
  onTrust,
  onRole,
  onCustodian,
  hrefForMember,
  busy = false,
  busyUserId = null,
  actionError,
  loading,
  error,
  onRetry,
  ...paging
}: MemberSanctionsProps) {
  const { t } = useMessages(moderationEn);
  const titleId = useId();
  const [search, setSearch] = useState(query);
  const isAdmin = viewer.role === 'admin';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onQueryChange(search.trim());
  };
  return (
    <section className={common.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={common.heading}>
        {t('moderation.members.title')}
      </h2>
      <div className={common.toolbar}>
        <form className={common.toolbar} onSubmit={submit}>
          <div className={common.toolbarItem}>
            <TextField
              type="search"
              size="sm"
              label={t('moderation.members.search')}
              value={search}
              onValueChange={setSearch}
              maxLength={60}
            />
          </div>
          <Button type="submit" variant="secondary" size="sm">
            {t('moderation.members.searchSubmit')}
          </Button>
        </form>
        <div className={common.toolbarItem}>
          <Select
            label={t('moderation.members.filter')}
            size="sm"
            value={filter}
            options={MEMBER_FILTERS.map((name) => ({
              value: name,
              label: t(`moderation.members.filter.${name}`),
            }))}
            onValueChange={(value) => onFilterChange(value as MemberFilterName)}
          />
        </div>
      </div>
      <ActionAlert code={actionError} />
      <ListState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={members.length === 0}
        emptyTitle={t('moderation.members.empty')}
      >
        <ConsoleTable
          caption={t('moderation.members.caption')}
          columns={[
            t('moderation.members.member'),
            t('moderation.members.standing'),
            t('moderation.members.trusted'),
            isAdmin && t('moderation.members.role'),
            isAdmin && onCustodian !== undefined && t('moderation.members.custodian'),
            t('moderation.members.actions'),
          ]}
        >
          {members.map((member) => (
            <MemberRow
              key={member.user_id}
              member={member}
              isAdmin={isAdmin}
              isSelf={member.user_id === viewer.user_id}
              busy={busy || busyUserId === member.user_id}
              onSanction={onSanction}
              onTrust={onTrust}
              onRole={onRole}
              onCustodian={isAdmin ? onCustodian : undefined}
              hrefForMember={hrefForMember}
            />
          ))}
        </ConsoleTable>
        <ListPagination {...paging} />
      </ListState>
    </section>
  );
}

interface MemberRowProps
  extends Pick<MemberSanctionsProps, 'onSanction' | 'onTrust' | 'onRole' | 'hrefForMember'> {
  /** Given to admins only: the custodian-of-records switch. */
  onCustodian: MemberSanctionsProps['onCustodian'] | undefined;
  member: MemberStanding;
  isAdmin: boolean;
  isSelf: boolean;
  busy: boolean;
}

function MemberRow({
  member,
  isAdmin,
  isSelf,
  busy,
  onSanction,
  onTrust,
  onRole,
  onCustodian,
  hrefForMember,
}: MemberRowProps) {
  const { t, locale, formatNumber } = useMessages(moderationEn);
  const isStaff = member.role !== 'member';
  // The server refuses acts on oneself (own_account) and a moderator's acts on staff (no_permission).
  const locked = isSelf || (isStaff && !isAdmin);
  const { username } = member;
  const sanctions: SanctionName[] =
    member.standing === 'ok' ? ['ban', 'temp_ban', 'disable'] : ['ban', 'temp_ban', 'disable', 'lift'];
  return (
    <tr>
      <th scope="row">
        <MemberName member={member} hrefForMember={hrefForMember} />
        {isSelf && <span className={common.muted}> ({t('moderation.members.you')})</span>}
        {member.email && <div className={common.muted}>{member.email}</div>}
        <div className={common.muted}>
          {t('moderation.members.since', { date: formatDateTime(member.created_at, locale) })}
        </div>
      </th>
      <td>
        <div>{t(`moderation.standing.${member.standing}`)}</div>
        {member.standing === 'temp_banned' && member.banned_until && (
          <div className={common.muted}>
            {t('moderation.members.until', { date: formatDateTime(member.banned_until, locale) })}
          </div>
        )}
        {member.sanction_reason && member.standing !== 'ok' && (
          <div className={common.muted}>{member.sanction_reason}</div>
        )}
        {member.strikes > 0 && (
          <div className={common.muted}>
            {t('moderation.takedowns.strikes', { count: formatNumber(member.strikes) })}
          </div>
        )}
      </td>
      <td>
        <Switch
          label={<VisuallyHidden>{t('moderation.members.trustedFor', { username })}</VisuallyHidden>}
          checked={member.is_trusted === 1}
          disabled={busy}
          onCheckedChange={(checked) => onTrust(member.user_id, checked)}
        />
      </td>
      {isAdmin && (
        <td>
          <Select
            label={t('moderation.members.roleFor', { username })}
            hideLabel
            size="sm"
            value={member.role}
            disabled={busy || isSelf}
            options={STAFF_ROLES.map((role) => ({ value: role, label: t(`moderation.role.${role}`) }))}
            onValueChange={(value) => {
              if (value !== member.role) onRole(member.user_id, value as StaffRoleName);
            }}
          />
        </td>
      )}
      {onCustodian && (
        <td>
          <Switch
            label={<VisuallyHidden>{t('moderation.members.custodianFor', { username })}</VisuallyHidden>}
            checked={member.is_custodian === 1}
            disabled={busy}
            onCheckedChange={(checked) => onCustodian(member.user_id, checked)}
          />
        </td>
      )}
      <td>
        {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, named after the member */}
        <div
          className={common.actions}
          role="group"
          aria-label={t('moderation.members.actionsFor', { username })}
        >
          {sanctions.map((sanction) => (
            <SanctionButton
              key={sanction}
              sanction={sanction}
              username={username}
              disabled={locked || busy}
              busy={busy}
              onConfirm={(until, reason) => onSanction(member.user_id, sanction, until, reason)}
            />
          ))}
        </div>
      </td>
    </tr>
  );
}

function SanctionButton({
  sanction,
  username,
  disabled,
  busy,
  onConfirm,
}: {
  sanction: SanctionName;
  username: string;
  disabled: boolean;
  busy: boolean;
  onConfirm: (until: string | undefined, reason: string | undefined) => void;
}) {
  const { t } = useMessages(moderationEn);
  const [until, setUntil] = useState('');
  const [untilError, setUntilError] = useState<string | undefined>();
  const isTemp = sanction === 'temp_ban';
  const action = t(`moderation.sanction.${sanction}`);
  const checkUntil = (): string | undefined | false => {
    if (!isTemp) return undefined;
    const result = tempBanUntil(until);
    if ('error' in result) {
      const keys = {
        required: 'moderation.sanction.untilRequired',
        invalid: 'moderation.sanction.untilInvalid',
        past: 'moderation.sanction.untilPast',
      } as const;
      setUntilError(t(keys[result.error]));
      return false;
    }
    return result.until;
  };
  return (
    <ReasonDialog
      triggerLabel={action}
      triggerVariant={sanction === 'lift' ? 'primary' : 'secondary'}
      triggerDisabled={disabled}
      busy={busy}
      title={t('moderation.sanction.title', { action, username })}
      submitLabel={t('moderation.sanction.submit')}
      min={0}
      max={MODERATION_TEXT_MAX}
      onOpen={() => {
        setUntil('');
        setUntilError(undefined);
      }}
      validate={() => checkUntil() !== false}
      onSubmit={(reason) => {
        const end = checkUntil();
        if (end === false) return;
        onConfirm(end, reason);
      }}
    >
      {isTemp && (
        <DateTimeField
          label={t('moderation.sanction.until')}
          required
          value={until}
          min={toLocalInput(new Date())}
          error={untilError}
          onValueChange={(value) => {
            setUntil(value);
            if (untilError) setUntilError(undefined);
          }}
        />
      )}
    </ReasonDialog>
  );
}
