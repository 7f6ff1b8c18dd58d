import { dehydrate, HydrationBoundary, QueryClient, useQuery } from '@tanstack/react-query';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import * as styles from '../styles.css';
import { duration, type VideoCard, videoList, viewCount } from '../videos';

/** A page of 60 cards: the list read on the server into a fresh client, dehydrated for the browser. */
export async function loader({ params }: LoaderFunctionArgs) {
  const section = params.dir ? ('category' as const) : ('all' as const);
  const objectId = params.dir ?? '0';
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await queryClient.prefetchQuery(videoList(section, objectId));
  return {
    dehydratedState: dehydrate(queryClient),
    section,
    objectId,
    heading: params.dir ? `Category: ${params.dir}` : 'Latest videos',
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  { title: `${loaderData?.heading ?? 'Videos'} – Floor` },
  { name: 'description', content: 'The newest videos, sixty to a page.' },
];

export default function Listing() {
  const { dehydratedState, heading } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={dehydratedState}>
      <h1>{heading}</h1>
      <Cards />
    </HydrationBoundary>
  );
}

function Cards() {
  const { section, objectId } = useLoaderData<typeof loader>();
  const { data } = useQuery(videoList(section, objectId));
  if (!data) return <p>The videos could not be loaded.</p>;
  return (
    <ul className={styles.grid}>
      {data.videos.map((video, i) => (
        <li key={video.video_id}>
          <Card video={video} eager={i < 4} />
        </li>
      ))}
    </ul>
  );
}

function Card({ video, eager }: { video: VideoCard; eager: boolean }) {
  return (
    <a className={styles.card} href={`/videos/${video.video_id}/${video.dir}/`}>
      <img
        className={styles.thumb}
        src={video.thumb}
        alt=""
        width={320}
        height={180}
        loading={eager ? 'eager' : 'lazy'}
      />
      <h2 className={styles.title}>{video.title}</h2>
      <p className={styles.meta}>
        {duration(video.duration)} · {viewCount(video.video_viewed)}
      </p>
    </a>
  );
}
