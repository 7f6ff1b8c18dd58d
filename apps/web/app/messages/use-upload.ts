import { addSiteMessages } from './english';
import { uploadMessages } from './upload';

// The upload texts join the page's English texts when a module that shows them loads (messages/english.ts).
addSiteMessages(uploadMessages);
