import { DISPLAY, TIMING } from '@site/api';
import { useEffect, useRef, useState } from 'react';

/**
 * The next hidden state of the mobile header (§4): hidden while scrolling down past `threshold` px,
 * shown again on any scroll up and whenever the page is back within `threshold` of the top.
 */
export function nextHidden(previousY: number, y: number, hidden: boolean, threshold: number): boolean {
  if (y <= threshold) return false;
  if (y > previousY) return true;
  if (y < previousY) return false;
  return hidden;
}

export interface HideOnScrollOptions {
  /** Scroll offset in px below which the header always shows. Defaults to 50 (§9). */
  threshold?: number;
  /** Turn the listener off (e.g. while the navigation sheet is open). Defaults to true. */
  enabled?: boolean;
}

/**
 * Whether the mobile header should be hidden, from the window's scroll position: hides on scroll down
 * past the threshold and reappears on scroll up (§4). The header's styles apply it on the mobile layout
 * only, so the hook needs no media query.
 */
export function useHideOnScroll({
  threshold = DISPLAY.mobileHeaderHideAt,
  enabled = true,
}: HideOnScrollOptions = {}): boolean {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);

  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const previousY = lastY.current;
      lastY.current = y;
      // The updater may run later than this handler: it must not read the ref.
      setHidden((was) => nextHidden(previousY, y, was, threshold));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold, enabled]);

  return hidden;
}

/**
 * `false` until `delayMs` after mount, then `true`: the mobile category row appears 2 s after load (§4).
 * A delay of 0 or less shows it at once (no timer), e.g. in stories and server rendering.
 */
export function useDelayedReveal(delayMs: number = TIMING.mobileLinksDelay): boolean {
  const [shown, setShown] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) {
      setShown(true);
      return;
    }
    setShown(false);
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return shown;
}
