import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { model } from '../ModelCard/fixtures';
import { ModelCard } from '../ModelCard/ModelCard';
import { sampleCategories, sampleChannels, sampleKeywords, sampleModels } from '../Sidebar/fixtures';
import { seededRandom } from '../Sidebar/random';
import { Sidebar } from '../Sidebar/Sidebar';
import { at, channelVideo, memberVideo } from '../VideoCard/fixtures';
import { VideoCard } from '../VideoCard/VideoCard';
import { VideoLinks } from '../VideoLinks/VideoLinks';
import { type Hrefs, UiProvider } from './UiProvider';

/** A sister site's addresses: none of them is this site's scheme. */
const sister: Partial<Hrefs> = {
  video: (video) => `/watch/${video.video_id}`,
  model: (dir) => `/stars/${dir}`,
  channel: (dir) => `/studios/${dir}`,
  category: (dir) => `/browse/${dir}`,
  member: (id) => `/people/${id}`,
  search: (text) => `/find?q=${encodeURIComponent(text)}`,
};

const onSister = ({ children }: { children: ReactNode }) => (
  <UiProvider hrefs={sister}>{children}</UiProvider>
);

const hrefsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') as string);

describe('given a sister site with addresses of its own', () => {
  it('links a video card to its video page and its author to their page', () => {
    const { container } = render(<VideoCard video={memberVideo} />, { wrapper: onSister });
    const links = hrefsOf(container);
    expect(links).toContain(`/watch/${memberVideo.video_id}`);
    expect(links).toContain(`/people/${memberVideo.user_id}`);
    expect(links.some((href) => href.startsWith('/videos/'))).toBe(false);
  });

  it("links a channel's video to the channel's page", () => {
    const { container } = render(<VideoCard video={channelVideo} />, { wrapper: onSister });
    expect(hrefsOf(container)).toContain(`/studios/${channelVideo.content_source_dir}`);
  });

  it('links a model card, the video links and the sidebar lists by its scheme', () => {
    const card = render(<ModelCard model={model} />, { wrapper: onSister });
    const cardLinks = hrefsOf(card.container);
    expect(cardLinks.length).toBeGreaterThan(0);
    expect(new Set(cardLinks)).toEqual(new Set([`/stars/${model.dir}`]));
    card.unmount();

    const links = render(
      <VideoLinks
        channel={{ title: 'Quiet Works', dir: 'quiet-works' }}
        models={[{ title: 'Amber Reed', dir: 'amber-reed' }]}
        categories={[{ title: 'Clouds', dir: 'clouds' }]}
      />,
      { wrapper: onSister },
    );
    expect(hrefsOf(links.container)).toEqual(['/studios/quiet-works', '/stars/amber-reed', '/browse/clouds']);
    links.unmount();

    const sidebar = render(
      <Sidebar
        categories={sampleCategories.slice(0, 2)}
        models={sampleModels.slice(0, 1)}
        channels={sampleChannels.slice(0, 1)}
        keywords={sampleKeywords.slice(0, 3)}
        keywordCount={3}
        random={seededRandom(1)}
      />,
      { wrapper: onSister },
    );
    const all = hrefsOf(sidebar.container);
    expect(all).toEqual(
      expect.arrayContaining([
        `/browse/${at(sampleCategories, 0).dir}`,
        `/stars/${at(sampleModels, 0).dir}`,
        `/studios/${at(sampleChannels, 0).dir}`,
      ]),
    );
    const keywords = all.filter((href) => href.startsWith('/find?q='));
    expect(keywords).toHaveLength(3);
    expect(all.filter((href) => /^\/(categories|models|channel|search)\//.test(href))).toEqual([]);
  });

  it("keeps this site's addresses where it gives none", () => {
    render(<VideoCard video={memberVideo} />, {
      wrapper: ({ children }) => (
        <UiProvider hrefs={{ model: (dir) => `/stars/${dir}` }}>{children}</UiProvider>
      ),
    });
    const title = screen.getByRole('heading', { name: memberVideo.title });
    expect(within(title).getByRole('link').getAttribute('href')).toBe(
      `/videos/${memberVideo.video_id}/${memberVideo.dir}/`,
    );
  });
});
