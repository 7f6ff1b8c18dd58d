import { catalogMessages } from './catalog';
import { addSiteMessages } from './english';

// The catalog texts join the page's English texts when a module that shows them loads (messages/english.ts).
addSiteMessages(catalogMessages);
