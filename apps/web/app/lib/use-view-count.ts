import { TIMING } from '@site/api';
import { useEffect, useRef } from 'react';

/**
 * §4/§9: the view call goes out 5 s after the video page is shown, once per page view. The timer starts
 * when the page is visible (a page opened in a background tab waits until it is looked at) and is
 * cleared on unmount or when `enabled` turns false (the video turned out private, deleted…), so leaving
 * within 5 s sends nothing. Another video (a new `videoId`) is a new page view.
 */
export function useViewCount(
  videoId: number,
  enabled: boolean,
  send: (videoId: number) => void,
  delay: number = TIMING.viewCallDelay,
): void {
  const sent = useRef<number | null>(null);
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    if (!enabled || sent.current === videoId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      if (timer !== undefined || document.visibilityState === 'hidden') return;
      timer = setTimeout(() => {
        sent.current = videoId;
        sendRef.current(videoId);
      }, delay);
    };
    start();
    document.addEventListener('visibilitychange', start);
    return () => {
      document.removeEventListener('visibilitychange', start);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [videoId, enabled, delay]);
}
