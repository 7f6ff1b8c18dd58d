import { media } from '@site/ui';
import { hydrate } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { getQueryClient } from '../lib/query-client';
import { withRefusals } from '../lib/refusals';
import { IslandRoot } from './IslandRoot';
import { ISLAND_ATTRIBUTE, type IslandData, type IslandHydration, type IslandPage } from './page';
import { ISLANDS, type IslandName, isIslandName } from './registry';

/**
 * The browser's code of a page that hydrates only its islands (app/islands, `handle.islands`): each island
 * the server rendered is hydrated on its own, as a React root over the same tree it was rendered with
 * (IslandRoot), when its `data-hydrate` says. The rest of the page is the server's HTML, and its links load
 * pages.
 */

export function readJson<T>(element: Element | null): T | null {
  return element?.textContent ? (JSON.parse(element.textContent) as T) : null;
}

/** The events that wake an island hydrated on interaction, replayed once it is hydrated. */
const WAKING = ['pointerover', 'focusin', 'touchstart'] as const;

function replay(event: Event): void {
  const target = event.target;
  if (!(target instanceof Element) || !target.isConnected) return;
  if (event.type === 'focusin') {
    if (document.activeElement === target) target.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    return;
  }
  if (event.type === 'pointerover' && target.matches(':hover')) {
    const { pointerType, clientX, clientY } = event as PointerEvent;
    target.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType, clientX, clientY }));
  }
}

/**
 * Calls `start` when the island is due, by its `data-hydrate`; with the event that woke it, if one did. On
 * a touch screen nothing is pointed at: an island due on interaction is due when the browser is idle (the
 * cards' preview plays there for the card in the middle of the viewport, with no touch).
 */
function whenDue(container: HTMLElement, hydration: IslandHydration, start: (woke?: Event) => void): void {
  const touchOnly = window.matchMedia?.(media.touch).matches ?? false;
  if (hydration === 'idle' || (hydration === 'interaction' && touchOnly)) {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => start(), { timeout: 2_000 });
    else setTimeout(start, 200);
    return;
  }
  if (hydration === 'visible') {
    // The container lays out nothing (`display: contents`): its first element is what scrolls into view.
    const box = container.firstElementChild;
    if (!box || !('IntersectionObserver' in window)) {
      start();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: '200px' },
    );
    observer.observe(box);
    return;
  }
  if (hydration === 'interaction') {
    const wake = (event: Event) => {
      for (const type of WAKING) container.removeEventListener(type, wake);
      start(event);
    };
    for (const type of WAKING) container.addEventListener(type, wake, { passive: true });
    return;
  }
  start();
}

/**
 * Says when its island is hydrated. It wraps the island's one child, so the ids the island's components
 * take (`useId`) are the ones the server gave them.
 */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the hydration
  useEffect(() => onHydrated(), []);
  return children;
}

/**
 * Keeps a press of one of the island's buttons that comes before its code (a visitor who taps play as
 * soon as the player shows): the press does nothing then, and the button is pressed again once the
 * island is hydrated. Returns that replay.
 */
function keepPresses(container: HTMLElement): () => void {
  let pressed: HTMLElement | null = null;
  const keep = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !container.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    pressed = button;
  };
  container.addEventListener('click', keep, { capture: true });
  return () => {
    container.removeEventListener('click', keep, { capture: true });
    if (pressed?.isConnected) pressed.click();
  };
}

interface FoundIsland {
  name: IslandName;
  container: HTMLElement;
  data: IslandData;
  hydration: IslandHydration;
  replayPresses: () => void;
}

/**
 * The document's islands, found as soon as the entry runs: the code of those due with the page that is
 * not the entry's own (the video page's player) starts loading, beside the language's messages rather than
 * after them, and a press of their buttons before they are hydrated is kept (keepPresses).
 */
export function findIslands(): FoundIsland[] {
  const found: FoundIsland[] = [];
  for (const container of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = container.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    if (!isIslandName(name)) continue;
    const data = readJson<IslandData>(container.nextElementSibling);
    if (!data) continue;
    const hydration = (container.dataset.hydrate ?? 'load') as IslandHydration;
    if (hydration === 'load') {
      ISLANDS[name]().catch(() => {
        // Asked again when it is due, which reports the failure.
      });
    }
    found.push({ name, container, data, hydration, replayPresses: keepPresses(container) });
  }
  return found;
}

/**
 * Hydrates each island of the document when it is due. The queries every island was rendered from go into
 * the page's one query client first: an island hydrated earlier may already watch a query another one
 * carries (the player the related list its end screen offers), and TanStack Query's HydrationBoundary
 * fills a query already in the cache only after rendering, which would render it empty, not as the server
 * did.
 */
export function hydrateIslands(page: IslandPage, islands: readonly FoundIsland[] = findIslands()): void {
  const client = getQueryClient();
  for (const { data } of islands) if (data.state) hydrate(client, withRefusals(data.state));
  for (const { name, container, data, hydration, replayPresses } of islands) {
    whenDue(container, hydration, (woke) => {
      void ISLANDS[name]().then((component) => {
        // The props were written for this island by its `Island` on the server.
        const Component = component as ComponentType<object>;
        const hydrated = () => {
          replayPresses();
          if (woke) requestAnimationFrame(() => replay(woke));
        };
        startTransition(() => {
          hydrateRoot(
            container,
            <Hydrated onHydrated={hydrated}>
              <StrictMode>
                <IslandRoot page={page} state={data.state}>
                  <Component {...data.props} />
                </IslandRoot>
              </StrictMode>
            </Hydrated>,
            { identifierPrefix: name },
          );
        });
      });
    });
  }
}
