/**
 * zod, as every schema of this package takes it: in a browser page it parses without compiling. zod
 * compiles object parsers with `new Function` where it may, and probes for that when each object schema
 * is made (at import): a page whose Content-Security-Policy allows no eval (the site's) refuses the
 * compiler and reports even the probe as a violation. Schema modules import `z` from here, never from
 * 'zod' directly, so this runs before any schema is made. On the server (no `document`) zod compiles.
 */
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
