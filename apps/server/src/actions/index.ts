import type { Deps } from '../deps.js';
import type { Acts } from '../http/acts.js';

/** The member actions of §7 on POST /api/member.php (subscribe, add, rem, add_friend…). */
export function actionMemberActs(_deps: Deps): Acts {
  return {};
}

/** The member actions of §7 on POST /api/input.php (vote, view, comm, playlist). */
export function actionInputActs(_deps: Deps): Acts {
  return {};
}
