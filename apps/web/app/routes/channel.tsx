/** Placeholder while this route is built (#10): renders the 404 page. */
export { default, loader } from './not-found';
