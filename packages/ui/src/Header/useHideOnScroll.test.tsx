import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextHidden, useDelayedReveal, useHideOnScroll } from './useHideOnScroll';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('given nextHidden', () => {
  it('hides on scroll down past the threshold only', () => {
    expect(nextHidden(0, 40, false, 50)).toBe(false);
    expect(nextHidden(40, 50, false, 50)).toBe(false);
    expect(nextHidden(50, 51, false, 50)).toBe(true);
  });

  it('shows on any scroll up, and keeps the state when the position did not change', () => {
    expect(nextHidden(300, 299, true, 50)).toBe(false);
    expect(nextHidden(300, 300, true, 50)).toBe(true);
    expect(nextHidden(300, 300, false, 50)).toBe(false);
  });
});

describe('given useHideOnScroll', () => {
  beforeEach(() => scrollTo(0));

  it('hides the header on scroll down past 50 px and shows it on scroll up', () => {
    const { result } = renderHook(() => useHideOnScroll());
    expect(result.current).toBe(false);
    scrollTo(30);
    expect(result.current).toBe(false);
    scrollTo(120);
    expect(result.current).toBe(true);
    scrollTo(400);
    expect(result.current).toBe(true);
    scrollTo(380);
    expect(result.current).toBe(false);
    scrollTo(500);
    expect(result.current).toBe(true);
    scrollTo(10);
    expect(result.current).toBe(false);
  });

  it('takes another threshold', () => {
    const { result } = renderHook(() => useHideOnScroll({ threshold: 200 }));
    scrollTo(150);
    expect(result.current).toBe(false);
    scrollTo(250);
    expect(result.current).toBe(true);
  });

  it('stays shown while disabled, and stops listening after unmount', () => {
    const { result, rerender, unmount } = renderHook(({ enabled }) => useHideOnScroll({ enabled }), {
      initialProps: { enabled: true },
    });
    scrollTo(300);
    expect(result.current).toBe(true);
    rerender({ enabled: false });
    expect(result.current).toBe(false);
    scrollTo(600);
    expect(result.current).toBe(false);
    const remove = vi.spyOn(window, 'removeEventListener');
    rerender({ enabled: true });
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
    remove.mockRestore();
  });
});

describe('given useDelayedReveal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns true 2 s after mount by default', () => {
    const { result } = renderHook(() => useDelayedReveal());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('is true at once for a delay of 0', () => {
    const { result } = renderHook(() => useDelayedReveal(0));
    expect(result.current).toBe(true);
  });
});
