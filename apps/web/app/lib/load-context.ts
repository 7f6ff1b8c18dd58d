import type { FetchLike } from '@site/api';

declare module 'react-router' {
  interface AppLoadContext {
    /** In-process fetch of the API server, used while rendering on the server. */
    apiFetch: FetchLike;
    /** The visitor's two-letter country (CDN header, else GeoIP, else `eu`), for the top-country lists. */
    country: string;
  }
}
