/** Placeholder while this route is built (#10). */
export function loader() {
  return new Response('', { status: 404 });
}
