import type { Deps } from '../deps.js';
import type { Acts } from '../http/acts.js';
import { commentAct, commentDeleteAct } from './comment.js';
import { friendActs } from './friends.js';
import { listAct } from './lists.js';
import { OWN_VIDEO_ACTS } from './own-videos.js';
import { PRIVACY_ACT } from './privacy.js';
import { subscriptionAct } from './subscribe.js';
import { viewAct } from './view.js';
import { voteAct } from './vote.js';

export { expireReadded } from './own-videos.js';

/** The owner's acts of POST /api/video_edit.php: 2 delete, 3 privacy toggle, 4 re-add (§4, §7). */
export const OWNER_VIDEO_ACTS: Acts = { ...OWN_VIDEO_ACTS, ...PRIVACY_ACT };

/**
 * The member actions of §7 on POST /api/member.php (subscribe, unsubscribe, add, rem, add_friend); the
 * friend acts after add_friend are declared (community/calls.ts).
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

/**
 * The member actions of §7 on POST /api/input.php (vote, view, comm), and comm_del (#25 item 12); the
 * playlist act is declared (community/calls.ts).
 */
export function actionInputActs(deps: Deps): Acts {
  return {
    vote: voteAct(),
    view: viewAct(),
    comm: commentAct(deps),
    comm_del: commentDeleteAct(),
  };
}
