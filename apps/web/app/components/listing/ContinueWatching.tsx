import { type ApiClient, CONTINUE_WATCHING, resumablePosition, type SessionUser } from '@site/api';
import { videoQueries } from '@site/api/query';
import { type VideoCardData, VideoSlider } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { browserApi } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useSite } from '../../lib/site';
import { watchedVideos } from '../../lib/watch-history';
import { localPositions } from '../../lib/watch-positions';

/** A member's continue-watching list (videos2_own `continue`): the latest few, each with its position. */
export function continueQuery(api: ApiClient, user: SessionUser, gender: string, lang: string) {
  return videoQueries.own(api, {
    section: 'continue',
    object_id: String(user.user_id),
    count: CONTINUE_WATCHING.rowSize,
    gender,
    lang,
  } as Parameters<typeof videoQueries.own>[1]);
}

/**
 * The visitor's continue-watching row: the videos of their local watch history (which holds the cards)
 * they stopped in before the end, the latest stopped first, each with its position.
 */
export function localContinueCards(): VideoCardData[] {
  const cards = new Map(watchedVideos().map((card) => [card.video_id, card]));
  const row: VideoCardData[] = [];
  for (const p of localPositions()) {
    const card = cards.get(p.video_id);
    if (card && resumablePosition(p.position, p.duration)) row.push({ ...card, position: p.position });
    if (row.length >= CONTINUE_WATCHING.rowSize) break;
  }
  return row;
}

function Row({ videos }: { videos: readonly VideoCardData[] }) {
  const { t } = useT();
  if (videos.length === 0) return null;
  return <VideoSlider title={t('listings.home.continue')} videos={videos} />;
}

function MemberRow({ api, user }: { api: ApiClient; user: SessionUser }) {
  const { gender, lang } = useSite();
  const query = useQuery(continueQuery(api, user, gender, lang));
  return <Row videos={query.data?.videos ?? []} />;
}

function VisitorRow() {
  const [videos, setVideos] = useState<VideoCardData[]>([]);
  useEffect(() => setVideos(localContinueCards()), []);
  return <Row videos={videos} />;
}

/**
 * Home's "Continue watching" row (#32 item 3): the videos the viewer stopped in before the end, the latest
 * first, each card showing how far they got; opening one resumes there. A member's from the server, a
 * visitor's from the device. Loaded lazily and drawn in the browser only (home is cached for visitors and
 * at its JS ceiling): routes/home.tsx imports it only for a member or a visitor with positions.
 */
export function ContinueWatching({ user, api = browserApi }: { user: SessionUser | null; api?: ApiClient }) {
  return user ? <MemberRow api={api} user={user} /> : <VisitorRow />;
}
