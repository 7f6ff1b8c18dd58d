// Loaded by VideoCard on touch screens only (a dynamic import), so no listing page's initial JavaScript
// carries it.

/**
 * Touch screens have no hover: there the card across the middle of the viewport plays its preview, one
 * card at a time (the last one to reach the middle band), through one observer for all cards.
 */
let observer: IntersectionObserver | undefined;
let centred: Element | undefined;
const players = new Map<Element, (on: boolean) => void>();

export function playWhenCentred(card: Element, play: (on: boolean) => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        if (isIntersecting) {
          if (centred && centred !== target) players.get(centred)?.(false);
          centred = target;
        } else if (centred === target) centred = undefined;
        players.get(target)?.(centred === target);
      }
    },
    { rootMargin: '-45% 0px' },
  );
  players.set(card, play);
  observer.observe(card);
  return () => {
    observer?.unobserve(card);
    players.delete(card);
    if (centred === card) centred = undefined;
  };
}
