import { addSiteMessages } from '../lib/i18n/english';
import { pagesMessages } from './pages';

// The pages texts join the page's English texts when a module that shows them loads (lib/i18n/english.ts).
addSiteMessages(pagesMessages);
