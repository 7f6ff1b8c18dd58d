import type { FetchLike } from '@site/api';

declare module 'react-router' {
  interface AppLoadContext {
    /** In-process fetch of the API server, used while rendering on the server. */
    apiFetch: FetchLike;
  }
}
