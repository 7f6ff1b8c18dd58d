import type { MemberCard as MemberCardContract } from '@site/api';
import type { ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import { Flag } from '../Flag/Flag';
import { useHrefs, useLinkComponent, useMessages } from '../i18n/UiProvider';
import { CardSkeleton, CardStats } from '../VideoCard/CardParts';
import * as card from '../VideoCard/VideoCard.css';
import * as styles from './MemberCard.css';

/** What the member card shows (§3 "Member"): the API's `MemberCard`, so API objects pass straight in. */
export type MemberCardData = Pick<
  MemberCardContract,
  'user_id' | 'username' | 'avatar' | 'country' | 'is_trusted' | 'statistics'
>;

export interface MemberCardProps {
  member: MemberCardData;
  /** Heading level of the name, to fit the page outline. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
  /**
   * A control under the counts, such as the owner's "Unfriend" on their friends list (the page gives it,
   * already labelled; the card only places it).
   */
  action?: ReactNode;
}

/**
 * A member in the community list or a friends list: avatar, name with the trusted check mark and
 * country flag, and counts of videos and subscribers, and an optional action. Links to /members/{user_id}/.
 */
export function MemberCard({ member, headingLevel = 3, action }: MemberCardProps) {
  const { pluralCount } = useMessages();
  const hrefs = useHrefs();
  const Link = useLinkComponent();
  const Heading = `h${headingLevel}` as const;
  const { videos, subscribers } = member.statistics;
  return (
    <article className={styles.card} data-user-id={member.user_id}>
      <Avatar name={member.username} src={member.avatar} size="xl" decorative />
      <div className={styles.nameRow}>
        <Heading className={styles.name}>
          <Link href={hrefs.member(member.user_id)} className={card.titleLink}>
            {member.username}
          </Link>
        </Heading>
        {member.is_trusted === 1 && <Badge tone="trusted" />}
        {member.country && <Flag code={member.country} size="sm" />}
      </div>
      <CardStats
        items={[
          { key: 'videos', text: pluralCount('memberCard.videos', videos) },
          {
            key: 'subscribers',
            text: pluralCount('memberCard.subscribers', subscribers),
          },
        ]}
      />
      {action && <div className={styles.action}>{action}</div>}
    </article>
  );
}

/** The loading placeholder of a `MemberCard`: same footprint, no text, hidden from assistive technology. */
export function MemberCardSkeleton() {
  return <CardSkeleton className={styles.skeleton} picture={styles.skeletonAvatar} />;
}
