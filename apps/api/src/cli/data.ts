/**
 * `node apps/api/dist/data.js <command>` (or `node scripts/data.mjs <command>`), with the api's own configuration
 * (.env, DATA_DIR, DATABASE_URL, DATABASE_SCHEMA; docs/operators.md "Data"):
 *   backup <file>             PostgreSQL: pg_dump (custom format); PGlite: its data directory as a .tar.gz
 *   restore <file> [--force]  the reverse (PGlite: --force keeps an existing database aside instead of refusing)
 *   to-postgres               moves DATA_DIR's PGlite database into the empty PostgreSQL of DATABASE_URL, row counts compared
 * Stop the api first when it runs on PGlite: its files belong to one process.
 */
import { loadDotEnv, readEnv } from '../env';
import { backup, moveToPostgres, restore } from './data-move';

loadDotEnv();
// Only where the data lives is needed here: production's checks of secrets do not apply to a backup.
const env = readEnv({ ...process.env, NODE_ENV: 'development', SMS_PROVIDER: undefined, REALAUTH_PROVIDER: undefined, BANK_PROVIDER: undefined, ALLOW_SANDBOX: undefined });
const where = { dataDir: env.dataDir, databaseUrl: env.databaseUrl, databaseSchema: env.databaseSchema };
const [command, file] = process.argv.slice(2);
const kind = where.databaseUrl ? 'PostgreSQL' : `PGlite in ${where.dataDir}`;

try {
  if (command === 'backup' && file) {
    await backup(where, file);
    console.log(`backed up ${kind} to ${file}`);
  } else if (command === 'restore' && file) {
    await restore(where, file, process.argv.includes('--force'));
    console.log(`restored ${kind} from ${file}`);
  } else if (command === 'to-postgres') {
    const report = await moveToPostgres(where, (line) => console.log(line));
    const width = Math.max(...report.map((r) => r.table.length));
    for (const r of report) console.log(`${r.table.padEnd(width)}  ${String(r.source).padStart(8)}  ${String(r.target).padStart(8)}`);
    console.log(`moved ${report.length} tables, ${report.reduce((n, r) => n + r.target, 0)} rows, every count equal`);
  } else {
    console.error('usage: data.js backup <file> | restore <file> [--force] | to-postgres');
    process.exitCode = 2;
  }
} catch (err) {
  console.error(`✖ ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
