import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.js';

/** POST /api/messages.php: send, the dialog list and one dialog (§7). */
export function messageRoutes(_app: FastifyInstance, _deps: Deps): void {}
