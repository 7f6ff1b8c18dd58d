import { STORAGE_KEYS } from '@site/api';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSessionUser } from '../../lib/site';

/**
 * The "Continue watching" row (#32 item 3): drawn in the browser only (the server's home is cached for
 * visitors), and its code loaded only for a member or a visitor who kept positions on this device.
 */
const ContinueWatching = lazy(() =>
  import('./ContinueWatching').then((m) => ({ default: m.ContinueWatching })),
);

function useContinueRow(signedIn: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    try {
      setShown(signedIn || Boolean(window.localStorage.getItem(STORAGE_KEYS.watchPositions)));
    } catch {
      setShown(signedIn);
    }
  }, [signedIn]);
  return shown;
}

/** Home's row of the videos the visitor has begun, when there are any. */
export function ContinueRow() {
  const user = useSessionUser();
  const shown = useContinueRow(user !== null);
  return shown ? (
    <Suspense>
      <ContinueWatching user={user} />
    </Suspense>
  ) : null;
}
