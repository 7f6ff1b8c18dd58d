import { availableParallelism } from 'node:os';

/**
 * The connections a process opens to PostgreSQL (`openDatabase`) unless told (DATABASE_POOL_SIZE): one
 * more than this machine's cores, at most 10 (pg's own default). A statement keeps a core busy, so more
 * connections than cores only make PostgreSQL's processes take turns: on two cores, with the database on the same machine,
 * ten connections cost PostgreSQL 1.5–1.9× the CPU of two or three per category listing at a million
 * videos, and the listing's p99 went from 67–144 ms to 451–572 ms (`bench:api`). The one beyond the cores
 * keeps the site answering while a long statement (the title index's read) holds a connection.
 */
export const defaultPoolSize = (cores = availableParallelism()): number => Math.min(10, cores + 1);
