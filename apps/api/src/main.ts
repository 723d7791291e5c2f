import { buildServer } from './server';

const app = await buildServer();
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
