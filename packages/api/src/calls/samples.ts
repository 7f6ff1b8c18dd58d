import type { ApiClient } from '../client.js';
import { actFields, type CallDeclaration, wireFields } from '../contract/call.js';
import { CALLS, type CallName } from '../contract/calls.js';
import { CALL_DOCS } from '../docs/call-docs.js';
import { declaredFunction } from './declared.js';

/**
 * Sample calls of every client function with the exact request each must produce (a function with
 * variants, such as a list with or without its filter, has one per variant). The URL tests, the coverage
 * test (every function has a sample) and the OpenAPI test (every path is documented) share it.
 */
export interface Sample {
  fn: string;
  call: (api: ApiClient) => unknown;
  method: 'GET' | 'POST';
  url: string;
  /** A form body as its string, or multipart entries. */
  body?: string | [string, string][];
  /** The function builds a URL for a navigation (social login, email confirmation) instead of fetching. */
  navigation?: true;
}

const file = (name: string, type: string) => new File(['0123456789'], name, { type });
export const IMAGE = () => file('shot1.jpg', 'image/jpeg');
/** A tus upload id (the id part of the tus Location), as the server hands them out. */
export const UPLOAD_ID = 'Qm9hdHNBdERhd24x_k-7';

/**
 * The sample of each declared call (contract/calls.ts): its example params, sent as the declaration says.
 * A multipart call's files are no example params: its samples are written out below.
 */
const DECLARED_SAMPLES: Sample[] = (Object.entries(CALLS) as [string, CallDeclaration][])
  .filter(([, d]) => d.body !== 'multipart')
  .map(([fn, d]) => {
    const { exampleParams, exampleUrl } = CALL_DOCS[fn as CallName];
    const fields = { ...actFields(d), ...wireFields(d, exampleParams ?? {}) };
    const query = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
    const text = query.toString();
    const call = (api: ApiClient) => {
      const f = declaredFunction(api, fn);
      const result = d.params ? f?.(exampleParams) : f?.();
      // A navigation gives its address rather than fetching it.
      return d.redirect ? navigate(result as unknown as string) : result;
    };
    // A cached path's address is written out in its docs, so the test proves how the client fills it.
    if (d.path.includes('{') && !exampleUrl)
      throw new Error(`${fn}: its docs need the exampleUrl of its path`);
    if (d.redirect) return { fn, call, method: 'GET', url: exampleUrl ?? d.path, navigation: true };
    return d.method === 'get'
      ? { fn, call, method: 'GET', url: exampleUrl ?? (text ? `${d.path}?${text}` : d.path) }
      : { fn, call, method: 'POST', url: d.path, body: text };
  });

export const SAMPLES: Sample[] = [
  ...DECLARED_SAMPLES,
  {
    fn: 'videos.search',
    call: (api) => api.videos.search({ s: '  amber river ', page: 3, type: 'hd', duration: '3' }),
    method: 'GET',
    url: '/api/videos2.php?s=amber+river&gender=str&count=60&page=3&type=hd&duration=3',
  },
  {
    fn: 'models.list',
    call: (api) => api.models.list({ sex: 'male', letter: 'j', country: 'nl', sort: 'most-subscribed' }),
    method: 'GET',
    url: '/api/json/models/86400/gay/j.all.all.nl.all.all.all.all.all.all/most-subscribed/60/1.json',
  },
  {
    fn: 'members.list',
    call: (api) => api.members.list({ country: 'de', sex: '2', with_avatar: '1' }),
    method: 'GET',
    url: '/api/json/members/86400/all/de.2.all.all.1.all.0/recent/1/80.json',
  },
  {
    fn: 'members.get',
    call: (api) => api.members.get({ user_id: 2345 }),
    method: 'GET',
    url: '/api/json/member/7200/profile/2000/2345.json',
  },
  {
    fn: 'playlists.list',
    call: (api) => api.playlists.list({ sort: 'most-viewed', section: 'member', user_id: 101, page: 2 }),
    method: 'GET',
    url: '/api/json/playlists/86400/most-viewed/80/member.2.str.101.json',
  },
  {
    fn: 'comments.list',
    call: (api) => api.comments.list({ section: 'video', object_id: 7 }),
    method: 'GET',
    url: '/api/json/comments/600/video/0/7.json',
  },
  {
    fn: 'uploads.info',
    call: (api) =>
      api.uploads.info({
        upload_id: UPLOAD_ID,
        title: 'Harbor at dawn',
        categories: ['sunsets', 'harbors'],
        orientation: 'str',
        poster: 2,
      }),
    method: 'POST',
    url: '/api/video_edit.php',
    body: [
      ['act', '5'],
      ['upload_id', UPLOAD_ID],
      ['title', 'Harbor at dawn'],
      ['description', ''],
      ['categories', 'sunsets,harbors'],
      ['orientation', 'str'],
      ['visibility', '0'],
      ['exclusive', '0'],
      ['poster', '2'],
    ],
  },
  {
    fn: 'uploads.avatar',
    call: (api) => api.uploads.avatar({ imgfile: IMAGE() }),
    method: 'POST',
    url: '/api/member.php',
    body: [
      ['act', 'upload'],
      ['section', 'u_ava'],
      ['imgfile', 'file:shot1.jpg'],
    ],
  },
  {
    fn: 'uploads.cover',
    call: (api) => api.uploads.cover({ imgfile: IMAGE() }),
    method: 'POST',
    url: '/api/member.php',
    body: [
      ['act', 'upload'],
      ['section', 'u_cover'],
      ['imgfile', 'file:shot1.jpg'],
    ],
  },
  {
    fn: 'report.send',
    call: (api) =>
      api.report.send({
        subject: 'Technical Problems',
        email: 'heron@example.test',
        message: 'The player stops.',
        captcha: 'c-1',
        file: IMAGE(),
        ref: '/videos/7/x/',
      }),
    method: 'POST',
    url: '/api/report.php',
    body: [
      ['subject', 'Technical Problems'],
      ['email', 'heron@example.test'],
      ['message', 'The player stops.'],
      ['captcha', 'c-1'],
      ['file', 'file:shot1.jpg'],
      ['ref', '/videos/7/x/'],
    ],
  },
  {
    fn: 'appeal.send',
    call: (api) =>
      api.appeal.send({
        video_id: 7,
        name: 'Robin Heron',
        email: 'heron@example.test',
        statement: 'I am the person in this video and never agreed to it.',
        captcha: 'c-1',
        file: IMAGE(),
      }),
    method: 'POST',
    url: '/api/removal_appeal.php',
    body: [
      ['video_id', '7'],
      ['name', 'Robin Heron'],
      ['email', 'heron@example.test'],
      ['statement', 'I am the person in this video and never agreed to it.'],
      ['captcha', 'c-1'],
      ['file', 'file:shot1.jpg'],
    ],
  },
  {
    fn: 'uploaders.save',
    call: (api) =>
      api.uploaders.save({ legal_name: 'Robin Heron', birth_date: '1990-04-12', id_document: IMAGE() }),
    method: 'POST',
    url: '/api/uploader_verification.php',
    body: [
      ['act', 'save'],
      ['legal_name', 'Robin Heron'],
      ['birth_date', '1990-04-12'],
      ['id_document', 'file:shot1.jpg'],
    ],
  },
  {
    fn: 'uploaders.submit',
    call: (api) => api.uploaders.submit({ accept_terms: '2026-11', selfie: IMAGE() }),
    method: 'POST',
    url: '/api/uploader_verification.php',
    body: [
      ['act', 'submit'],
      ['accept_terms', '2026-11'],
      ['selfie', 'file:shot1.jpg'],
    ],
  },
  {
    fn: 'consent.save',
    call: (api) => api.consent.save({ legal_name: 'Robin Heron', release: IMAGE() }),
    method: 'POST',
    url: '/api/consent_records.php',
    body: [
      ['act', 'consent_save'],
      ['legal_name', 'Robin Heron'],
      ['release', 'file:shot1.jpg'],
    ],
  },
];

/** socialLoginUrl and confirmUrl build a URL rather than fetching: the sample records it as a GET navigation. */
let navigations: string[] = [];
function navigate(url: string): string {
  navigations.push(url);
  return url;
}
export function takeNavigations(): string[] {
  const out = navigations;
  navigations = [];
  return out;
}
