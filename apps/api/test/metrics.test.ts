/**
 * Observability (issue 18): every answer names its request id (X-Request-Id, the client's trace-id when it sent
 * one); Prometheus metrics at /new/api/metrics only with METRICS_TOKEN (401 with another token, 404 when unset).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startApp({ metricsToken: 'metrics-secret-for-tests' });
}, 240_000);
afterAll(async () => {
  await app.close();
});

describe('request ids and metrics', () => {
  it('answers the request id, the client’s trace-id when given', async () => {
    const own = await app.inject({ method: 'GET', url: '/new/api/health', headers: { 'trace-id': 'abc-123' } });
    expect(own.headers['x-request-id']).toBe('abc-123');
    const fresh = await app.inject({ method: 'GET', url: '/new/api/health' });
    expect(String(fresh.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves Prometheus text to the token only', async () => {
    expect((await app.inject({ method: 'GET', url: '/new/api/metrics' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/new/api/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    await app.inject({ method: 'GET', url: '/new/api/health' });
    const res = await app.inject({ method: 'GET', url: '/new/api/metrics', headers: { authorization: 'Bearer metrics-secret-for-tests' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0.0.4/);
    expect(res.body).toMatch(/^http_requests_total\{route="\/new\/api\/health",method="GET",status="200"\} \d+$/m);
    expect(res.body).toMatch(/^http_request_duration_seconds_bucket\{route="\/new\/api\/health",method="GET",le="\+Inf"\} \d+$/m);
    expect(res.body).toMatch(/^websocket_open_sockets\{hub="[a-z]+"\} 0$/m);
    expect(res.body).toMatch(/^db_pool_connections\{state="total"\} \d+$/m);
    expect(res.body).toContain('# TYPE export_jobs gauge');
    expect(res.body).toMatch(/^db_up 1$/m);
  });

  it('is not served at all without METRICS_TOKEN', async () => {
    const plain = await startApp();
    try {
      expect((await plain.inject({ method: 'GET', url: '/new/api/metrics', headers: { authorization: 'Bearer x' } })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  }, 240_000);
});
