import { type ApiClient, STORAGE_KEYS } from '@site/api';
import { videoQueries } from '@site/api/query';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSessionUser } from '../../lib/site';
import type { PositionSaver } from '../../lib/watch-positions';

/**
 * Continue watching on the video page (#32 item 3): where the player starts (a member's position from the
 * video state the page's actions already ask for; a visitor's from the device, read after hydration), and
 * the player's callbacks that save where it stands. The saving code (lib/watch-positions) loads when
 * playback first starts, so the page's first JS carries only this glue.
 */
export function useWatchPosition(api: ApiClient, videoId: number) {
  const user = useSessionUser();
  const state = useQuery({ ...videoQueries.state(api, videoId), enabled: user !== null });
  const [local, setLocal] = useState<number | undefined>(undefined);
  const saver = useRef<PositionSaver | null>(null);

  useEffect(() => {
    if (user !== null) return;
    // Only a visitor who kept positions loads the code that reads them.
    if (!window.localStorage?.getItem(STORAGE_KEYS.watchPositions)) return;
    let live = true;
    import('../../lib/watch-positions').then((m) => live && setLocal(m.localPosition(videoId)));
    return () => {
      live = false;
    };
  }, [user, videoId]);

  useEffect(
    () => () => {
      saver.current?.stop();
      saver.current = null;
    },
    [],
  );

  const startAt = user !== null ? (state.data?.position ?? undefined) : local;
  return {
    startAt,
    onPlay: () => {
      if (saver.current) return;
      import('../../lib/watch-positions').then((m) => {
        saver.current ??= m.createPositionSaver({ videoId, member: user !== null });
      });
    },
    onTimeUpdate: (position: number, duration: number) => saver.current?.update(position, duration),
    onPause: () => saver.current?.flush(),
  };
}
