import { callUrl } from '@site/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/fixtures.js';
import { actionsApp, clientOf } from '../actions/fixtures.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';

let t: TestDb;
let app: FastifyInstance;

const ad = (n: number) => ({
  url: `/videos/${n}/clip-${n}/`,
  thumb: `/media/thumbs/${n}.jpg`,
  title: `Clip ${n}`,
});

beforeAll(async () => {
  t = await openTestDb();
  app = await actionsApp(t);
  await t.db
    .insertInto('slider_videos')
    .values([
      { ...ad(3), gender: 'str', position: 2, active: 1 },
      { ...ad(1), gender: 'str', position: 0, active: 1 },
      { ...ad(2), gender: 'str', position: 1, active: 0 },
      { ...ad(4), gender: 'gay', position: 0, active: 1 },
      {
        url: 'https://partner.example.com/offer',
        thumb: '/media/thumbs/5.jpg',
        title: 'Partner',
        gender: 'str',
        position: 3,
        active: 1,
      },
    ])
    .execute();
});

afterAll(() => closeAll(app, t));

describe('given the advertised videos of the home slider (videos.slider)', () => {
  it("answers the gender's active ones in their set order, outside addresses included", async () => {
    const api = clientOf(new Browser(app, '10.3.3.3'));
    expect(await api.videos.slider()).toEqual({
      code: 'success',
      videos: [
        ad(1),
        ad(3),
        { url: 'https://partner.example.com/offer', thumb: '/media/thumbs/5.jpg', title: 'Partner' },
      ],
    });
    expect(await api.videos.slider({ gender: 'gay' })).toEqual({ code: 'success', videos: [ad(4)] });
    expect(await api.videos.slider({ gender: 'she' })).toEqual({ code: 'success', videos: [] });
  });

  it('is cached by its path for the lifetime of the video lists', async () => {
    expect(callUrl('videos.slider', { gender: 'str' })).toBe('/api/json/slider/14400/str.json');
    const res = await app.inject({ method: 'GET', url: '/api/json/slider/14400/str.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=14400, stale-while-revalidate=1440');
  });
});
