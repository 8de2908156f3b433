import { loadDotEnv } from '../config';
import { runBackupCli } from './db-dump';

/** npm run db:backup -- <file>: a consistent dump of the embedded database or of DATABASE_URL (README "Operations"). */
loadDotEnv();
void runBackupCli(process.argv.slice(2), process.env).then((code) => {
  process.exitCode = code;
});
