import { describe, expect, it } from 'vitest';
import { ROLES } from '../../shared/roles';
import { request, testContextForFile } from '../test/helpers';
import { formatDemoAccounts, seedDemoWorkspace } from './seed';

const ctx = testContextForFile();

describe('demo workspace', () => {
  it('creates one user per role on an empty database, whose printed passwords sign in', async () => {
    const accounts = await seedDemoWorkspace(ctx.handle.db);
    expect(accounts?.map((a) => a.role)).toEqual([...ROLES]);
    const printed = formatDemoAccounts(accounts ?? []);
    for (const account of accounts ?? []) {
      expect(printed).toContain(account.password);
      const response = await request(ctx.app, 'POST', '/api/login', {
        body: { username: account.username, password: account.password },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().role).toBe(account.role);
    }
  });

  it('does nothing once the workspace has users', async () => {
    expect(await seedDemoWorkspace(ctx.handle.db)).toBeNull();
  });
});
