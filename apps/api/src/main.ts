import { ConfigError, loadDotEnv } from './env';

// Before the server's modules load, so nothing can read the environment ahead of `.env`.
const envFile = loadDotEnv();
const { buildServer } = await import('./server');
const app = await buildServer().catch((err: unknown) => {
  // A configuration refusal (a sandbox in production …) is a sentence for the operator, not a stack.
  process.stderr.write(`${err instanceof ConfigError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
if (envFile) app.log.info(`environment: ${envFile} (variables already set were kept)`);
const { port, host } = app.services.env;
try {
  await app.listen({ port, host });
  app.log.info(`serving http://localhost:${port}/new/ (database: ${app.services.dbKind}, bus: ${app.services.bus.kind})`);
} catch (err) {
  app.log.error(err);
  process.exit(1);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
