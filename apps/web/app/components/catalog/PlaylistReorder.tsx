import type { ApiClient, VideoCard } from '@site/api';
import { playlistMoveMutation } from '@site/api/query';
import { PlaylistOrder } from '@site/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

/**
 * The owner's order of their playlist (#32 item 7), loaded when they choose to reorder it: its drag and
 * drop (@dnd-kit) is in no page's first load. Each move is the playlist act, section move, with the
 * video's position in the whole playlist (the page's first position on).
 */
export function PlaylistReorder({
  api,
  playlistId,
  videos,
  firstPosition,
  total,
}: {
  api: ApiClient;
  playlistId: number;
  videos: readonly VideoCard[];
  firstPosition: number;
  total: number | undefined;
}) {
  const qc = useQueryClient();
  const move = useMutation(playlistMoveMutation(api, qc));
  // Read again only when the list is: a new array would put back the order shown before a move's answer.
  const items = useMemo(
    () => videos.map((v) => ({ id: v.video_id, title: v.title, thumb: v.thumb || null })),
    [videos],
  );
  return (
    <PlaylistOrder
      items={items}
      firstPosition={firstPosition}
      total={total}
      onMove={(videoId, position) => move.mutateAsync({ object_id: playlistId, video_id: videoId, position })}
    />
  );
}
