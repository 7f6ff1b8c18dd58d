import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb, testEngine } from '../testing.js';

// On PostgreSQL each connection runs the app's parameterized statements as named prepared statements
// (db/database.ts); PGlite runs in process and has no such cost to save.
describe.runIf(testEngine === 'postgresql')('prepared statements on PostgreSQL', () => {
  let t: TestDb;

  beforeAll(async () => {
    t = await openTestDb();
  });

  afterAll(() => t?.close());

  /** The prepared statements of one connection, read on that same connection. */
  async function preparedOnOneConnection(run: (db: TestDb['db']) => Promise<unknown>) {
    return t.db.connection().execute(async (db) => {
      await run(db);
      await run(db);
      const rows = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db);
      return rows.rows.map((r) => r.statement);
    });
  }

  it('prepares a query once per connection, with the same answers', async () => {
    const answers: number[] = [];
    const statements = await preparedOnOneConnection(async (db) => {
      const row = await sql<{ n: number }>`select ${41}::int + 1 as n`.execute(db);
      answers.push(row.rows[0]?.n ?? 0);
    });
    expect(answers).toEqual([42, 42]);
    expect(statements.filter((s) => s.includes('::int + 1 as n'))).toHaveLength(1);
  });

  it('leaves text searches and DDL unprepared', async () => {
    const statements = await preparedOnOneConnection(async (db) => {
      await sql`select to_tsvector('simple', ${'lake at dawn'}) @@ to_tsquery('simple', ${'lake'}) as hit`.execute(
        db,
      );
      await sql`create temporary table if not exists prepare_probe (n int)`.execute(db);
    });
    expect(statements.some((s) => s.includes('@@'))).toBe(false);
    expect(statements.some((s) => s.includes('prepare_probe'))).toBe(false);
  });
});
