import { normalizeRole, ROLES, type Role } from '../../shared/roles';
import { loadConfig, loadDotEnv } from '../config';
import { openDatabase } from '../db/client';
import { changeUserRole, findUserIdByUsername } from '../features/admin';

/** npm run user:role -- <username> <role>: the operator's way in when no admin can sign in. */
async function run() {
  const [username, role] = process.argv.slice(2);
  if (!username || !role || !(ROLES as readonly string[]).includes(role)) {
    console.error(`Usage: npm run user:role -- <username> <${ROLES.join('|')}>`);
    process.exit(2);
  }
  loadDotEnv();
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
  });
  try {
    await handle.migrate();
    const id = await findUserIdByUsername(handle.db, username);
    if (!id) {
      console.error(`No user named '${username}'.`);
      process.exitCode = 1;
      return;
    }
    const result = await changeUserRole(handle.db, null, id, role as Role);
    console.log(`${username} is now ${normalizeRole(result.role)}.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

void run();
