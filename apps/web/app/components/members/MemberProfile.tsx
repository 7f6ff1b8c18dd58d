import {
  type ApiClient,
  errorCode,
  type MemberProfile as MemberProfileData,
  type SessionUser,
} from '@site/api';
import { ErrorState } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { browserApi } from '../../lib/api';
import { longDate } from '../../lib/dates';
import { type TextKey, useT } from '../../lib/i18n';
import { retryOf } from '../../lib/refusals';
import { countryLabel, genderKey, MemberHeader, MemberTabs } from './MemberHeader';
import { memberDetailQuery } from './member-data';
import * as styles from './members.css';
import { PaidDownloads } from './PaidDownloads';
import '../../messages/use-members';

/** The §3 profile fields, in the order shown; empty ones are left out. */
function profileFacts(member: MemberProfileData, t: (key: TextKey) => string, lang: string) {
  const gender = genderKey(member.gender);
  const facts: Array<[TextKey, string | null]> = [
    ['members.field.gender', gender ? t(gender) : null],
    ['members.field.age', member.age === null ? null : String(member.age)],
    ['members.field.birth_date', member.birth_date && longDate(member.birth_date, lang)],
    ['members.field.country', countryLabel(member.country, lang)],
    ['members.field.city', member.city],
    [
      'members.field.relationship',
      member.relationship ? t(`memberFilters.relationship.${member.relationship}`) : null,
    ],
    [
      'members.field.orientation',
      member.orientation ? t(`memberFilters.orientation.${member.orientation}`) : null,
    ],
    ['members.field.education', member.education],
    ['members.field.occupation', member.occupation],
    ['members.field.interests', member.interests],
    ['members.field.website', member.website],
    ['members.field.about_me', member.about_me],
  ];
  return facts.filter((f): f is [TextKey, string] => typeof f[1] === 'string' && f[1].trim() !== '');
}

export interface MemberProfilePageProps {
  userId: number;
  viewer: SessionUser | null;
  api?: ApiClient;
}

/** /members/{user_id}/ (§2): the header, the tabs to the sub-pages and the profile fields of §3. */
export function MemberProfilePage({ userId, viewer, api = browserApi }: MemberProfilePageProps) {
  const { t, lang } = useT();
  const own = viewer?.user_id === userId;
  const query = useQuery(memberDetailQuery(api, userId, own));
  const aboutId = useId();
  if (!query.data) {
    return query.isError ? (
      <ErrorState code={errorCode(query.error)} {...retryOf(query)} retrying={query.isFetching} />
    ) : null;
  }
  const member = query.data.user;
  const facts = profileFacts(member, t, lang);
  return (
    <div className={styles.page}>
      <MemberHeader member={member} viewer={viewer} api={api} />
      <MemberTabs userId={userId} current={null} />
      {/* The member's own paid period and its renewal (#32 item 8): theirs alone, read in the browser. */}
      {own && <PaidDownloads api={api} />}
      {facts.length > 0 && (
        <section aria-labelledby={aboutId} className={styles.section}>
          <h2 id={aboutId} className={styles.subtitle}>
            {t('members.profile.about', { name: member.username })}
          </h2>
          <dl className={styles.details}>
            {facts.map(([key, value]) => (
              <div key={key} style={{ display: 'contents' }}>
                <dt className={styles.term}>{t(key)}</dt>
                <dd className={styles.definition}>
                  {key === 'members.field.website' && /^https?:\/\//.test(value) ? (
                    <a href={value} rel="nofollow ugc noopener" target="_blank">
                      {value}
                    </a>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
