import { startBanner } from './banner';
import { ConfigError, loadDotEnv } from './env';
import { installRequestStats } from './http/request-stats';

// Before the server's modules load, so nothing can read the environment ahead of `.env`.
const envFile = loadDotEnv();
const { buildServer } = await import('./server');
const app = await buildServer().catch((err: unknown) => {
  // A configuration refusal (a sandbox in production …) is a sentence for the operator, not a stack.
  process.stderr.write(`${err instanceof ConfigError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
const { env } = app.services;
const production = env.nodeEnv === 'production';
// Development prints a banner and a stats line a minute instead of a log line per request (LOG_LEVEL=info restores them).
if (!production) installRequestStats(app);
try {
  await app.listen({ port: env.port, host: env.host });
  if (production) {
    if (envFile) app.log.info(`environment: ${envFile} (variables already set were kept)`);
    app.log.info(`serving http://localhost:${env.port}/new/ (database: ${app.services.dbKind}, bus: ${app.services.bus.kind})`);
  } else {
    process.stdout.write(startBanner({ env, dbKind: app.services.dbKind, busKind: app.services.bus.kind, envFile }));
  }
} catch (err) {
  app.log.error(err);
  process.exit(1);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
