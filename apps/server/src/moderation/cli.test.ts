import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount } from '../accounts/fixtures.js';
import { openTestDb, type TestDb } from '../testing.js';
import { CliError, runCli } from './cli.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb();
  await addAccount(t.db, { username: 'Founder' });
});
afterAll(() => t?.close());

const roleOf = async (username: string) =>
  (await t.db.selectFrom('members').select('role').where('username', '=', username).executeTakeFirstOrThrow())
    .role;

describe('given the staff command line', () => {
  it('make-admin makes the first admin (any letter case), recorded in the audit log', async () => {
    expect(await runCli(t.db, ['make-admin', 'founder'])).toBe('Founder: member → admin');
    expect(await roleOf('Founder')).toBe('admin');
    expect(await runCli(t.db, ['make-admin', 'Founder'])).toBe('Founder is already admin');
    const log = await t.db.selectFrom('moderation_audit').selectAll().execute();
    expect(log).toMatchObject([
      { actor_id: null, action: 'role', details: { from: 'member', to: 'admin', via: 'cli' } },
    ]);
  });

  it('set-role sets moderator or member; unknown members, roles and commands are refused', async () => {
    await runCli(t.db, ['set-role', 'Founder', 'moderator']);
    expect(await roleOf('Founder')).toBe('moderator');
    await runCli(t.db, ['set-role', 'Founder', 'member']);
    expect(await roleOf('Founder')).toBe('member');
    await expect(runCli(t.db, ['set-role', 'Founder', 'owner'])).rejects.toThrow(CliError);
    await expect(runCli(t.db, ['make-admin', 'Nobody'])).rejects.toThrow('No member named Nobody');
    await expect(runCli(t.db, ['promote', 'Founder'])).rejects.toThrow(/usage/);
    expect(await roleOf('Founder')).toBe('member');
  });
});
