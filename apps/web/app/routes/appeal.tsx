import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCaptcha } from '../components/captcha/useCaptcha';
import { AppealForm } from '../components/pages/AppealForm';
import * as styles from '../components/pages/pages.css';
import { browserApi } from '../lib/api';
import { metaT, pageMeta } from '../lib/head';
import { useT } from '../lib/i18n';
import { SECTION_URLS } from '../lib/urls';
import type { Route } from './+types/appeal';
import '../messages/use-pages';

/**
 * `/appeal/` (#31): a person depicted in a video asks for its removal, no account needed; `?video=` fills
 * in the video (the video page's link). The form posts to /api/removal_appeal.php from the browser; the
 * captcha starts when the visitor first focuses the form.
 */
export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaT(matches);
  return pageMeta(matches, {
    title: t('appeal.title'),
    description: t('appeal.intro'),
    path: SECTION_URLS.appeal,
    noindex: true,
  });
}

export default function Appeal() {
  const { t } = useT();
  const [search] = useSearchParams();
  const video = search.get('video') ?? '';
  const [engaged, setEngaged] = useState(false);
  const captcha = useCaptcha(engaged);
  return (
    <article className={styles.page}>
      <h1 className={styles.heading}>{t('appeal.title')}</h1>
      <p>{t('appeal.intro')}</p>
      <p className={styles.muted}>{t('appeal.privacy')}</p>
      <AppealForm
        send={(input) => browserApi.appeal.send(input)}
        captcha={captcha}
        onEngage={() => setEngaged(true)}
        defaultVideo={/^\d{1,10}$/.test(video) ? video : ''}
      />
    </article>
  );
}
