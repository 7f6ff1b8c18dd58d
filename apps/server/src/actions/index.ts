import type { Db } from '../db/database.js';
import { listChange } from './lists.js';
import { readdVideo, removeVideo } from './own-videos.js';
import { savePosition } from './position.js';
import { togglePrivacy } from './privacy.js';
import { subscription } from './subscribe.js';
import { view } from './view.js';
import { vote } from './vote.js';

export { expireReadded } from './own-videos.js';

/** The owner's acts of POST /api/video_edit.php: 2 delete, 3 privacy toggle, 4 re-add (§4, §7). */
export function ownerVideoCalls(db: Db) {
  return {
    'videos.remove': removeVideo(db),
    'videos.togglePrivacy': togglePrivacy(db),
    'videos.readd': readdVideo(db),
  };
}

/** The shared action calls of §7 declared in @site/api (contract/action-calls.ts), with their handlers. */
export function actionCalls(db: Db) {
  return {
    'actions.vote': vote(db),
    'actions.subscribe': subscription(db, 'subscribe'),
    'actions.unsubscribe': subscription(db, 'unsubscribe'),
    'actions.view': view(db),
    'actions.position': savePosition(db),
    'actions.add': listChange(db, 'add'),
    'actions.remove': listChange(db, 'rem'),
  };
}
