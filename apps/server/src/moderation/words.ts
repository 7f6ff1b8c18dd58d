import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { type ForbiddenWords, forbiddenWords, normalizeText } from '../lib/forbidden-words.js';
import { iso, type Q, refOf } from './common.js';

/**
 * The forbidden words of comments, messages and upload titles, from the `forbidden_words` table (staff
 * edit it in the console; migration 0014 seeded it with the former built-in list). `find` stays
 * synchronous: it matches against the list in memory, which is loaded at start (`ready`), reloaded at once
 * after an edit through this process, and re-read every `refreshMs` (other processes' edits).
 */
export interface DbForbiddenWords extends ForbiddenWords {
  /** Resolves once the list is loaded. */
  ready: Promise<void>;
  /** Reloads the list now. */
  reload(): Promise<void>;
}

export function dbForbiddenWords(
  db: Db,
  options: { refreshMs?: number; extra?: readonly string[] } = {},
): DbForbiddenWords {
  const refreshMs = options.refreshMs ?? 30_000;
  const extra = options.extra ?? [];
  let current: ForbiddenWords = forbiddenWords(extra);
  let loadedAt = 0;
  let loading: Promise<void> | null = null;
  const reload = () => {
    loading ??= db
      .selectFrom('forbidden_words')
      .select('word')
      .execute()
      .then((rows) => {
        current = forbiddenWords([...rows.map((r) => r.word), ...extra]);
        loadedAt = Date.now();
      })
      .catch(() => {
        // Keep the list we have; the next find tries again.
        loadedAt = Date.now() - refreshMs + 1000;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };
  const ready = reload();
  return {
    ready,
    reload,
    find(text) {
      if (Date.now() - loadedAt > refreshMs) void reload();
      return current.find(text);
    },
  };
}

/** The normalised form a word is stored in. */
export const storedWord = (word: string) => normalizeText(word.trim());

export async function listWords(db: Q) {
  const rows = await db
    .selectFrom('forbidden_words as w')
    .leftJoin('members as m', 'm.user_id', 'w.added_by')
    .select(['w.word', 'w.added_by', 'm.username', 'w.created_at'])
    .orderBy('w.word')
    .execute();
  return rows.map((r) => ({
    word: r.word,
    added_by: refOf(r.added_by, r.username),
    created_at: iso(r.created_at),
  }));
}

/** Adds a word; answers false when it was listed already. */
export async function addWord(db: Q, word: string, actorId: number): Promise<boolean> {
  const res = await db
    .insertInto('forbidden_words')
    .values({ word, added_by: actorId, created_at: sql`now()` })
    .onConflict((oc) => oc.column('word').doNothing())
    .returning('word')
    .executeTakeFirst();
  return res !== undefined;
}

/** Removes a word; answers false when it was not listed. */
export async function removeWord(db: Q, word: string): Promise<boolean> {
  const res = await db
    .deleteFrom('forbidden_words')
    .where('word', '=', word)
    .returning('word')
    .executeTakeFirst();
  return res !== undefined;
}
