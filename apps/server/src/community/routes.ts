import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';

/** The community reads of §7: members, member, subscriptions, playlists, playlist, comments. */
export function communityRoutes(_app: FastifyInstance, _db: Db) {}
