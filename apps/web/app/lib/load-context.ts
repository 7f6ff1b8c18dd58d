import type { FetchLike } from '@site/api';
import type { SignInOffer } from './site';

declare module 'react-router' {
  interface AppLoadContext {
    /** In-process fetch of the API server, used while rendering on the server. */
    apiFetch: FetchLike;
    /** The visitor's two-letter country (CDN header, else GeoIP, else `eu`), for the top-country lists. */
    country: string;
    /** The external sign-ins the server offers (Google, the messaging app's widget); absent: none. */
    signIn?: SignInOffer;
    /** The messaging-app channel's link of subscribe-to-download, when the server checks it; absent: none. */
    messengerChannel?: string | null;
  }
}
