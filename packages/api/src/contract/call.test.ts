import { describe, expect, it } from 'vitest';
import { z } from '../zod.js';
import {
  actFields,
  fillPath,
  pathLifetimes,
  pathValueNames,
  pickDeclaration,
  readPath,
  routePattern,
  textRules,
} from './call.js';
import { CALLS } from './calls.js';

const LIST = '/api/json/list/{lifetime}/{gender}/{section}.{page}.json';
const list = {
  method: 'get',
  path: LIST,
  access: 'public',
  response: CALLS['auth.session'].response,
  errors: [],
  lifetime: 600,
} as const;

describe('the path templates of declared calls', () => {
  it('names the values of a path in order, the lifetime included', () => {
    expect(pathValueNames(LIST)).toEqual(['lifetime', 'gender', 'section', 'page']);
    expect(pathValueNames('/api/counts.php')).toEqual([]);
  });

  it('fills the lifetime, the params and the derived values, encoding each', () => {
    expect(fillPath(list, { gender: 'str', section: 'all', page: 3 })).toBe(
      '/api/json/list/600/str/all.3.json',
    );
    expect(fillPath(list, { gender: 'a b', section: 'x', page: 1 }, 0)).toBe(
      '/api/json/list/0/a%20b/x.1.json',
    );
    expect(fillPath(CALLS['videos.get'], { video_id: 12345 })).toBe('/api/json/video/0/12000/12345.json');
  });

  it('routes each segment that holds values as one param', () => {
    expect(routePattern(LIST)).toBe('/api/json/list/:v4/:v5/:v6');
  });

  it('reads the values back, or names the segment that has the wrong shape', () => {
    expect(readPath(LIST, { v4: '600', v5: 'str', v6: 'all.3.json' })).toEqual({
      ok: true,
      values: { lifetime: '600', gender: 'str', section: 'all', page: '3' },
    });
    expect(readPath(LIST, { v4: '600', v5: 'str', v6: 'all.3.4.json' })).toEqual({
      ok: false,
      field: 'tail',
    });
    expect(readPath(LIST, { v4: '600', v5: 'str', v6: 'all..json' })).toEqual({ ok: false, field: 'tail' });
    expect(readPath(CALLS['videos.get'].path, { v4: '0', v5: '0', v6: '7.8.json' })).toEqual({
      ok: false,
      field: 'video_id',
    });
  });
});

describe('the length rules of text params', () => {
  it('reads the bounds through .optional() and .default()', () => {
    const params = z.object({
      title: z.string().trim().min(3).max(100),
      desc: z.string().trim().max(500).default(''),
      note: z.string().min(2).optional(),
    });
    const declaration = {
      method: 'post',
      path: '/api/input.php',
      access: 'member',
      params,
      texts: ['title', 'desc', 'note'],
      response: z.object({}),
      errors: [],
      lifetime: 0,
    } as const;
    expect(textRules(declaration)).toEqual({
      title: { min: 3, max: 100 },
      desc: { max: 500 },
      note: { min: 2 },
    });
  });
});

describe('the calls sharing a POST path', () => {
  it('sends the act in its field: `act`, or the declared `actField`; a call without an act sends none', () => {
    expect(actFields({ ...CALLS['messages.dialogs'] })).toEqual({ section: 'all' });
    expect(actFields({ ...CALLS['messages.send'] })).toEqual({});
    expect(actFields({ ...list, method: 'post', path: '/api/x.php', act: 'vote' })).toEqual({ act: 'vote' });
  });

  it("picks the call a request means by its act, the act's section first, and the act-less call without one", () => {
    const input = (['actions.vote', 'playlists.create', 'playlists.update', 'actions.comment'] as const).map(
      (name) => [name, CALLS[name]] as const,
    );
    expect(pickDeclaration(input, { act: 'vote' })).toBe('actions.vote');
    expect(pickDeclaration(input, { act: 'playlist', section: 'upd' })).toBe('playlists.update');
    expect(pickDeclaration(input, { act: 'playlist', section: 'nope' })).toBeUndefined();
    expect(pickDeclaration(input, { act: ['vote', 'vote'] })).toBeUndefined();
    expect(pickDeclaration(input, { act: 'unknown' })).toBeUndefined();
    expect(pickDeclaration(input, {})).toBeUndefined();
    const messages = (['messages.send', 'messages.dialogs'] as const).map((n) => [n, CALLS[n]] as const);
    expect(pickDeclaration(messages, { to: '7' })).toBe('messages.send');
    expect(pickDeclaration(messages, { section: 'all' })).toBe('messages.dialogs');
  });
});

describe('the text rules of declared calls', () => {
  it('reads a minimum of one character as the text being there, not as a length rule', () => {
    expect(textRules(CALLS['messages.send'])).toEqual({ msg: { max: 200 } });
    expect(textRules(CALLS['messages.add'])).toEqual({ message: { max: 1000 } });
  });
});

describe('the lifetime a path holds by its params (lifetimeOf, unsent)', () => {
  const fresh = {
    ...list,
    params: z.object({
      gender: z.string(),
      search: z.string().optional(),
      fresh: z.boolean().default(false),
    }),
    unsent: ['fresh'],
    lifetimeOf: (p: { search?: string; fresh: boolean }) => (p.search || p.fresh ? 0 : 600),
  } as const;

  it('fills the lifetime the params ask, unless another is given', () => {
    expect(fillPath(fresh, { gender: 'str', section: 'all', page: 1, fresh: true })).toBe(
      '/api/json/list/0/str/all.1.json',
    );
    expect(fillPath(fresh, { gender: 'str', section: 'all', page: 1, fresh: false })).toBe(
      '/api/json/list/600/str/all.1.json',
    );
    expect(fillPath(fresh, { gender: 'str', section: 'all', page: 1, fresh: false }, 30)).toBe(
      '/api/json/list/30/str/all.1.json',
    );
  });

  it('takes every lifetime the unsent params could ask (the server cannot read them), and only those', () => {
    expect(pathLifetimes(fresh, { gender: 'str', fresh: false })).toEqual(new Set([600, 0]));
    // A search sent rules the cached lifetime out.
    expect(pathLifetimes(fresh, { gender: 'str', search: 'ann', fresh: false })).toEqual(new Set([0]));
    // Without lifetimeOf, any lifetime goes (as for every cached path).
    expect(pathLifetimes(list, {})).toBeUndefined();
  });

  it('tries each value of an unsent enum, and its absence when optional', () => {
    const bySex = {
      ...list,
      params: z.object({ sex: z.enum(['female', 'male']).optional() }),
      unsent: ['sex'],
      lifetimeOf: (p: { sex?: string }) => (p.sex === 'male' ? 60 : p.sex === 'female' ? 120 : 600),
    } as const;
    expect(pathLifetimes(bySex, {})).toEqual(new Set([120, 60, 600]));
  });
});
