import { authMessages } from './auth';
import { addSiteMessages } from './english';

// The auth texts join the page's English texts when a module that shows them loads (messages/english.ts).
addSiteMessages(authMessages);
