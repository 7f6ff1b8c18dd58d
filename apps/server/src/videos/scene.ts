/**
 * A small world for the section, owner and detail suites: three members, a channel, categories, models,
 * collections, playlists and country views, with videos in every state of §4. Built once per test file.
 */
import type { Db } from '../db/database.js';
import {
  addCategory,
  addChannel,
  addMember,
  addModel,
  addUserUploadSource,
  addVideo,
  daysAgo,
} from './fixtures.js';
import { refreshStats } from './stats.js';

export async function buildScene(db: Db) {
  const ann = await addMember(db, 'ann', { is_trusted: 1, avatar: '/media/avatars/ann.jpg' });
  const ben = await addMember(db, 'ben');
  const cid = await addMember(db, 'cid');
  const uploads = await addUserUploadSource(db);
  const river = await addChannel(db, 'river-works', 'River Works');
  const lakes = await addCategory(db, 'lakes', 'Lakes', { de: 'Seen', ja: '湖' });
  const forests = await addCategory(db, 'forests', 'Forests', { de: 'Wälder' });
  await addCategory(db, 'deserts', 'Deserts');
  const iris = await addModel(db, 'iris-vale', 'Iris Vale');
  const moss = await addModel(db, 'moss-grey', 'Moss Grey');

  const v = {
    lakeDawn: await addVideo(db, {
      title: 'Lake at dawn',
      titles: { de: 'See bei Sonnenaufgang', fr: "Lac à l'aube", ja: '夜明けの湖' },
      user_id: ann,
      channel_id: river,
      views: 500,
      likes: 9,
      dislikes: 1,
      hd: true,
      duration: 700,
      added: 3,
      category_ids: [lakes],
      model_ids: [iris],
    }),
    forestPath: await addVideo(db, {
      title: 'Forest path',
      user_id: ann,
      channel_id: uploads,
      views: 300,
      added: 2,
      category_ids: [forests],
      model_ids: [iris, moss],
    }),
    lakeForest: await addVideo(db, {
      title: 'Lake by the forest',
      user_id: ben,
      channel_id: river,
      views: 100,
      vr: true,
      added: 1,
      category_ids: [lakes, forests],
    }),
    privateLake: await addVideo(db, {
      title: 'Private lake',
      user_id: ann,
      channel_id: uploads,
      is_private: 1,
      views: 900,
      category_ids: [lakes],
      model_ids: [iris],
    }),
    deletedLake: await addVideo(db, {
      title: 'Deleted lake',
      user_id: ben,
      status_id: 5,
      category_ids: [lakes],
    }),
    pendingLake: await addVideo(db, {
      title: 'Pending lake',
      user_id: ann,
      status_id: 0,
      category_ids: [lakes],
    }),
    gayLake: await addVideo(db, { title: 'Harbor lake', user_id: ben, gender: 'gay', category_ids: [lakes] }),
    mistyLake: await addVideo(db, {
      title: 'Misty lake',
      user_id: cid,
      channel_id: uploads,
      views: 50,
      added: 40,
      category_ids: [lakes],
    }),
  };

  const at = (days: number) => daysAgo(days);
  await db
    .insertInto('favourites')
    .values([
      { user_id: ann, video_id: v.forestPath, added_at: at(5) },
      { user_id: ann, video_id: v.lakeDawn, added_at: at(1) },
      { user_id: ann, video_id: v.privateLake, added_at: at(2) },
      { user_id: ann, video_id: v.deletedLake, added_at: at(3) },
    ])
    .execute();
  await db
    .insertInto('watch_later')
    .values([
      { user_id: ben, video_id: v.lakeForest, added_at: at(4) },
      { user_id: ben, video_id: v.mistyLake, added_at: at(1) },
    ])
    .execute();
  await db
    .insertInto('history')
    .values([
      { user_id: ann, video_id: v.lakeDawn, viewed_at: at(2) },
      { user_id: ann, video_id: v.lakeForest, viewed_at: at(1) },
    ])
    .execute();
  const [open, secret] = await db
    .insertInto('playlists')
    .values([
      { user_id: ann, title: 'Calm water', dir: 'calm-water', visible: 1 },
      { user_id: ann, title: 'Only mine', dir: 'only-mine', visible: 0 },
    ])
    .returning('playlist_id')
    .execute();
  const playlists = { open: open?.playlist_id as number, secret: secret?.playlist_id as number };
  await db
    .insertInto('playlist_videos')
    .values([
      { playlist_id: playlists.open, video_id: v.lakeDawn, added_at: at(3) },
      { playlist_id: playlists.open, video_id: v.lakeForest, added_at: at(1) },
      { playlist_id: playlists.open, video_id: v.privateLake, added_at: at(2) },
      { playlist_id: playlists.secret, video_id: v.forestPath, added_at: at(1) },
    ])
    .execute();
  await db
    .insertInto('video_country_views')
    .values([
      { country: 'de', video_id: v.lakeDawn, views: 10 },
      { country: 'de', video_id: v.lakeForest, views: 50 },
      { country: 'de', video_id: v.mistyLake, views: 30 },
      { country: 'de', video_id: v.privateLake, views: 100 },
      { country: 'de', video_id: v.gayLake, views: 500 },
      { country: 'us', video_id: v.forestPath, views: 5 },
    ])
    .execute();
  await db
    .insertInto('subscriptions')
    .values([
      { user_id: ben, section: 'model', object_id: iris },
      { user_id: cid, section: 'model', object_id: iris },
      { user_id: ben, section: 'channel', object_id: river },
      { user_id: ben, section: 'member', object_id: ann },
    ])
    .execute();
  await refreshStats(db);
  return { members: { ann, ben, cid }, channels: { uploads, river }, models: { iris, moss }, v, playlists };
}

export type Scene = Awaited<ReturnType<typeof buildScene>>;
