import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, stopEmbedded, type TestApi } from '../src/testing/stack.js';

// Runs only with REDIS_URL (vitest.config.ts; .ci/run sets it when a Redis answers on 127.0.0.1:6379):
// two API servers sharing one Redis count failed logins together, as several servers behind a balancer must.
const redisUrl = process.env.REDIS_URL!;

describe('login limits shared through Redis', () => {
  let a: TestApi;
  let b: TestApi;
  const email = `shared-${Date.now()}@example.com`;

  beforeAll(async () => {
    a = await startApi({ env: { REDIS_URL: redisUrl } });
    b = await startApi({ env: { REDIS_URL: redisUrl } });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await stopEmbedded();
  });

  const login = (api: TestApi) =>
    fetch(`${api.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'wrong-password' }) });

  it('refuses the sixth failure for one account with 429 even when the attempts are spread over two servers', async () => {
    for (const api of [a, b, a, b, a]) expect((await login(api)).status).toBe(401);
    const sixth = await login(b);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await sixth.json()).message).toMatch(/Too many failed login attempts\. Please try again in \d+ minutes\./);
  });
});
