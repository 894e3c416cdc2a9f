import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env.js';
import { startApi, type TestApi } from '../src/testing/stack.js';
import { Client, UPDATE_PROFILE, jpeg, makeMember, makeWorld, type TestMember, type World } from './helpers.js';
import { startS3, type TestS3 } from './s3-server.js';

/**
 * Photos in object storage: the API stores and serves them through the S3 API of a real
 * S3-compatible server (s3rver from npm, started here), after the same permission check as files on disk.
 */
let s3: TestS3;
let api: TestApi;
let world: World;
let member: TestMember;

beforeAll(async () => {
  s3 = await startS3();
  api = await startApi({ env: { ...s3.env, S3_PREFIX: 'photos/' } });
  world = await makeWorld(api);
  member = await makeMember(world, 'Approved');
}, 120_000);
afterAll(async () => {
  await api?.stop();
  await s3?.stop();
});

function keyOf(url: string): string {
  return /\/uploads\/([a-f0-9]{32})\.jpg$/.exec(url)![1]!;
}

async function photoUrls(id: string): Promise<{ imageUrl: string; thumbnailUrl: string }> {
  const user = (await world.executive.get(`/api/auth/user/${id}`)).body.user;
  return { imageUrl: user.imageUrl, thumbnailUrl: user.thumbnailUrl };
}

async function fetchAs(client: Client | null, url: string, headers: Record<string, string> = {}): Promise<Response> {
  const cookie = client ? [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  return fetch(api.url + url, { headers: { ...(cookie ? { cookie } : {}), ...headers } });
}

describe('photos in an S3 bucket', () => {
  it('a registration photo and its thumbnail go to the bucket under the prefix, nothing to local disk', async () => {
    const { imageUrl } = await photoUrls(member.id);
    const key = keyOf(imageUrl);
    expect(s3.keys()).toEqual(expect.arrayContaining([`photos/${key}.jpg`, `photos/${key}.thumb.jpg`]));
    const local = path.join(api.dataDir, 'uploads');
    expect(fs.existsSync(local) ? fs.readdirSync(local) : []).toEqual([]);
  });

  it('is streamed to a viewer who may see it, byte for byte what the bucket holds, with the cache headers', async () => {
    const { imageUrl, thumbnailUrl } = await photoUrls(member.id);
    for (const url of [imageUrl, thumbnailUrl]) {
      const r = await fetchAs(world.executive, url);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('image/jpeg');
      expect(r.headers.get('cache-control')).toMatch(/private/);
      const body = Buffer.from(await r.arrayBuffer());
      const name = url.slice('/uploads/'.length);
      const stored = fs.readFileSync(path.join(s3.directory, s3.bucket, 'photos', `${name}._S3rver_object`));
      expect(body.equals(stored)).toBe(true);
      expect(Number(r.headers.get('content-length'))).toBe(stored.length);
      expect(body.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    }
  });

  it('answers a revalidation with 304 by entity tag, the same tag every time', async () => {
    const { imageUrl } = await photoUrls(member.id);
    const first = await fetchAs(world.executive, imageUrl);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[a-f0-9]{32}"$/);
    const again = await fetchAs(member.client, imageUrl);
    expect(again.headers.get('etag')).toBe(etag);
    const revalidated = await fetchAs(world.executive, imageUrl, { 'if-none-match': etag! });
    expect(revalidated.status).toBe(304);
    expect((await revalidated.arrayBuffer()).byteLength).toBe(0);
  });

  it('is still refused to viewers who may not see it (anonymous, a member awaiting approval)', async () => {
    const { imageUrl } = await photoUrls(member.id);
    const waiting = await makeMember(world, 'Not Approved');
    for (const client of [null, waiting.client]) {
      const r = await fetchAs(client, imageUrl);
      expect(r.status).toBe(404);
      expect(r.headers.get('etag')).not.toBe(`"${keyOf(imageUrl)}"`);
      expect(r.headers.get('content-type')).toMatch(/json/);
      const revalidated = await fetchAs(client, imageUrl, { 'if-none-match': `"${keyOf(imageUrl)}"` });
      expect(revalidated.status).toBe(404);
    }
  });

  it('a new profile photo replaces the old objects in the bucket', async () => {
    const m = await makeMember(world, 'Approved');
    const oldKey = keyOf((await photoUrls(m.id)).imageUrl);
    const { email, password: _p, executive: _e, ...rest } = m.fields;
    const r = await m.client.gqlUpload(UPDATE_PROFILE, { input: { ...rest, email } }, 'photo', await jpeg(120, 90));
    expect(r.data?.updateMyProfile.__typename, JSON.stringify(r.body)).toBe('UpdateProfileSuccess');
    const newKey = keyOf(r.data.updateMyProfile.member.imageUrl);
    expect(newKey).not.toBe(oldKey);
    const keys = s3.keys();
    expect(keys).toEqual(expect.arrayContaining([`photos/${newKey}.jpg`, `photos/${newKey}.thumb.jpg`]));
    expect(keys.filter((k) => k.includes(oldKey))).toEqual([]);
    expect((await fetchAs(m.client, `/uploads/${newKey}.jpg`)).status).toBe(200);
  });

  it('deleting a rejected member removes their objects', async () => {
    const m = await makeMember(world, 'Rejected');
    const key = keyOf((await photoUrls(m.id)).imageUrl);
    expect(s3.keys().filter((k) => k.includes(key))).toHaveLength(2);
    expect((await world.executive.del(`/api/auth/users/${m.id}`)).status).toBe(200);
    expect(s3.keys().filter((k) => k.includes(key))).toEqual([]);
  });
});

describe('object storage configuration', () => {
  it('is validated at start-up with a clear message', () => {
    expect(() => loadEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET: required/);
    expect(() => loadEnv({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' })).toThrow(/give both or neither/);
    expect(() => loadEnv({ S3_BUCKET: 'Not A Bucket' })).toThrow(/S3_BUCKET: must be a valid bucket name/);
    expect(() => loadEnv({ S3_BUCKET: 'photos', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(loadEnv({}).s3).toBeNull(); // local disk stays the default
    expect(loadEnv({ ...s3.env }).s3).toMatchObject({ bucket: 'photos', forcePathStyle: true, endpoint: s3.endpoint });
    expect(loadEnv({ S3_BUCKET: 'photos' }).s3).toMatchObject({ forcePathStyle: false, region: 'us-east-1' });
  });

  it('a missing bucket or refused credentials stop the start with the reason, not later on the first photo', async () => {
    await expect(startApi({ env: { ...s3.env, S3_BUCKET: 'no-such-bucket' } })).rejects.toThrow(/S3 bucket "no-such-bucket" is not reachable \(HTTP 404\)/);
    await expect(startApi({ env: { ...s3.env, S3_ACCESS_KEY_ID: 'UNKNOWN' } })).rejects.toThrow(/S3 bucket "photos" is not reachable \(HTTP 403\)/);
  });
});
