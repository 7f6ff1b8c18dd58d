import type { ApiClient } from '../client.js';
import type { CallDeclaration } from '../contract/call.js';
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

/** The sample of each declared call (contract/calls.ts): its example params, sent as the declaration says. */
const DECLARED_SAMPLES: Sample[] = Object.entries(CALLS).map(([fn, d]: [string, CallDeclaration]) => {
  const { exampleParams, exampleUrl } = CALL_DOCS[fn as CallName];
  const fields = { ...(d.act ? { act: d.act } : {}), ...exampleParams };
  const query = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  const text = query.toString();
  const call = (api: ApiClient) => {
    const f = declaredFunction(api, fn);
    return d.params ? f?.(exampleParams) : f?.();
  };
  // A cached path's address is written out in its docs, so the test proves how the client fills it.
  if (d.path.includes('{') && !exampleUrl) throw new Error(`${fn}: its docs need the exampleUrl of its path`);
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
    fn: 'videos.file',
    call: (api) => api.videos.file({ video_id: 7 }),
    method: 'GET',
    url: '/api/videofile.php?video_id=7&lifetime=864000',
  },
  {
    fn: 'models.list',
    call: (api) => api.models.list({ sex: 'male', letter: 'j', country: 'nl', sort: 'most-subscribed' }),
    method: 'GET',
    url: '/api/json/models/86400/gay/j.all.all.nl.all.all.all.all.all.all/most-subscribed/60/1.json',
  },
  {
    fn: 'models.get',
    call: (api) => api.models.get({ model_dir: 'jade-fox' }),
    method: 'GET',
    url: '/api/json/model/86400/ja/jade-fox.json',
  },
  {
    fn: 'channels.list',
    call: (api) => api.channels.list({ section: 'category', object_id: 'sunsets', sort: 'alphabetaz' }),
    method: 'GET',
    url: '/api/json/channels/86400/str/alphabetaz/60/category.sunsets.1.json',
  },
  {
    fn: 'channels.get',
    call: (api) => api.channels.get({ channel_dir: 'Blue-Harbor' }),
    method: 'GET',
    url: '/api/json/channel/86400/b/Blue-Harbor.json',
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
    fn: 'members.subscriptions',
    call: (api) => api.members.subscriptions({ user_id: 101 }),
    method: 'GET',
    url: '/api/json/subscriptions/14400/0/101.json',
  },
  {
    fn: 'profile.edit',
    call: (api) => api.profile.edit({ username: 'quiet_heron', city: 'Harbor', relationship: 1 }),
    method: 'POST',
    url: '/api/member.php',
    body: 'act=profile&section=edit&username=quiet_heron&city=Harbor&relationship=1',
  },
  {
    fn: 'profile.changePassword',
    call: (api) =>
      api.profile.changePassword({ current_password: 'lantern5', new_password: 'harbor lights 7' }),
    method: 'POST',
    url: '/api/member.php',
    body: 'act=profile&section=change_password&current_password=lantern5&new_password=harbor+lights+7',
  },
  {
    fn: 'playlists.list',
    call: (api) => api.playlists.list({ sort: 'most-viewed', section: 'member', user_id: 101, page: 2 }),
    method: 'GET',
    url: '/api/json/playlists/86400/most-viewed/80/member.2.str.101.json',
  },
  {
    fn: 'playlists.get',
    call: (api) => api.playlists.get({ playlist_id: 1500 }),
    method: 'GET',
    url: '/api/json/playlist/86400/1000/1500.json',
  },
  {
    fn: 'playlists.create',
    call: (api) =>
      api.playlists.create({ title: 'Evening picks', desc: 'Calm ones', visible: 0, orientation: 'str' }),
    method: 'POST',
    url: '/api/input.php',
    body: 'act=playlist&section=new&title=Evening+picks&desc=Calm+ones&visible=0&orientation=str',
  },
  {
    fn: 'playlists.update',
    call: (api) => api.playlists.update({ object_id: 77, title: 'Night picks', desc: '', visible: 1 }),
    method: 'POST',
    url: '/api/input.php',
    body: 'act=playlist&section=upd&object_id=77&title=Night+picks&desc=&visible=1',
  },
  {
    fn: 'playlists.remove',
    call: (api) => api.playlists.remove({ object_id: 77 }),
    method: 'POST',
    url: '/api/input.php',
    body: 'act=playlist&section=del&object_id=77',
  },
  {
    fn: 'comments.list',
    call: (api) => api.comments.list({ section: 'video', object_id: 7 }),
    method: 'GET',
    url: '/api/json/comments/600/video/0/7.json',
  },
  {
    fn: 'categories.list',
    call: (api) => api.categories.list({ gender: 'she', section: 'popular', lang: 'de' }),
    method: 'GET',
    url: '/api/json/categories/14400/she.popular.de.json',
  },
  {
    fn: 'main.get',
    call: (api) => api.main.get({ lang: 'fr' }),
    method: 'GET',
    url: '/api/json/main/14400/str.fr.json',
  },
  {
    fn: 'main.keywords',
    call: (api) => api.main.keywords(),
    method: 'GET',
    url: '/api/json/main/14400/str.en.json?l=1000',
  },
  {
    fn: 'suggester.letter',
    call: (api) => api.suggester.letter({ letter: 'A' }),
    method: 'GET',
    url: '/api/json/suggester/86400/a.json',
  },
  {
    fn: 'suggester.query',
    call: (api) => api.suggester.query({ q: ' misty ' }),
    method: 'GET',
    url: '/api/suggester.php?q=misty',
  },
  {
    fn: 'langs.get',
    call: (api) => api.langs.get({ lang: 'nl', version: 1767225600 }),
    method: 'GET',
    url: '/langs/json/nl.json?v=1767225600',
  },
  {
    fn: 'auth.socialLoginUrl',
    call: (api) => navigate(api.auth.socialLoginUrl()),
    method: 'GET',
    url: '/api/login.g.php',
    navigation: true,
  },
  {
    fn: 'auth.confirmUrl',
    call: (api) => navigate(api.auth.confirmUrl('c0nf-1rm_t0ken')),
    method: 'GET',
    url: '/api/confirm.php?token=c0nf-1rm_t0ken',
    navigation: true,
  },
  {
    fn: 'auth.login',
    call: (api) => api.auth.login({ username: ' quiet_heron ', password: 'lantern5', token: 'tok-1' }),
    method: 'POST',
    url: '/api/login.php',
    body: 'usr=quiet_heron&pwd=lantern5&tok=tok-1',
  },
  {
    fn: 'auth.telegram',
    call: (api) => api.auth.telegram({ id: 42, first_name: 'Calm', auth_date: 1767225600, hash: 'abc' }),
    method: 'POST',
    url: '/api/login.tg.php',
    body: 'id=42&first_name=Calm&auth_date=1767225600&hash=abc',
  },
  {
    fn: 'auth.signup',
    call: (api) =>
      api.auth.signup({
        username: 'quiet_heron',
        email: 'heron@example.test',
        password: 'lantern5',
        token: 't',
      }),
    method: 'POST',
    url: '/api/signup.php',
    body: 'act=signup&usr=quiet_heron&eml=heron%40example.test&pwd=lantern5&tok=t',
  },
  {
    fn: 'auth.restore',
    call: (api) => api.auth.restore({ email: 'heron@example.test', token: 't' }),
    method: 'POST',
    url: '/api/signup.php',
    body: 'act=restore&eml=heron%40example.test&tok=t',
  },
  {
    fn: 'auth.reset',
    call: (api) => api.auth.reset({ token: ' r3set-t0ken ', password: 'lantern5' }),
    method: 'POST',
    url: '/api/signup.php',
    body: 'act=reset&token=r3set-t0ken&pwd=lantern5',
  },
  {
    fn: 'auth.logout',
    call: (api) => api.auth.logout(),
    method: 'POST',
    url: '/api/logout.php',
    body: '',
  },
  {
    fn: 'actions.vote',
    call: (api) => api.actions.vote({ section: 'video', object_id: 7, vote: 1 }),
    method: 'POST',
    url: '/api/input.php',
    body: 'act=vote&section=video&vote=1&object_id=7',
  },
  {
    fn: 'actions.subscribe',
    call: (api) => api.actions.subscribe({ section: 'model', object_id: 'jade-fox' }),
    method: 'POST',
    url: '/api/member.php',
    body: 'act=subscribe&section=model&object_id=jade-fox',
  },
  {
    fn: 'actions.unsubscribe',
    call: (api) => api.actions.unsubscribe({ section: 'member', object_id: 101 }),
    method: 'POST',
    url: '/api/member.php',
    body: 'act=unsubscribe&section=member&object_id=101',
  },
  {
    fn: 'actions.view',
    call: (api) => api.actions.view({ object_id: 7, nogeo: true, user_id: 101 }),
    method: 'POST',
    url: '/api/input.php',
    body: 'act=view&section=video&object_id=7&nogeo=1&user_id=101',
  },
  {
    fn: 'actions.comment',
    call: (api) => api.actions.comment({ section: 'video', object_id: 7, msg: 'Lovely harbor light' }),
    method: 'POST',
    url: '/api/input.php',
    body: 'act=comm&msg=Lovely+harbor+light&section=video&object_id=7',
  },
  {
    fn: 'actions.comment',
    call: (api) =>
      api.actions.comment({ section: 'video', object_id: 7, msg: 'Agreed, lovely light', parent_id: 31 }),
    method: 'POST',
    url: '/api/input.php',
    body: 'act=comm&msg=Agreed%2C+lovely+light&section=video&object_id=7&parent_id=31',
  },
  {
    fn: 'actions.deleteComment',
    call: (api) => api.actions.deleteComment({ comment_id: 31 }),
    method: 'POST',
    url: '/api/input.php',
    body: 'act=comm_del&comment_id=31',
  },
  {
    fn: 'actions.add',
    call: (api) => api.actions.add({ section: 'playlist', video_id: 7, object_id: 77 }),
    method: 'POST',
    url: '/api/member.php',
    body: 'act=add&section=playlist&video_id=7&object_id=77',
  },
  {
    fn: 'actions.remove',
    call: (api) => api.actions.remove({ section: 'watch_later', video_id: 7 }),
    method: 'POST',
    url: '/api/member.php',
    body: 'act=rem&section=watch_later&video_id=7',
  },
  {
    fn: 'actions.addFriend',
    call: (api) => api.actions.addFriend({ object_id: 102 }),
    method: 'POST',
    url: '/api/member.php',
    body: 'act=add_friend&object_id=102',
  },
  {
    fn: 'friends.accept',
    call: (api) => api.friends.accept({ object_id: 102 }),
    method: 'POST',
    url: '/api/member.php',
    body: 'act=accept_friend&object_id=102',
  },
  {
    fn: 'friends.decline',
    call: (api) => api.friends.decline({ object_id: 102 }),
    method: 'POST',
    url: '/api/member.php',
    body: 'act=decline_friend&object_id=102',
  },
  {
    fn: 'friends.cancel',
    call: (api) => api.friends.cancel({ object_id: 102 }),
    method: 'POST',
    url: '/api/member.php',
    body: 'act=cancel_friend&object_id=102',
  },
  {
    fn: 'friends.remove',
    call: (api) => api.friends.remove({ object_id: 102 }),
    method: 'POST',
    url: '/api/member.php',
    body: 'act=remove_friend&object_id=102',
  },
  {
    fn: 'messages.send',
    call: (api) => api.messages.send({ user_id: 102, msg: 'Hello there' }),
    method: 'POST',
    url: '/api/messages.php',
    body: 'user_id=102&msg=Hello+there',
  },
  {
    fn: 'messages.dialogs',
    call: (api) => api.messages.dialogs(),
    method: 'POST',
    url: '/api/messages.php',
    body: 'section=all',
  },
  {
    fn: 'messages.conversation',
    call: (api) => api.messages.conversation({ user_from_id: 102 }),
    method: 'POST',
    url: '/api/messages.php',
    body: 'section=user&user_from_id=102',
  },
  {
    fn: 'messages.add',
    call: (api) => api.messages.add({ user_id: 102, message: 'See you' }),
    method: 'POST',
    url: '/api/messages.php',
    body: 'section=add&user_id=102&message=See+you',
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
    call: (api) => api.uploads.avatar({ file: IMAGE() }),
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
    call: (api) => api.uploads.cover({ file: IMAGE() }),
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
    fn: 'payments.charge',
    call: (api) => api.payments.charge({ email: 'heron@example.test' }),
    method: 'POST',
    url: '/api/cb.php',
    body: 'act=chr&email=heron%40example.test',
  },
  {
    fn: 'payments.status',
    call: (api) => api.payments.status(),
    method: 'POST',
    url: '/api/cb.php',
    body: 'act=status',
  },
  {
    fn: 'payments.status',
    call: (api) => api.payments.status({ video_id: 7 }),
    method: 'POST',
    url: '/api/cb.php',
    body: 'act=status&video_id=7',
  },
  {
    fn: 'payments.subscription',
    call: (api) => api.payments.subscription(),
    method: 'POST',
    url: '/api/cb.php',
    body: 'act=sub',
  },
  {
    fn: 'downloads.request',
    call: (api) => api.downloads.request({ video_id: 7, desc: 'd'.repeat(150) }),
    method: 'POST',
    url: '/api/input.php',
    body: `act=download&video_id=7&desc=${'d'.repeat(150)}`,
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
