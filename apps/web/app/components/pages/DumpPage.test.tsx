// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dumpUrl } from '../../lib/urls';
import { videoFixture } from '../../test/fixtures';
import { renderInSite } from '../../test/site';
import { DumpPage, dumpPageFromUrl, dumpRow } from './DumpPage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const video = (id: number, title: string) =>
  videoFixture(id, { title, duration: 754, props: { hd: 1, vr: 0 } });

const { list } = vi.hoisted(() => ({ list: vi.fn() }));
vi.mock('../../lib/api', () => ({ browserApi: { videos: { list } } }));
vi.mock('../../lib/site', async (original) => ({
  ...(await original<typeof import('../../lib/site')>()),
  useSite: () => ({ gender: 'str', origin: 'https://example.com' }),
}));

describe('the dump page', () => {
  it('reads ?page= as a positive whole number, else a 404', () => {
    expect(dumpPageFromUrl(new URL('https://example.com/dump/'))).toBe(1);
    expect(dumpPageFromUrl(new URL('https://example.com/dump/?page=3'))).toBe(3);
    expect(dumpPageFromUrl(new URL('https://example.com/dump/?page=0'))).toBeNull();
    expect(dumpPageFromUrl(new URL('https://example.com/dump/?page=x'))).toBeNull();
    expect(dumpUrl(1)).toBe('/dump/');
    expect(dumpUrl(2)).toBe('/dump/?page=2');
  });

  it('gives each row an absolute thumbnail and a 426×265 embed iframe of the video', () => {
    const row = dumpRow(video(7, 'Harbour lights'), 'https://example.com', 'Video player: Harbour lights');
    expect(row.href).toBe('/videos/7/harbour-lights/');
    expect(row.thumb).toBe('https://example.com/media/v/7/thumb.jpg');
    expect(row.embed).toMatch(/^<iframe src="https:\/\/example\.com\/embed\/7\/"/);
    expect(row.embed).toContain('width="426"');
    expect(row.embed).toContain('height="265"');
  });

  it('lists the latest 60 videos of the page with a labelled read-only embed code per row', async () => {
    list.mockResolvedValue({
      code: 'success',
      total_count: 130,
      videos: [video(7, 'Harbour lights'), video(8, 'Quiet forest')],
    });
    renderInSite(<DumpPage page={2} />);
    const table = await screen.findByRole('table');
    expect(list).toHaveBeenCalledWith(
      expect.objectContaining({ sort: 'latest-updates', count: 60, page: 2 }),
      expect.anything(),
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Harbour lights' }).getAttribute('href')).toBe(
      '/videos/7/harbour-lights/',
    );
    expect(within(first).getByText('12:34')).toBeInTheDocument();
    const code = within(first).getByLabelText('Embed code of “Harbour lights”') as HTMLTextAreaElement;
    expect(code.readOnly).toBe(true);
    expect(code.value).toContain('src="https://example.com/embed/7/"');
    expect(code.value).toContain('width="426" height="265"');
    // 130 videos at 60 a page: three pages, linked as ?page=.
    const pager = screen.getByRole('navigation', { name: 'Pages of the dump' });
    expect(within(pager).getByRole('link', { name: /3/ }).getAttribute('href')).toBe('/dump/?page=3');
  });
});
