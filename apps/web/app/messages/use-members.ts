import { addSiteMessages } from './english';
import { membersMessages } from './members';

// The members texts join the page's English texts when a module that shows them loads (messages/english.ts).
addSiteMessages(membersMessages);
