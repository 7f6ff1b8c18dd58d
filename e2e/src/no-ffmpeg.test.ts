import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteTemplate } from './shared';
import { logMessages, type RunningSite, startSite } from './site';

// A machine without ffmpeg: `start` still serves the site and says once, in one line, what waits.
let site: RunningSite;

beforeAll(async () => {
  site = await startSite(
    { FFMPEG_PATH: '/nonexistent/ffmpeg', FFPROBE_PATH: '/nonexistent/ffprobe' },
    siteTemplate(),
  );
});

afterAll(async () => {
  await site?.stop();
});

describe('given a machine without ffmpeg', () => {
  it('prints one line saying transcoding waits and how to get ffmpeg', () => {
    const lines = logMessages(site.output()).split('\n');
    const ffmpeg = lines.filter((line) => line.includes('ffmpeg'));
    expect(ffmpeg).toHaveLength(1);
    expect(ffmpeg[0]).toMatch(/^ffmpeg: not found \(.*\)\. Transcoding waits: .*FFMPEG_PATH/);
    expect(site.output()).not.toMatch(/Error|failed/i);
  });

  it('serves the listings and a video page, whose file is not ready yet', async () => {
    const home = await fetch(`${site.url}/`);
    expect(home.status).toBe(200);
    const href = /href="(\/videos\/(\d+)\/[a-z0-9-]+\/)"/.exec(await home.text());
    expect(href).not.toBeNull();
    const [, path, id] = href as RegExpExecArray;
    expect((await fetch(`${site.url}${path}`)).status).toBe(200);
    const file = await fetch(`${site.url}/api/videofile.php?video_id=${id}&lifetime=864000`);
    expect(file.status).toBe(409);
    expect(await file.json()).toMatchObject({ code: 'not_ready' });
  });
});
