import { addSiteMessages } from '../lib/i18n/english';
import { friendsMessages } from './friends';

// The friends texts join the page's English texts when a module that shows them loads (lib/i18n/english.ts):
// the member menu's link is in the header, so they come with every page of a member.
addSiteMessages(friendsMessages);
