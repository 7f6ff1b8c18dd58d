import { filtersEn } from '@site/ui';
import { addSiteMessages } from './english';
import { membersMessages } from './members';

// The members texts join the page's English texts when a module that shows them loads (messages/english.ts),
// with @site/ui's filter texts, whose gender, relationship and orientation names the profiles show.
addSiteMessages(membersMessages);
addSiteMessages(filtersEn);
