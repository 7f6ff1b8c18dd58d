import { addSiteMessages } from './english';
import { moderationMessages } from './moderation';

// The moderation console's texts join the page's English texts when a module that shows them loads
// (messages/english.ts): the console's page and sections.
addSiteMessages(moderationMessages);
