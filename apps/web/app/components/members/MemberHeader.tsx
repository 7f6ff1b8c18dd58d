import { type ApiClient, MEMBER_SUB_PAGES, type MemberProfile, type SessionUser } from '@site/api';
import { formatRelativeDate } from '@site/api/display';
import { friendQueries, sendMessageMutation } from '@site/api/query';
import { Avatar, Badge, Button, Flag, FriendButton, sortedCountries } from '@site/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { browserApi } from '../../lib/api';
import { type TextKey, useT } from '../../lib/i18n';
import { useMemberOnly } from '../../lib/site-actions';
import { memberHref, SECTION_URLS } from '../../lib/urls';
import { SubscribeControl } from '../SubscribeControl';
import { useFriendActs } from './friend-acts';
import * as styles from './members.css';
import { useMemberNotify } from './notify';
import { ReportModal, type ReportSubject } from './ReportModal';
import { BlockButton } from './Safety';
import '../../messages/use-members';

const MessageModal = lazy(() => import('./MemberModals').then((m) => ({ default: m.MessageModal })));

export function countryLabel(code: string | null, lang: string): string | null {
  if (!code) return null;
  return sortedCountries([code], lang)[0]?.name ?? code.toUpperCase();
}

export const genderKey = (gender: MemberProfile['gender']): TextKey | null =>
  gender ? (`memberFilters.sex.${gender}` as TextKey) : null;

export interface MemberHeaderProps {
  member: MemberProfile;
  viewer: SessionUser | null;
  /** The profile page names the member in its h1; a sub-page has its own h1 and names them in a paragraph. */
  nameAs?: 'h1' | 'p';
  api?: ApiClient;
}

/**
 * The member's header (§2, §3): cover, avatar, name with trust and country, gender, joined date and
 * statistics; subscribe (never to oneself, §6), the friend button (add, or where the two stand: request
 * sent, asked, friends) and send message (visitors get the sign-in modal, §4); the owner gets links to edit
 * the profile and read messages instead.
 */
export function MemberHeader({ member, viewer, nameAs = 'h1', api = browserApi }: MemberHeaderProps) {
  const { t, pluralCount, lang } = useT();
  const queryClient = useQueryClient();
  const memberOnly = useMemberOnly();
  const notify = useMemberNotify();
  const self = viewer?.user_id === member.user_id || member.self === 1;
  const [messageOpen, setMessageOpen] = useState(false);
  const [reporting, setReporting] = useState<ReportSubject | null>(null);
  // The modal (and its form's schema) loads when it first opens, then stays for its closing animation.
  const [messageUsed, setMessageUsed] = useState(false);
  if (messageOpen && !messageUsed) setMessageUsed(true);

  // Where the viewer stands with this member (members only, never on one's own page).
  const friendship = useQuery({
    ...friendQueries.state(api, member.user_id),
    enabled: viewer !== null && !self,
  });
  const friends = useFriendActs(api);
  const send = useMutation(sendMessageMutation(api, queryClient));

  const NameTag = nameAs;
  const country = countryLabel(member.country, lang);
  const gender = genderKey(member.gender);
  const { videos, viewed, subscribers } = member.statistics;

  return (
    <header className={styles.header}>
      {member.cover ? (
        <img className={styles.cover} src={member.cover} alt="" width={1250} height={250} />
      ) : (
        // No cover: a band drawn from the theme (no empty box), so every profile has the same frame.
        <div className={styles.coverEmpty} aria-hidden="true" data-empty-cover="" />
      )}
      <div className={styles.identity}>
        <Avatar name={member.username} src={member.avatar} size="xl" decorative />
        <div className={styles.identityText}>
          <div className={styles.nameRow}>
            <NameTag className={styles.title}>{member.username}</NameTag>
            {member.is_trusted === 1 && <Badge tone="trusted" />}
            {member.country && <Flag code={member.country} size="sm" />}
          </div>
          <p className={styles.muted}>
            {[gender ? t(gender) : null, country].filter(Boolean).map((fact) => `${fact} · `)}
            {/* §9: a relative date ("Joined 3 months ago"); the day itself in the element's datetime. */}
            <time dateTime={member.added_date.slice(0, 10)}>
              {t('members.profile.joinedAgo', {
                date: formatRelativeDate(member.added_date, { locale: lang }),
              })}
            </time>
          </p>
          <ul className={styles.stats}>
            {/* §9: counts above 999 as K, above 999 999 as M. */}
            <li>{pluralCount('members.stats.videos', videos)}</li>
            <li>{pluralCount('members.stats.views', viewed)}</li>
          </ul>
        </div>
        <div className={styles.actions}>
          <SubscribeControl
            api={api}
            size="md"
            subject={{ target: 'member', objectId: member.user_id, name: member.username, subscribers }}
          />
          {self ? (
            <>
              <Button asChild variant="secondary">
                <Link to={SECTION_URLS.profileEdit}>{t('members.action.editProfile')}</Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to={SECTION_URLS.inbox}>{t('members.action.inbox')}</Link>
              </Button>
            </>
          ) : (
            <>
              <FriendButton
                state={friendship.data?.state ?? 'none'}
                name={member.username}
                pending={friends.pending || friendship.isLoading}
                canAct={viewer !== null}
                onLoginRequired={() => memberOnly(() => undefined)}
                onAdd={() => friends.add(member)}
                onCancel={() => friends.cancel(member)}
                onAccept={() => friends.accept(member)}
                onDecline={() => friends.decline(member)}
                onUnfriend={() => friends.unfriend(member)}
              />
              <Button variant="secondary" onClick={() => memberOnly(() => setMessageOpen(true))}>
                {t('members.action.message')}
              </Button>
              {viewer && (
                <>
                  <BlockButton api={api} userId={member.user_id} name={member.username} />
                  <Button
                    variant="secondary"
                    onClick={() =>
                      setReporting({ target: 'member', id: member.user_id, memberName: member.username })
                    }
                  >
                    {t('members.safety.report')}
                  </Button>
                </>
              )}
            </>
          )}
        </div>
      </div>
      {viewer && !self && <ReportModal api={api} subject={reporting} onClose={() => setReporting(null)} />}
      {viewer && !self && messageUsed && (
        <Suspense fallback={null}>
          <MessageModal
            open={messageOpen}
            onOpenChange={setMessageOpen}
            recipientName={member.username}
            onSubmit={({ msg }) =>
              send
                .mutateAsync({
                  user_id: member.user_id,
                  text: msg,
                  via: 'modal',
                  sender: { user_id: viewer.user_id },
                  peer: { username: member.username, avatar: member.avatar },
                })
                .then(() => notify.success('members.notify.messageSent'))
            }
          />
        </Suspense>
      )}
    </header>
  );
}

/** The tabs of a member's pages (§2): the profile and its eight sub-pages. */
export function MemberTabs({ userId, current }: { userId: number; current: string | null }) {
  const { t } = useT();
  const items = [
    { key: 'profile', href: memberHref(userId), label: t('members.tabs.profile') },
    ...MEMBER_SUB_PAGES.map((sub) => ({
      key: sub,
      href: memberHref(userId, sub),
      label: t(`members.sub.${sub}`),
    })),
  ];
  return (
    <nav aria-label={t('members.tabs.label')}>
      <ul className={styles.tabs}>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              className={styles.tab}
              to={item.href}
              aria-current={(current ?? 'profile') === item.key ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
