import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.js';

/** POST /api/report.php: the contact and report form (§7), multipart. */
export function reportRoutes(_app: FastifyInstance, _deps: Deps): void {}
