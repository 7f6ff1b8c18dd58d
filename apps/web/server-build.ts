// The server build apps/server imports (build/server/index.js): React Router's own build, and the key under
// which the server sets each request's values (`SiteLoadContext`) on the `RouterContextProvider` it passes
// to the request handler. Both come from this one bundle, so the loaders read the very key it sets.
export * from 'virtual:react-router/server-build';
export { siteContext } from './app/lib/load-context';
export { pageInputs } from './app/lib/page-inputs.server';
