// @vitest-environment jsdom
import { ApiError, type ModelCard } from '@site/api';
import { modelListParamsSchema } from '@site/api/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInSite } from '../../test/site';
import { ModelsPage } from './ModelsPage';

afterEach(cleanup);

const model = (i: number, title: string): ModelCard => ({
  dir: title.toLowerCase().replace(/ /g, '-'),
  title,
  img: `/media/models/${i}.jpg`,
  country: 'de',
  statistics: { videos: 3, viewed: 100, subscribers: 4 },
});

const params = modelListParamsSchema.parse({ page: 2, count: 2 });

describe('given a catalog list page (the models list)', () => {
  it('shows the heading, the cards of the page and page links, and asks for the page it shows', async () => {
    const list = vi.fn(async () => ({
      models: [model(1, 'Amber Wave'), model(2, 'Quiet Stone')],
      total_count: 6,
      code: 'success',
    }));
    renderInSite(<ModelsPage params={params} api={fakeApi({ models: { list } } as never)} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Models');
    expect(await screen.findByRole('link', { name: /Amber Wave/ })).toHaveAttribute(
      'href',
      '/models/amber-wave/',
    );
    expect(screen.getByRole('link', { name: /Quiet Stone/ })).toHaveAttribute('href', '/models/quiet-stone/');
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ page: 2, count: 2 }), expect.anything());
    const pages = screen.getByRole('navigation', { name: /pag/i });
    expect(within(pages).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/models/3/');
  });

  it('shows a failed request as an error with a retry that asks again', async () => {
    const list = vi.fn(async () => {
      throw new ApiError('server_error', 500);
    });
    renderInSite(<ModelsPage params={params} api={fakeApi({ models: { list } } as never)} />);
    fireEvent.click(await screen.findByRole('button', { name: /try again/i }));
    await vi.waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });
});
