import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleVideos } from '../VideoCard/fixtures';
import { sliderVideos } from './fixtures';
import { scrollEdges, VideoSlider } from './VideoSlider';

/** jsdom has no layout: give the track sizes and a scrollBy that moves it and fires `scroll`. */
function layOut(track: HTMLElement, { width = 600, content = 2000 } = {}) {
  let left = 0;
  Object.defineProperty(track, 'clientWidth', { configurable: true, get: () => width });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, get: () => content });
  Object.defineProperty(track, 'scrollLeft', {
    configurable: true,
    get: () => left,
    set: (v: number) => {
      left = Math.max(0, Math.min(v, content - width));
    },
  });
  const scrollBy = vi.fn((options: ScrollToOptions) => {
    track.scrollLeft = left + (options.left ?? 0);
    fireEvent.scroll(track);
  });
  track.scrollBy = scrollBy as unknown as typeof track.scrollBy;
  track.scrollTo = vi.fn((options: ScrollToOptions) => {
    track.scrollLeft = options.left ?? 0;
    fireEvent.scroll(track);
  }) as unknown as typeof track.scrollTo;
  act(() => {
    fireEvent.scroll(track);
  });
  return scrollBy;
}

const track = () => screen.getByRole('list', { name: 'Advertised videos' });

afterEach(() => vi.restoreAllMocks());

describe('given scrollEdges', () => {
  it('tells the start and the end, with a pixel of slack', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 1000, clientWidth: 400 })).toEqual({
      atStart: true,
      atEnd: false,
    });
    expect(scrollEdges({ scrollLeft: 300, scrollWidth: 1000, clientWidth: 400 })).toEqual({
      atStart: false,
      atEnd: false,
    });
    expect(scrollEdges({ scrollLeft: 599.5, scrollWidth: 1000, clientWidth: 400 })).toEqual({
      atStart: false,
      atEnd: true,
    });
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 400, clientWidth: 400 })).toEqual({
      atStart: true,
      atEnd: true,
    });
  });
});

describe('given a VideoSlider', () => {
  it('links each advertised video, opening a new tab, marked sponsored', () => {
    render(<VideoSlider videos={sliderVideos} />);
    const link = screen.getByRole('link', { name: 'Lighthouse at dawn' });
    expect(link).toHaveAttribute('href', 'https://ads.example.com/v/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getAllByText('Sponsored')).toHaveLength(sliderVideos.length);
  });

  it('renders listing videos with VideoCard', () => {
    render(<VideoSlider videos={sampleVideos.slice(0, 2)} title="More like this" />);
    expect(screen.getByRole('region', { name: 'More like this' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: sampleVideos[0]?.title })).toHaveAttribute(
      'href',
      '/videos/1042/sunset-timelapse-over-the-harbour/',
    );
  });

  it('hides previous at the start and next at the end', async () => {
    const user = userEvent.setup();
    render(<VideoSlider videos={sliderVideos} />);
    const scrollBy = layOut(track());
    expect(screen.queryByRole('button', { name: 'Previous videos' })).not.toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next videos' });
    await user.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 510, behavior: 'smooth' });
    expect(screen.getByRole('button', { name: 'Previous videos' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next videos' }));
    await user.click(screen.getByRole('button', { name: 'Next videos' }));
    expect(screen.queryByRole('button', { name: 'Next videos' })).not.toBeInTheDocument();
    // The focus was on next: it moves to previous rather than being lost.
    expect(screen.getByRole('button', { name: 'Previous videos' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Previous videos' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -510, behavior: 'smooth' });
  });

  it('shows no buttons when everything fits', () => {
    render(<VideoSlider videos={sliderVideos.slice(0, 2)} />);
    layOut(track(), { width: 600, content: 600 });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('scrolls with the arrow keys, Home and End on the focused track', async () => {
    const user = userEvent.setup();
    render(<VideoSlider videos={sliderVideos} />);
    const el = track();
    const scrollBy = layOut(el);
    el.focus();
    await user.keyboard('{ArrowRight}');
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 240, behavior: 'smooth' });
    await user.keyboard('{End}');
    expect(el.scrollLeft).toBe(1400);
    expect(screen.queryByRole('button', { name: 'Next videos' })).not.toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(el.scrollLeft).toBe(0);
  });

  it('shows placeholders while loading, an error with retry, and a note when empty', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<VideoSlider videos={[]} status="loading" />);
    expect(screen.getByRole('region', { name: 'Advertised videos' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    rerender(<VideoSlider videos={[]} status="error" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<VideoSlider videos={[]} />);
    expect(screen.getByText('No advertised videos right now')).toBeInTheDocument();
  });
});
