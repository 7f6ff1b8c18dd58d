import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDb } from '../testing.js';
import { migrate, splitStatements } from './migrate.js';

describe('given a migration file', () => {
  it('splits it into statements at line-ending semicolons, skipping comments', () => {
    const text = '-- a comment\nCREATE TABLE a (x int);\n\nCREATE INDEX b\n  ON a (x);\n';
    expect(splitStatements(text)).toEqual(['CREATE TABLE a (x int);', 'CREATE INDEX b\n  ON a (x);']);
  });

  it('keeps a dollar-quoted body whole', () => {
    const text =
      'CREATE FUNCTION f() RETURNS int AS $$\nBEGIN\n  RETURN 1;\nEND;\n$$ LANGUAGE plpgsql;\nSELECT 1;\n';
    const statements = splitStatements(text);
    expect(statements).toHaveLength(2);
    expect(statements[0]).toContain('RETURN 1;');
  });
});

describe('given numbered migration files', () => {
  it('applies them in order, once each', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-migrations-'));
    const t = await openTestDb({ migrate: false });
    try {
      writeFileSync(join(dir, '0002_second.sql'), 'INSERT INTO probe (step) VALUES (2);\n');
      writeFileSync(
        join(dir, '0001_first.sql'),
        '-- the table\nCREATE TABLE probe (step int);\nINSERT INTO probe (step) VALUES (1);\n',
      );
      writeFileSync(join(dir, 'notes.txt'), 'not a migration');
      expect(await migrate(t.db, { schema: t.schema, dir })).toEqual(['0001_first', '0002_second']);
      expect(await migrate(t.db, { schema: t.schema, dir })).toEqual([]);
      const { rows } = await sql<{ step: number }>`SELECT step FROM probe ORDER BY step`.execute(t.db);
      expect(rows.map((r) => r.step)).toEqual([1, 2]);
    } finally {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
