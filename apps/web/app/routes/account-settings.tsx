import { AccountSettingsPage } from '../components/members/AccountSettings';
import { metaT, pageMeta } from '../lib/head';
import { SECTION_URLS } from '../lib/urls';
import type { Route } from './+types/account-settings';
import '../messages/use-settings';

/**
 * `/my_settings/` (#32 item 4): the member's account settings, never cached, so nothing is prefetched: the
 * page reads them in the browser (as the notifications do). A visitor is asked to sign in.
 */
export function loader() {
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: metaT(matches).t('settings.title'),
    path: SECTION_URLS.settings,
    noindex: true,
  });
}

export default function AccountSettings() {
  return <AccountSettingsPage />;
}
