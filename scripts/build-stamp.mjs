// The last step of `npm run build`: marks the build complete, so `npm start` (scripts/start.mjs) serves it without
// building again until a source is newer than this stamp.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

writeFileSync(path.resolve(import.meta.dirname, '..', 'dist', '.build-stamp'), new Date().toISOString());
