import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../src/testing/stack.js';

/** The committed migration creates exactly what the entities describe. */
let api: TestApi;

beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.stop();
});

describe('committed migration', () => {
  it('matches the entities: no schema difference left to generate', async () => {
    const sql = await api.runtime.orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
    expect(sql.trim()).toBe('');
  });
});
