import { addSiteMessages } from './english';
import { pagesMessages } from './pages';

// The pages texts join the page's English texts when a module that shows them loads (messages/english.ts).
addSiteMessages(pagesMessages);
