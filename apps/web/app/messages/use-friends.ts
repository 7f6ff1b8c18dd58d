import { addSiteMessages } from './english';
import { friendsMessages } from './friends';

// The friends texts join the page's English texts when a module that shows them loads (messages/english.ts):
// the member menu's link is in the header, so they come with every page of a member.
addSiteMessages(friendsMessages);
