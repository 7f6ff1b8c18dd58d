import { addSiteMessages } from './english';
import { notificationsMessages } from './notifications';

// The notifications page's texts join the page's English texts when its module loads (messages/english.ts).
addSiteMessages(notificationsMessages);
