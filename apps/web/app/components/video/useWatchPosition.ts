import type { ApiClient } from '@site/api';
import { videoQueries } from '@site/api/query';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSessionUser } from '../../lib/site';
import type { PositionSaver } from '../../lib/watch-positions';

/**
 * Continue watching on the video page (#32 item 3): where the player starts (a member's position from the
 * video state the page's actions already ask for; a visitor's from the device, read after hydration), and
 * the player's callbacks that save where it stands. The saving code (lib/watch-positions) is imported
 * after the page mounts, never in its first JS (the video page is at its JS ceiling): this is only glue.
 */
export function useWatchPosition(api: ApiClient, videoId: number, onFirstLocalSave?: () => void) {
  const member = useSessionUser() !== null;
  const state = useQuery({ ...videoQueries.state(api, videoId), enabled: member });
  const [local, setLocal] = useState<number>();
  const saver = useRef<PositionSaver>(undefined);
  const onFirstLocalSaveRef = useRef(onFirstLocalSave);
  onFirstLocalSaveRef.current = onFirstLocalSave;

  useEffect(() => {
    let live = true;
    import('../../lib/watch-positions').then((m) => {
      if (!live) return;
      saver.current = m.createPositionSaver({
        videoId,
        member,
        onFirstLocalSave: () => onFirstLocalSaveRef.current?.(),
      });
      if (!member) setLocal(m.localPosition(videoId));
    });
    return () => {
      live = false;
      saver.current?.stop();
    };
  }, [member, videoId]);

  return {
    startAt: member ? state.data?.position : local,
    onTimeUpdate: (position: number, duration: number) => saver.current?.update(position, duration),
    onPause: () => saver.current?.flush(),
  };
}
