import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { prepareLanguage } from './lib/i18n/bootstrap';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// The page's language must be in place before hydration, so the browser's first render matches the
// server's (§1: only English ships with the page; other languages come from /langs/json, cached locally).
prepareLanguage(document, storage())
  .catch((error: unknown) => console.warn('Language messages could not be loaded', error))
  .finally(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  });
