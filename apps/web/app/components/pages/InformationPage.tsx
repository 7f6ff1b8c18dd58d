import { Link } from '@site/ui';
import { Fragment, type ReactNode, useState } from 'react';
import { browserApi } from '../../lib/api';
import { type TextKey, useT } from '../../lib/i18n';
import { useCaptcha } from '../captcha/useCaptcha';
import * as styles from './pages.css';
import { SupportForm, type SupportFormProps } from './SupportForm';
import '../../messages/use-pages';

/** Placeholder addresses of the fictional operator (no real person or company). */
export const CONTACT = {
  support: 'support@example.com',
  privacy: 'privacy@example.com',
  dmca: 'dmca@example.com',
  records: 'records@example.com',
} as const;

/** The anchors of §2, in page order, with their headings. */
export const INFO_ANCHORS = [
  { id: 'terms', title: 'pages.terms.title' },
  { id: 'privacy', title: 'pages.privacy.title' },
  { id: 'cookies_policy', title: 'pages.cookies.title' },
  { id: 'dmca', title: 'pages.dmca.title' },
  { id: '2257', title: 'pages.2257.title' },
  { id: 'support', title: 'pages.support.title' },
] as const satisfies readonly { id: string; title: TextKey }[];

type Block = { p: TextKey; params?: Record<string, string> } | { list: readonly TextKey[] };

const TERMS: readonly Block[] = [
  { p: 'pages.terms.intro' },
  { p: 'pages.terms.age' },
  { p: 'pages.terms.account' },
  { p: 'pages.terms.uploads' },
  { p: 'pages.terms.prohibited' },
  {
    list: [
      'pages.terms.prohibited.minors',
      'pages.terms.prohibited.consent',
      'pages.terms.prohibited.violence',
      'pages.terms.prohibited.illegal',
      'pages.terms.prohibited.rights',
      'pages.terms.prohibited.abuse',
    ],
  },
  { p: 'pages.terms.moderation' },
  { p: 'pages.terms.termination' },
  { p: 'pages.terms.repeat' },
  { p: 'pages.terms.liability' },
];

const PRIVACY: readonly Block[] = [
  { p: 'pages.privacy.intro' },
  { p: 'pages.privacy.stored' },
  {
    list: [
      'pages.privacy.stored.account',
      'pages.privacy.stored.activity',
      'pages.privacy.stored.technical',
      'pages.privacy.stored.analytics',
      'pages.privacy.stored.support',
      'pages.privacy.stored.cookies',
    ],
  },
  { p: 'pages.privacy.trackers' },
  { p: 'pages.privacy.use' },
  { p: 'pages.privacy.retention' },
  { p: 'pages.privacy.rights', params: { email: CONTACT.privacy } },
];

const DMCA: readonly Block[] = [
  { p: 'pages.dmca.intro', params: { email: CONTACT.dmca } },
  { p: 'pages.dmca.elements' },
  {
    list: [
      'pages.dmca.elements.signature',
      'pages.dmca.elements.work',
      'pages.dmca.elements.location',
      'pages.dmca.elements.contact',
      'pages.dmca.elements.goodFaith',
      'pages.dmca.elements.accuracy',
    ],
  },
  { p: 'pages.dmca.process' },
  { p: 'pages.dmca.counter' },
  { p: 'pages.dmca.misuse' },
];

type Kind = 'cookie' | 'httpOnly' | 'storage';
type Duration = { days: number } | 'year' | 'untilCleared';

/** Every cookie and local-storage key the site sets (lib/settings.ts, lib/theme.ts, lib/i18n, @site/api). */
export const COOKIE_ROWS: readonly { names: string; kind: Kind; purpose: TextKey; duration: Duration }[] = [
  { names: 'sid', kind: 'httpOnly', purpose: 'pages.cookies.sid', duration: { days: 30 } },
  { names: 'csrf_token', kind: 'cookie', purpose: 'pages.cookies.csrf', duration: { days: 30 } },
  { names: 'theme', kind: 'cookie', purpose: 'pages.cookies.theme', duration: 'year' },
  { names: 'lang', kind: 'cookie', purpose: 'pages.cookies.lang', duration: 'year' },
  { names: 'gender', kind: 'cookie', purpose: 'pages.cookies.gender', duration: 'year' },
  { names: 'age_verified', kind: 'cookie', purpose: 'pages.cookies.ageVerified', duration: 'year' },
  {
    names: 'lang_version, lang_messages',
    kind: 'storage',
    purpose: 'pages.cookies.langMessages',
    duration: 'untilCleared',
  },
  {
    names: 'show_cookie_policy',
    kind: 'storage',
    purpose: 'pages.cookies.cookieNotice',
    duration: 'untilCleared',
  },
  { names: 'last_searches', kind: 'storage', purpose: 'pages.cookies.searches', duration: 'untilCleared' },
  { names: 'watch_history', kind: 'storage', purpose: 'pages.cookies.history', duration: 'untilCleared' },
];

function Blocks({ blocks }: { blocks: readonly Block[] }) {
  const { t } = useT();
  return (
    <>
      {blocks.map((block) =>
        'p' in block ? (
          <p key={block.p}>{t(block.p, block.params)}</p>
        ) : (
          <ul key={block.list[0]}>
            {block.list.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}

function Section({ id, title, children }: { id: string; title: TextKey; children: ReactNode }) {
  const { t } = useT();
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={styles.section}>
      <h2 id={`${id}-heading`} className={styles.subheading}>
        {t(title)}
      </h2>
      {children}
    </section>
  );
}

function CookieTable() {
  const { t } = useT();
  const duration = (d: Duration) =>
    d === 'year'
      ? t('pages.cookies.year')
      : d === 'untilCleared'
        ? t('pages.cookies.untilCleared')
        : t('pages.cookies.days', { count: d.days });
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{t('pages.cookies.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pages.cookies.name')}</th>
            <th scope="col">{t('pages.cookies.kind')}</th>
            <th scope="col">{t('pages.cookies.purpose')}</th>
            <th scope="col">{t('pages.cookies.duration')}</th>
          </tr>
        </thead>
        <tbody>
          {COOKIE_ROWS.map((row) => (
            <tr key={row.names}>
              <th scope="row">
                <code className={styles.code}>{row.names}</code>
              </th>
              <td>{t(`pages.cookies.kind.${row.kind}`)}</td>
              <td>{t(row.purpose)}</td>
              <td>{duration(row.duration)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface InformationPageProps {
  /** Replaces the real report call (tests). */
  send?: SupportFormProps['send'];
  /** Replaces the captcha (tests). */
  captcha?: SupportFormProps['captcha'];
  /**
   * The custodian-of-records statement from the settings (RECORDS_CUSTODIAN_STATEMENT), shown as given, a
   * written `\n` or a line break starting a new line; absent or null: the neutral default text.
   */
  custodianStatement?: string | null | undefined;
}

const sendReport: SupportFormProps['send'] = (input) => browserApi.report.send(input);

/**
 * `/information/` (§2): terms, privacy, cookies, DMCA, 2257 and support, each at its anchor, with a table
 * of contents. Texts are the pages part (one key per paragraph); contacts are placeholder addresses.
 */
export function InformationPage({ send = sendReport, captcha, custodianStatement }: InformationPageProps) {
  const { t } = useT();
  const custodianLines = (custodianStatement?.trim() || t('pages.2257.records'))
    .split(/\r?\n|\\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <article className={styles.page}>
      <h1 className={styles.heading}>{t('pages.info.title')}</h1>
      <p>{t('pages.info.operator')}</p>
      <nav aria-labelledby="info-toc" className={styles.toc}>
        <h2 id="info-toc" className={styles.minorHeading}>
          {t('pages.info.toc')}
        </h2>
        <ul className={styles.tocList}>
          {INFO_ANCHORS.map((anchor) => (
            <li key={anchor.id}>
              <a href={`#${anchor.id}`}>{t(anchor.title)}</a>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="terms" title="pages.terms.title">
        <Blocks blocks={TERMS} />
      </Section>
      <Section id="privacy" title="pages.privacy.title">
        <Blocks blocks={PRIVACY} />
      </Section>
      <Section id="cookies_policy" title="pages.cookies.title">
        <p>{t('pages.cookies.intro')}</p>
        <CookieTable />
        <p>{t('pages.cookies.control')}</p>
      </Section>
      <Section id="dmca" title="pages.dmca.title">
        <Blocks blocks={DMCA} />
      </Section>
      <Section id="2257" title="pages.2257.title">
        <p>{t('pages.2257.age')}</p>
        <p>{t('pages.2257.producers')}</p>
        <p>{t('pages.2257.custodian')}</p>
        <address className={styles.address}>
          {custodianLines.map((line, i) => (
            // The lines of one fixed statement: their order never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Fragment key={i}>
              {line}
              <br />
            </Fragment>
          ))}
          <Link href={`mailto:${CONTACT.records}`}>{CONTACT.records}</Link>
        </address>
      </Section>
      <Section id="support" title="pages.support.title">
        <p>{t('pages.support.intro')}</p>
        {captcha ? <SupportForm send={send} captcha={captcha} /> : <LiveSupportForm send={send} />}
        <p className={styles.muted}>
          <Link href={`mailto:${CONTACT.support}`}>{CONTACT.support}</Link>
        </p>
      </Section>
    </article>
  );
}

/**
 * The form with the real captcha. The proof-of-work starts when the visitor first focuses the form
 * (not for every reader of the terms); `token()` solves one at submit if none is ready yet.
 */
function LiveSupportForm({ send }: { send: SupportFormProps['send'] }) {
  const [engaged, setEngaged] = useState(false);
  const captcha = useCaptcha(engaged);
  const referrer = typeof document === 'undefined' ? undefined : document.referrer || undefined;
  return <SupportForm send={send} captcha={captcha} onEngage={() => setEngaged(true)} referrer={referrer} />;
}
