import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../testing.js';
import { migrate, migrationStatus } from './migrate.js';

describe('given numbered migration files', () => {
  let dir: string;
  let t: TestDb;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'site-migrations-'));
    t = await openTestDb({ migrate: false });
  });

  afterEach(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('applies them in order, once each', async () => {
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
  });

  it('runs a whole file as written: statements on one line, a function body with semicolons, comments', async () => {
    writeFileSync(
      join(dir, '0001_script.sql'),
      [
        'CREATE TABLE probe (step int); INSERT INTO probe VALUES (1);',
        '/* a block comment; with a semicolon */',
        'CREATE FUNCTION probe_double() RETURNS trigger AS $body$',
        'BEGIN',
        '  NEW.step := NEW.step * 2; -- doubled',
        '  RETURN NEW;',
        'END;',
        '$body$ LANGUAGE plpgsql;',
        'CREATE TRIGGER probe_double BEFORE INSERT ON probe FOR EACH ROW EXECUTE FUNCTION probe_double();',
        "INSERT INTO probe VALUES (length('a;b'))",
      ].join('\n'),
    );
    expect(await migrate(t.db, { schema: t.schema, dir })).toEqual(['0001_script']);
    const { rows } = await sql<{ step: number }>`SELECT step FROM probe ORDER BY step`.execute(t.db);
    expect(rows.map((r) => r.step)).toEqual([1, 6]);
  });

  it('applies nothing of a run that fails: the files before it stay applied, the rest wait', async () => {
    writeFileSync(join(dir, '0001_first.sql'), 'CREATE TABLE probe (step int);\n');
    await migrate(t.db, { schema: t.schema, dir });
    writeFileSync(join(dir, '0002_fine.sql'), 'INSERT INTO probe VALUES (2);\n');
    writeFileSync(
      join(dir, '0003_broken.sql'),
      'INSERT INTO probe VALUES (3);\nINSERT INTO probe VALUES (oops);\n',
    );
    await expect(migrate(t.db, { schema: t.schema, dir })).rejects.toThrow(/oops/);
    const { rows } = await sql<{ step: number }>`SELECT step FROM probe`.execute(t.db);
    expect(rows).toEqual([]);
    const status = await migrationStatus(t.db, { schema: t.schema, dir });
    expect(status.map((m) => [m.name, m.appliedAt !== undefined])).toEqual([
      ['0001_first', true],
      ['0002_fine', false],
      ['0003_broken', false],
    ]);
  });

  it('tells which are applied and which wait, without applying any', async () => {
    writeFileSync(join(dir, '0001_first.sql'), 'CREATE TABLE probe (step int);\n');
    expect(await migrationStatus(t.db, { schema: t.schema, dir })).toEqual([
      { name: '0001_first', appliedAt: undefined },
    ]);
    const before = Date.now();
    await migrate(t.db, { schema: t.schema, dir });
    writeFileSync(join(dir, '0002_second.sql'), 'INSERT INTO probe VALUES (2);\n');
    const [first, second] = await migrationStatus(t.db, { schema: t.schema, dir });
    expect(first?.name).toBe('0001_first');
    expect(first?.appliedAt?.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(second).toEqual({ name: '0002_second', appliedAt: undefined });
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM probe`.execute(t.db);
    expect(rows[0]?.n).toBe(0);
  });
});
