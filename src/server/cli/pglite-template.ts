import path from 'node:path';
import { migrationsFolder } from '../db/client';
import { pgliteTemplateDir, writePgliteTemplate } from '../db/pglite-template';

/** Run by `npm run build` (scripts/build-server.mjs): the migrated PGlite template a first start copies. */
const dir = pgliteTemplateDir();
await writePgliteTemplate(dir, migrationsFolder());
console.log(`PGlite template written to ${path.relative(process.cwd(), dir)}`);
