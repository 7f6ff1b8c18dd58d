import type { ApiClient } from '@site/api';
import { UiProvider } from '@site/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { RouterLink } from '../components/RouterLink';

// jsdom lacks browser APIs Radix calls (every real browser has them): stand-ins that do nothing.
if (typeof window !== 'undefined') {
  const proto = Element.prototype as Element & {
    hasPointerCapture?: (id: number) => boolean;
    releasePointerCapture?: (id: number) => void;
    scrollIntoView?: () => void;
  };
  proto.hasPointerCapture ??= () => false;
  proto.releasePointerCapture ??= () => undefined;
  proto.scrollIntoView ??= () => undefined;
  // jsdom has media elements but no media: loading one is a no-op here, not a "not implemented" report.
  HTMLMediaElement.prototype.load = () => undefined;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

/** What a page needs around it in a test: a router, a fresh query cache and the UI provider. */
export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <UiProvider linkComponent={RouterLink}>{children}</UiProvider>
      </QueryClientProvider>
    </MemoryRouter>
  );
}

type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends (...args: never[]) => unknown ? T[K] : DeepPartial<T[K]>;
};

/** A fake client with only the calls a test gives; any other call fails the test loudly. */
export function fakeApi(parts: DeepPartial<ApiClient>): ApiClient {
  return new Proxy(parts, {
    get(target, group: string) {
      const calls = (target as Record<string, Record<string, unknown> | undefined>)[group] ?? {};
      return new Proxy(calls, {
        get(inner, name: string) {
          if (name in inner) return inner[name];
          return () => {
            throw new Error(`unexpected call api.${group}.${name}`);
          };
        },
      });
    },
  }) as ApiClient;
}
