import { callUrl, VIDEO_STATUS } from '@site/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/fixtures.js';
import { actionsApp, clientOf } from '../actions/fixtures.js';
import { addMember, addVideo } from '../community/fixtures.js';
import { closeAll, openTestDb, type TestDb } from '../testing.js';

let t: TestDb;
let app: FastifyInstance;

const viewsFrom = (video_id: number, views: Record<string, number>) =>
  t.db
    .insertInto('video_country_views')
    .values(Object.entries(views).map(([country, n]) => ({ video_id, country, views: n })))
    .execute();

beforeAll(async () => {
  t = await openTestDb();
  app = await actionsApp(t);
  const user_id = await addMember(t.db, { username: 'Owner' });
  const harbour = await addVideo(t.db, { user_id });
  const meadow = await addVideo(t.db, { user_id });
  const hidden = await addVideo(t.db, { user_id, is_private: 1 });
  const waiting = await addVideo(t.db, { user_id, status_id: VIDEO_STATUS.moderation });
  const other = await addVideo(t.db, { user_id, gender: 'gay' });
  await viewsFrom(harbour, { de: 40, nl: 25, fr: 5 });
  await viewsFrom(meadow, { nl: 30, fr: 5 });
  // Views of what the top lists never show: a private video, one waiting for review, another gender's.
  await viewsFrom(hidden, { fr: 900 });
  await viewsFrom(waiting, { fr: 900 });
  await viewsFrom(other, { jp: 70 });
});

afterAll(() => closeAll(app, t));

describe("given the visitor's country picker (countries.top)", () => {
  it("lists the countries of the gender's top lists, most viewed first, counting only the videos they show", async () => {
    const api = clientOf(new Browser(app, '10.2.2.2'));
    expect(await api.countries.top()).toEqual({
      code: 'success',
      countries: [
        { country: 'nl', views: 55, videos: 2 },
        { country: 'de', views: 40, videos: 1 },
        { country: 'fr', views: 10, videos: 2 },
      ],
    });
    expect(await api.countries.top({ gender: 'gay' })).toEqual({
      code: 'success',
      countries: [{ country: 'jp', views: 70, videos: 1 }],
    });
    expect(await api.countries.top({ gender: 'she' })).toEqual({ code: 'success', countries: [] });
  });

  it('is cached by its path for the lifetime the path asks', async () => {
    const res = await app.inject({ method: 'GET', url: callUrl('countries.top', { gender: 'str' }) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=14400, stale-while-revalidate=1440');
    const short = await app.inject({ method: 'GET', url: callUrl('countries.top', {}, { lifetime: 600 }) });
    expect(short.headers['cache-control']).toBe('public, max-age=600, stale-while-revalidate=60');
  });

  it('answers 400 naming a gender it does not know or a lifetime out of range, never cached', async () => {
    const bad = await app.inject({ method: 'GET', url: '/api/json/countries/14400/cats.json' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'invalid_params', errors: [{ field: 'gender', code: 'invalid' }] });
    expect(bad.headers['cache-control']).toBe('private, no-store');
    const lifetime = await app.inject({ method: 'GET', url: '/api/json/countries/999999999/str.json' });
    expect(lifetime.json()).toEqual({
      code: 'invalid_params',
      errors: [{ field: 'lifetime', code: 'invalid' }],
    });
    const shape = await app.inject({ method: 'GET', url: '/api/json/countries/14400/str.en.json' });
    expect(shape.json()).toEqual({ code: 'invalid_params', errors: [{ field: 'gender', code: 'invalid' }] });
  });
});
