import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';

/** The catalog reads of §7: models, model, channels, channel, categories, main (top lists), langs. */
export function catalogRoutes(_app: FastifyInstance, _db: Db) {}
