import type { Db } from '../db/database.js';
import type { Deps } from '../deps.js';
import type { Acts } from '../http/acts.js';
import { commentAct, commentDeleteAct } from './comment.js';
import { friendActs } from './friends.js';
import { listAct } from './lists.js';
import { readdVideo, removeVideo } from './own-videos.js';
import { playlistAct } from './playlist.js';
import { togglePrivacy } from './privacy.js';
import { subscriptionAct } from './subscribe.js';
import { viewAct } from './view.js';
import { voteAct } from './vote.js';

export { expireReadded } from './own-videos.js';

/** The owner's acts of POST /api/video_edit.php: 2 delete, 3 privacy toggle, 4 re-add (§4, §7). */
export function ownerVideoCalls(db: Db) {
  return {
    'videos.remove': removeVideo(db),
    'videos.togglePrivacy': togglePrivacy(db),
    'videos.readd': readdVideo(db),
  };
}

/**
 * The member actions of §7 on POST /api/member.php (subscribe, unsubscribe, add, rem, add_friend), and the
 * friend acts after add_friend (accept_friend, decline_friend, cancel_friend, remove_friend).
 */
export function actionMemberActs(_deps: Deps): Acts {
  return {
    subscribe: subscriptionAct('subscribe'),
    unsubscribe: subscriptionAct('unsubscribe'),
    add: listAct('add'),
    rem: listAct('rem'),
    ...friendActs(),
  };
}

/** The member actions of §7 on POST /api/input.php (vote, view, comm, playlist), and comm_del (#25 item 12). */
export function actionInputActs(deps: Deps): Acts {
  return {
    vote: voteAct(),
    view: viewAct(),
    comm: commentAct(deps),
    comm_del: commentDeleteAct(),
    playlist: playlistAct(),
  };
}
