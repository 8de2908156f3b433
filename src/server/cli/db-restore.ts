import { loadDotEnv } from '../config';
import { runRestoreCli } from './db-dump';

/** npm run db:restore -- <file>: loads a backup into an empty DATA_DIR or DATABASE_URL (README "Operations"). */
loadDotEnv();
void runRestoreCli(process.argv.slice(2), process.env).then((code) => {
  process.exitCode = code;
});
