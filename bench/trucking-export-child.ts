/**
 * Run by trucking.bench.ts under a capped heap (node --max-old-space-size=N --expose-gc --import tsx):
 * opens the bench database (argv[2]: postgres | pglite), exports every order over a socket and prints the
 * ExportRun as its last stdout line. Running out of heap ends it with a non-zero exit instead.
 */
import { bearerOf, exportRun, openServer } from './trucking.bench';

const database = process.argv[2] === 'pglite' ? 'pglite' : 'postgres';
const app = await openServer(database);
const bearer = await bearerOf(app);
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
const run = await exportRun(app, port, bearer, '');
await app.close();
console.log(JSON.stringify(run));
process.exit(0);
