import { addSiteMessages } from '../lib/i18n/english';
import { uploadMessages } from './upload';

// The upload texts join the page's English texts when a module that shows them loads (lib/i18n/english.ts).
addSiteMessages(uploadMessages);
