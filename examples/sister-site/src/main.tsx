import '@site/ui/base.css';
import { Button, Dialog, type Hrefs, UiProvider, VideoCard, type VideoCardData } from '@site/ui';
import { vars } from '@site/ui/theme';
import { VideoPlayer } from '@site/ui/video';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { lueurTheme } from './brand.css';

/** The sister site's addresses: none of them the main site's. */
const hrefs: Partial<Hrefs> = {
  video: (video) => `/regarder/${video.video_id}`,
  member: (id) => `/membres/${id}`,
  channel: (dir) => `/studios/${dir}`,
};

const thumb = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="hsl(${hue} 60% 45%)"/><circle cx="8" cy="4.5" r="2" fill="hsl(${hue} 70% 80%)"/></svg>`,
  )}`;

const videos: VideoCardData[] = [
  {
    video_id: 11,
    title: 'Lac calme à l’aube',
    dir: 'lac-calme',
    thumb: thumb(190),
    duration: 427,
    video_viewed: 15_320,
    props: { hd: 1, vr: 0 },
    user_id: 5,
    display_name: 'Héron',
    is_trusted: 1,
    content_source_dir: null,
    content_source_name: null,
  },
  {
    video_id: 12,
    title: 'Forêt sous la pluie',
    dir: 'foret-pluie',
    thumb: thumb(120),
    duration: 3725,
    video_viewed: 2_400_000,
    props: { hd: 0, vr: 0 },
    user_id: 6,
    display_name: 'Studio Nord',
    is_trusted: 0,
    content_source_dir: 'nord',
    content_source_name: 'Studio Nord',
  },
  {
    video_id: 13,
    title: 'Falaises au couchant',
    dir: 'falaises',
    thumb: thumb(20),
    duration: 95,
    video_viewed: 3,
    props: { hd: 1, vr: 1 },
    user_id: 7,
    display_name: 'Mouette',
    is_trusted: 0,
    content_source_dir: null,
    content_source_name: null,
  },
];

function App({ messages }: { messages: Record<string, string> }) {
  return (
    <UiProvider locale="fr" messages={messages} hrefs={hrefs}>
      <main style={{ maxWidth: 1100, margin: '0 auto', padding: 24 }}>
        {/* The theme contract read at run time from @site/ui/theme, as any page's code may: its brand's accent. */}
        <h1 style={{ color: vars.color.accent }}>Lueur</h1>
        <section aria-labelledby="latest">
          <h2 id="latest">Dernières vidéos</h2>
          <ul
            style={{
              listStyle: 'none',
              padding: 0,
              display: 'grid',
              gap: 16,
              gridTemplateColumns: 'repeat(3, 1fr)',
            }}
          >
            {videos.map((video) => (
              <li key={video.video_id}>
                <VideoCard video={video} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="player" style={{ maxWidth: 640 }}>
          <h2 id="player">Lecteur</h2>
          <VideoPlayer src="/clip.mp4" title="Lac calme à l’aube" />
        </section>
        <Dialog.Root>
          <Dialog.Trigger asChild>
            <Button>À propos</Button>
          </Dialog.Trigger>
          <Dialog.Content
            title="À propos de Lueur"
            description="Un site frère, construit avec les composants publiés."
          >
            <p>Les cartes, le lecteur et cette fenêtre viennent de @site/ui.</p>
          </Dialog.Content>
        </Dialog.Root>
      </main>
    </UiProvider>
  );
}

// The brand's class on <html> (light), and the second language loaded as the package ships it.
document.documentElement.classList.add(lueurTheme.light);
const { default: messages } = await import('@site/ui/locales/fr.json');
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App messages={messages} />
  </StrictMode>,
);
