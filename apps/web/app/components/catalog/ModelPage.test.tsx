// @vitest-environment jsdom
import { ApiError, type ModelDetail, type VideoListParams } from '@site/api';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInSite } from '../../test/site';
import { ModelPage } from './ModelPage';

afterEach(cleanup);

const model: ModelDetail = {
  dir: 'amber-wave',
  title: 'Amber Wave',
  img: '/media/models/1.jpg',
  country: 'de',
  description: 'Known for calm scenes.',
  statistics: { videos: 12, viewed: 34_500, subscribers: 120, likes: 40, dislikes: 2 },
  age: 31,
  birth_date: '1995-04-12',
  career_start: 2015,
  career_end: null,
  career_status: 1,
  city: 'Harbour',
  debut_age: 20,
  known_as: null,
  zodiac_sign: null,
  eye_color: 3,
  body_type: null,
  height: 170,
  weight: 55,
  piercing: 0,
  tattoo: 1,
  ethnicity: 'latin',
  breast_size: 'natural',
};

const videos: VideoListParams = {
  gender: 'str',
  sort: 'latest-updates',
  count: 60,
  section: 'model',
  object_id: 'amber-wave',
  page: 1,
  type: 'all',
  duration: 'all',
  date: 'all',
  lang: 'en',
};

function setup(user: { user_id: number; username: string } | null) {
  const calls = {
    models: { get: vi.fn(async () => ({ model, code: 'success' })) },
    videos: { list: vi.fn(async () => ({ videos: [], total_count: 0, code: 'success' })) },
    members: {
      subscriptions: vi.fn(async () => ({ models: [], channels: [], members: [], code: 'success' })),
    },
    actions: { subscribe: vi.fn(async () => ({ code: 'success' })) },
  };
  const page = renderInSite(<ModelPage dir="amber-wave" videos={videos} api={fakeApi(calls as never)} />, {
    user: user && { ...user, avatar: null, status_id: 1 },
  });
  return { calls, ...page };
}

describe('given the model page', () => {
  it('shows the model, the details the API gives and a link to all of its videos', async () => {
    setup(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Amber Wave' })).toBeInTheDocument();
    expect(screen.getByText('Age').nextSibling?.textContent).toBe('31');
    expect(screen.getByText('Eye colour').nextSibling?.textContent).toBe('Green');
    expect(screen.getByText('Height').nextSibling?.textContent).toBe('170 cm');
    expect(screen.getByText('Ethnicity').nextSibling?.textContent).toBe('Latin');
    expect(screen.getByText('Tattoos').nextSibling?.textContent).toBe('Yes');
    expect(screen.queryByText('Also known as')).not.toBeInTheDocument();
    expect(screen.getByText('Views').nextSibling?.textContent).toBe('34.5K');
    const all = screen.getByRole('link', { name: 'All videos of Amber Wave' });
    expect(all.getAttribute('href')).toBe('/models/amber-wave/1/');
  });

  it('asks a visitor to sign in instead of subscribing', async () => {
    const { calls, actions } = setup(null);
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to the model Amber Wave' }));
    expect(actions.openSignIn).toHaveBeenCalledTimes(1);
    expect(calls.actions.subscribe).not.toHaveBeenCalled();
  });

  it('subscribes a member and raises the subscriber count', async () => {
    const { calls, actions } = setup({ user_id: 7, username: 'reader' });
    expect(await screen.findByText('120 subscribers')).toBeInTheDocument();
    await waitFor(() => expect(calls.members.subscriptions).toHaveBeenCalled());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Subscribe to the model Amber Wave' }));
    });
    expect(calls.actions.subscribe).toHaveBeenCalledWith({ section: 'model', object_id: 'amber-wave' });
    expect(await screen.findByText('121 subscribers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unsubscribe from the model Amber Wave' })).toBeEnabled();
    expect(actions.notify).toHaveBeenCalledWith({
      type: 'success',
      text: 'You are subscribed to Amber Wave',
    });
    expect(actions.openSignIn).not.toHaveBeenCalled();
  });

  it('tells a member when the subscription fails and keeps the count', async () => {
    const { calls, actions } = setup({ user_id: 7, username: 'reader' });
    calls.actions.subscribe.mockRejectedValueOnce(new ApiError('already_subscribed', 409));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to the model Amber Wave' }));
    });
    await waitFor(() =>
      expect(actions.notify).toHaveBeenCalledWith({ type: 'error', text: 'You are already subscribed' }),
    );
    expect(screen.getByText('120 subscribers')).toBeInTheDocument();
  });
});

describe('given a model whose details come from known sets', () => {
  it('shows zodiac sign and body type in the page language, and an unknown value as given', async () => {
    const { setLanguageMessages, translator } = await import('../../lib/i18n');
    const { modelFacts } = await import('./ModelPage');
    setLanguageMessages('de', {
      'catalog.model.zodiac.leo': 'Löwe',
      'catalog.model.bodyType.slim': 'Schlank',
    });
    const facts = modelFacts({ ...model, zodiac_sign: 'leo', body_type: 'slim' }, translator('de'));
    const value = (key: string) => facts.find((f) => f.key === key)?.value;
    expect(value('zodiac_sign')).toBe('Löwe');
    expect(value('body_type')).toBe('Schlank');
    const odd = modelFacts({ ...model, zodiac_sign: 'ophiuchus', body_type: null }, translator('en'));
    expect(odd.find((f) => f.key === 'zodiac_sign')?.value).toBe('ophiuchus');
    expect(odd.find((f) => f.key === 'body_type')).toBeUndefined();
  });
});
