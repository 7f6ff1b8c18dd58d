import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleCategories, sampleChannels, sampleKeywords, sampleModels, sampleQuickLinks } from './fixtures';
import { pickRandom, seededRandom } from './random';
import { Sidebar } from './Sidebar';

describe('given seededRandom and pickRandom', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const c = seededRandom(8);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    for (const n of first) {
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(1);
    }
  });

  it('picks the asked number of distinct items without changing the input', () => {
    const input = [...sampleKeywords];
    const picked = pickRandom(input, 50, seededRandom(1));
    expect(picked).toHaveLength(50);
    expect(new Set(picked).size).toBe(50);
    for (const k of picked) expect(sampleKeywords).toContain(k);
    expect(input).toEqual(sampleKeywords);
  });

  it('returns everything when there are fewer items than asked, and nothing for 0', () => {
    expect(pickRandom(['a', 'b'], 5, seededRandom(1)).sort()).toEqual(['a', 'b']);
    expect(pickRandom(['a', 'b'], 0, seededRandom(1))).toEqual([]);
  });
});

describe('given a Sidebar', () => {
  it('shows the quick links and marks the current page', () => {
    render(<Sidebar quickLinks={sampleQuickLinks} />);
    const nav = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(nav).getAllByRole('link')).toHaveLength(sampleQuickLinks.length);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows 50 of the 1000 keywords, the same ones for the same seed', () => {
    const { unmount } = render(<Sidebar keywords={sampleKeywords} random={seededRandom(42)} />);
    const list = screen.getByRole('group', { name: 'Top keywords' });
    const first = within(list)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(first).toHaveLength(50);
    unmount();
    render(<Sidebar keywords={sampleKeywords} random={seededRandom(42)} />);
    const again = within(screen.getByRole('group', { name: 'Top keywords' }))
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(again).toEqual(first);
  });

  it('links a keyword to the search page', () => {
    render(<Sidebar keywords={['misty river walk']} random={seededRandom(1)} />);
    expect(screen.getByRole('link', { name: 'misty river walk' })).toHaveAttribute(
      'href',
      '/search/?s=misty%20river%20walk',
    );
  });

  it('filters the categories as one types, and says when none match', async () => {
    const user = userEvent.setup();
    render(<Sidebar categories={sampleCategories} />);
    const region = screen.getByRole('region', { name: 'Categories' });
    expect(within(region).getAllByRole('link')).toHaveLength(sampleCategories.length);
    const box = screen.getByRole('searchbox', { name: 'Filter categories' });
    await user.type(box, 'SKA');
    expect(
      within(region)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/categories/skating/']);
    await user.clear(box);
    await user.type(box, 'zzz');
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
    expect(within(region).getByRole('status')).toHaveTextContent('No category matches “zzz”');
  });

  it('shows the video count of a category in the compact form', () => {
    render(
      <Sidebar
        categories={[
          { dir: 'a', title: 'A', total_videos: 150_000 },
          { dir: 'b', title: 'B', total_videos: 1 },
        ]}
      />,
    );
    const [a, b] = screen.getAllByRole('listitem');
    expect(a).toHaveTextContent('A150K videos');
    expect(within(a as HTMLElement).getByRole('link', { name: 'A' })).toHaveAttribute(
      'href',
      '/categories/a/',
    );
    expect(b).toHaveTextContent('B1 video');
  });

  it('makes each top list row one link and its name, with the count after it and no element around the name', () => {
    render(<Sidebar categories={[{ dir: 'a', title: 'A', total_videos: 3 }]} channels={sampleChannels} />);
    const [category, channel] = screen.getAllByRole('listitem');
    const link = within(category as HTMLElement).getByRole('link');
    expect(link.childNodes).toHaveLength(1);
    expect(category?.lastChild?.textContent).toBe('3 videos');
    // A channel's link holds its picture and its name as text.
    expect(within(channel as HTMLElement).getByRole('link').lastChild?.nodeType).toBe(Node.TEXT_NODE);
  });

  it('links models with their flag and channels to their pages', () => {
    render(<Sidebar models={sampleModels} channels={sampleChannels} />);
    const ada = screen.getByRole('link', { name: 'Ada Rivers' });
    expect(ada).toHaveAttribute('href', '/models/ada-rivers/');
    // The flag follows the link in its row.
    expect(within(ada.closest('li') as HTMLElement).getByRole('img', { name: 'Germany' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Dee Marsh' })).toHaveAttribute('href', '/models/dee-marsh/');
    expect(screen.getByRole('link', { name: 'North Studio' })).toHaveAttribute(
      'href',
      '/channel/north-studio/',
    );
  });

  it('says when a top list is empty', () => {
    render(<Sidebar models={[]} />);
    expect(
      within(screen.getByRole('region', { name: 'Top models' })).getByText('Nothing here yet'),
    ).toBeVisible();
  });

  it('shows placeholders while loading and an error with a retry', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<Sidebar status="loading" categories={sampleCategories} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the top lists');
    expect(screen.queryByRole('region', { name: 'Categories' })).not.toBeInTheDocument();
    rerender(<Sidebar status="error" onRetry={onRetry} categories={sampleCategories} />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
