import { describe, expect, it } from 'vitest';
import { splitStatements } from './migrate.js';

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
