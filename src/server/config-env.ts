/**
 * The part of the configuration read before its validation loads (zod): the server starts the embedded database's
 * thread first thing, since opening it is the longest part of a start (main.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export const DEFAULT_DATA_DIR = './data';

/** A local .env (see .env.example) fills in what the environment does not already set. */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** DATA_DIR as an absolute path (loadConfig's `dataDir`). */
export function resolveDataDir(dataDir: string = DEFAULT_DATA_DIR): string {
  return path.resolve(dataDir);
}
