import { NotificationBell } from '@site/ui';
import { SECTION_URLS } from '../../lib/urls';

/**
 * The header's notification bell (#32), a module of its own: SiteHeader loads it only once the session
 * says a member is signed in, so a visitor's page carries none of it.
 */
export default function HeaderBell({ count }: { count: number }) {
  return <NotificationBell href={SECTION_URLS.notifications} count={count} />;
}
