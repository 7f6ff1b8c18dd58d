import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseInUseError, openDatabase } from './database.js';

describe('the embedded database in a folder', () => {
  const root = mkdtempSync(join(tmpdir(), 'pglite-lock-'));
  const dir = join(root, 'pglite');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses a second opener while it is open, saying how to go on, and lets it in once closed', async () => {
    const first = await openDatabase({ pgliteDir: dir });
    await sql`create table marks (n int)`.execute(first);
    await sql`insert into marks values (1)`.execute(first);

    const second = openDatabase({ pgliteDir: dir });
    await expect(second).rejects.toBeInstanceOf(DatabaseInUseError);
    await expect(second).rejects.toThrow(/another process.*Stop that process first, or set DATABASE_URL/s);

    await first.destroy();
    const again = await openDatabase({ pgliteDir: dir });
    try {
      const { rows } = await sql<{ n: number }>`select n from marks`.execute(again);
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await again.destroy();
    }
  });
});
