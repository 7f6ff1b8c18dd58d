import { type ComponentType, type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot } from './IslandRoot';
import { ISLAND_ATTRIBUTE, type IslandData, type IslandHydration, type IslandPage } from './page';
import { ISLANDS, isIslandName } from './registry';

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
  const touchOnly = window.matchMedia?.('(hover: none)').matches ?? false;
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

/** Hydrates each island of the document when it is due. */
export function hydrateIslands(page: IslandPage): void {
  for (const container of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = container.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    if (!isIslandName(name)) continue;
    const data = readJson<IslandData>(container.nextElementSibling);
    if (!data) continue;
    const hydration = (container.dataset.hydrate ?? 'load') as IslandHydration;
    whenDue(container, hydration, (woke) => {
      void ISLANDS[name]().then((component) => {
        // The props were written for this island by its `Island` on the server.
        const Component = component as ComponentType<object>;
        const hydrated = () => {
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
