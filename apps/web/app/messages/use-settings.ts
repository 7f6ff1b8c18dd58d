import { addSiteMessages } from './english';
import { settingsMessages } from './settings';

// The settings page's texts join the page's English texts when its module loads (messages/english.ts).
addSiteMessages(settingsMessages);
