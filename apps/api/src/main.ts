import { loadDotEnv } from './env';

// Before the server's modules load, so nothing can read the environment ahead of `.env`.
const envFile = loadDotEnv();
const { buildServer } = await import('./server');
const app = await buildServer();
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
