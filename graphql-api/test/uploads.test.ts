import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@matrimony/schema';
import { resources } from '@matrimony/schema/i18n/resources';
import { startApi, type TestApi } from '../src/testing/stack.js';
import {
  Client, REGISTER_MEMBER, UPDATE_PROFILE, jpeg, makeMember, makeWorld, memberFields, memberForm, memberRowCount, png, registerInput,
  storedFiles, webp, type World,
} from './helpers.js';

/** Photos (docs/product.md, "Photos"): content sniffing, size and pixel limits, re-encode without metadata, all or nothing. */
let api: TestApi;
let world: World;
let huge: Buffer; // 20000 x 20000 PNG (compresses small)

beforeAll(async () => {
  api = await startApi();
  world = await makeWorld(api);
  huge = await sharp({ create: { width: 20000, height: 20000, channels: 3, background: { r: 255, g: 255, b: 255 } }, limitInputPixels: false })
    .png({ compressionLevel: 9 })
    .toBuffer();
}, 120_000);
afterAll(async () => {
  await api?.stop();
});

/** True when an EXIF block carries a GPS IFD pointer (tag 0x8825), in either byte order. */
function hasGpsPointer(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x25, 0x88, 0x04, 0x00])) || exif.includes(Buffer.from([0x88, 0x25, 0x00, 0x04]));
}

async function gpsJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 90, g: 140, b: 60 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Snap 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' },
    })
    .toBuffer();
}

/** Noise survives compression, so a cut-off file really lacks image data. */
async function noiseJpeg(width: number, height: number): Promise<Buffer> {
  const raw = crypto.randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

async function registerRest(image: Buffer | null, filename = 'profile.jpg', overrides: Record<string, string> = {}) {
  return new Client(api.url).postForm('/api/auth/register', memberForm(memberFields({ executive: world.executiveId, ...overrides }), image, filename));
}

async function registerGql(image: Buffer | null, filename = 'profile.jpg') {
  const r = await new Client(api.url).gqlUpload(REGISTER_MEMBER, { input: registerInput(memberFields(), world.executiveId) }, 'photo', image, filename);
  return r.data?.registerMember ?? r;
}

/** The stored full-size file of a member, fetched as the executive sees it. */
async function storedPhoto(id: string): Promise<{ full: Buffer; thumb: Buffer; imageUrl: string }> {
  const user = (await world.executive.get(`/api/auth/user/${id}`)).body.user;
  const full = await fetch(api.url + user.imageUrl, { headers: { cookie: `executive_session=${world.executive.cookies.get('executive_session')}` } });
  const thumb = await fetch(api.url + user.thumbnailUrl, { headers: { cookie: `executive_session=${world.executive.cookies.get('executive_session')}` } });
  expect(full.status).toBe(200);
  expect(thumb.status).toBe(200);
  return { full: Buffer.from(await full.arrayBuffer()), thumb: Buffer.from(await thumb.arrayBuffer()), imageUrl: user.imageUrl };
}

describe('good photos are accepted and re-encoded', () => {
  it.each([
    ['JPEG', () => jpeg(300, 200)],
    ['PNG', () => png(300, 200)],
    ['WebP', () => webp(300, 200)],
  ])('%s through REST and GraphQL: stored as a JPEG with a thumbnail under a random name', async (_kind, make) => {
    const image = await make();
    const rest = await registerRest(image);
    expect(rest.status, rest.text).toBe(201);
    const gql = await registerGql(image);
    expect(gql.__typename, JSON.stringify(gql)).toBe('RegisterMemberSuccess');
    for (const id of [rest.body._id, gql.id]) {
      const { full, thumb, imageUrl } = await storedPhoto(id);
      expect(imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
      expect(imageUrl).not.toContain(id);
      const meta = await sharp(full).metadata();
      expect(meta.format).toBe('jpeg');
      expect([meta.width, meta.height]).toEqual([300, 200]);
      expect((await sharp(thumb).metadata()).format).toBe('jpeg');
    }
  });

  it('a PNG sent under the name profile.jpg is recognised by content', async () => {
    const r = await registerRest(await png(), 'profile.jpg');
    expect(r.status).toBe(201);
  });

  it('a large photo is scaled to at most 1024 px; the thumbnail is small', async () => {
    const r = await registerRest(await jpeg(3000, 2000));
    expect(r.status).toBe(201);
    const { full, thumb } = await storedPhoto(r.body._id);
    const meta = await sharp(full).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(1024);
    const t = await sharp(thumb).metadata();
    expect(Math.max(t.width!, t.height!)).toBeLessThanOrEqual(240);
  });

  it('a phone photo taken sideways (EXIF orientation 6) is stored upright', async () => {
    const sideways = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 10, g: 10, b: 200 } } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const r = await registerRest(sideways);
    expect(r.status).toBe(201);
    const meta = await sharp((await storedPhoto(r.body._id)).full).metadata();
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect(meta.orientation ?? 1).toBe(1);
  });

  it('EXIF GPS is gone after re-encode (REST and GraphQL)', async () => {
    const original = await gpsJpeg();
    expect(hasGpsPointer((await sharp(original).metadata()).exif)).toBe(true);
    const rest = await registerRest(original);
    expect(rest.status).toBe(201);
    const gql = await registerGql(original);
    expect(gql.__typename).toBe('RegisterMemberSuccess');
    for (const id of [rest.body._id, gql.id]) {
      const { full, thumb } = await storedPhoto(id);
      for (const file of [full, thumb]) {
        const meta = await sharp(file).metadata();
        expect(hasGpsPointer(meta.exif)).toBe(false);
        expect(meta.exif).toBeUndefined();
        expect(file.includes(Buffer.from('PhoneCo'))).toBe(false);
      }
    }
  });
});

describe('bad photos get a clear error and leave no row and no file', () => {
  async function expectRefused(image: Buffer, message: string, status: number, code: string, filename = 'profile.jpg') {
    const rows = await memberRowCount(api);
    const files = storedFiles(api);
    const rest = await registerRest(image, filename);
    expect(rest.status, rest.text).toBe(status);
    expect(rest.body).toMatchObject({ success: false, message });
    const gql = await registerGql(image, filename);
    expect(gql, JSON.stringify(gql)).toMatchObject({ __typename: 'ValidationError', code, message });
    expect(gql.fieldErrors).toEqual([{ field: 'image', message }]);
    expect(await memberRowCount(api)).toBe(rows);
    expect(storedFiles(api)).toEqual(files);
    // And no temporary files either.
    expect(storedFiles(api).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  }

  it('a text file renamed .jpg', async () => {
    await expectRefused(Buffer.from('This is not an image, just some text pretending.\n'.repeat(20)), MESSAGES.photoType, 400, 'INVALID_PHOTO');
  });

  it('a 6 MB file', async () => {
    const big = Buffer.concat([await jpeg(), crypto.randomBytes(6 * 1000 * 1000)]);
    await expectRefused(big, MESSAGES.photoTooLarge, 413, 'PHOTO_TOO_LARGE');
  });

  it('an 8 MB file (past the transport cap as well)', async () => {
    const big = Buffer.concat([await jpeg(), crypto.randomBytes(8 * 1024 * 1024)]);
    await expectRefused(big, MESSAGES.photoTooLarge, 413, 'PHOTO_TOO_LARGE');
  });

  it('a 400 MB upload is refused from its declared length, before the body is read', async () => {
    const rows = await memberRowCount(api);
    const { request } = await import('node:http');
    const started = Date.now();
    const status = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${api.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(400 * 1024 * 1024) },
      }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.write('--x\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nA\r\n'); // and nothing more
    });
    expect(status.status).toBe(413);
    expect(JSON.parse(status.body)).toMatchObject({ success: false, message: MESSAGES.photoTooLarge });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await memberRowCount(api)).toBe(rows);
  });

  it('a 30 MB upload: the 413 comes at once, and the connection stays open while the client sends the rest', async () => {
    // Closed under a client still writing, the connection is reset, and a client that reads only after writing
    // (curl, some phone browsers) then shows "broken pipe" instead of the refusal.
    const net = await import('node:net');
    const size = 30 * 1024 * 1024;
    const socket = net.connect(Number(new URL(api.url).port), '127.0.0.1');
    let failed: string | null = null;
    let closed = false;
    socket.on('error', (e) => (failed = e.message));
    socket.on('close', () => (closed = true));
    let received = '';
    const answered = new Promise<void>((resolve) => socket.on('data', (c) => (received += c.toString()).includes('\r\n\r\n{') && resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const write = (chunk: Buffer | string) => new Promise<void>((resolve) => (socket.write(chunk) ? resolve() : socket.once('drain', () => resolve())));
    await write(`POST /api/auth/register HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${size}\r\n\r\n`);
    const chunk = crypto.randomBytes(1024 * 1024);
    await write(chunk);
    await answered;
    expect(received.startsWith('HTTP/1.1 413')).toBe(true);
    expect(received).toContain(JSON.stringify(MESSAGES.photoTooLarge));
    for (let sent = chunk.length; sent < size && !failed && !closed; sent += chunk.length) {
      await write(chunk.subarray(0, Math.min(chunk.length, size - sent)));
    }
    await new Promise((r) => setTimeout(r, 200));
    expect({ failed, closed }).toEqual({ failed: null, closed: false });
    socket.destroy();
  });

  it('a 20000 x 20000 image', async () => {
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    await expectRefused(huge, MESSAGES.photoTooManyPixels, 400, 'INVALID_PHOTO', 'profile.png');
  });

  it('a truncated JPEG', async () => {
    const whole = await noiseJpeg(600, 400);
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    await expectRefused(cut, MESSAGES.photoUnreadable, 400, 'INVALID_PHOTO');
  });

  it('a JPEG header followed by garbage', async () => {
    const junk = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(4000)]);
    await expectRefused(junk, MESSAGES.photoUnreadable, 400, 'INVALID_PHOTO');
  });

  it('an empty file counts as no photo', async () => {
    const r = await registerRest(Buffer.alloc(0));
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(MESSAGES.imageRequired);
  });
});

describe('photo on edit profile', () => {
  it('a bad new photo is refused; the old photo and profile stay', async () => {
    const m = await makeMember(world, 'Approved');
    const before = (await m.client.get('/api/auth/me')).body.user;
    const files = storedFiles(api);
    const { password: _p, executive: _e, ...fields } = m.fields;
    const r = await m.client.postForm(`/api/auth/user/${m.id}`, memberForm({ ...fields, fullName: 'Changed Name' }, Buffer.from('not an image')));
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(MESSAGES.photoType);
    const g = await m.client.gqlUpload(UPDATE_PROFILE, { input: { ...fields, fullName: 'Changed Name' } }, 'photo', huge, 'p.png');
    expect(g.data.updateMyProfile).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.photoTooManyPixels });
    const after = (await m.client.get('/api/auth/me')).body.user;
    expect(after.imageUrl).toBe(before.imageUrl);
    expect(after.fullName).toBe(before.fullName);
    expect(storedFiles(api)).toEqual(files);
    expect((await m.client.get(before.imageUrl)).status).toBe(200);
  });

  it('an empty photo file is refused on edit (REST and GraphQL); a form\'s file input left empty is no photo', async () => {
    const m = await makeMember(world, 'Approved');
    const before = (await m.client.get('/api/auth/me')).body.user;
    const { password: _p, executive: _e, ...fields } = m.fields;
    const r = await m.client.postForm(`/api/auth/user/${m.id}`, memberForm({ ...fields, fullName: 'Changed Name' }, Buffer.alloc(0), 'empty.jpg'));
    expect([r.status, r.body.message]).toEqual([400, MESSAGES.photoType]);
    const g = await m.client.gqlUpload(UPDATE_PROFILE, { input: { ...fields, fullName: 'Changed Name' } }, 'photo', Buffer.alloc(0), 'empty.jpg');
    expect(g.data.updateMyProfile).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.photoType });
    expect((await m.client.get('/api/auth/me')).body.user).toMatchObject({ fullName: before.fullName, imageUrl: before.imageUrl });
    // What a browser sends for <input type="file"> with nothing chosen: a part with no file name and no bytes.
    const form = memberForm({ ...fields, fullName: 'Changed Name' }, null);
    form.append('image', new Blob([]), '');
    const kept = await m.client.postForm(`/api/auth/user/${m.id}`, form);
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect((await m.client.get('/api/auth/me')).body.user).toMatchObject({ fullName: 'Changed Name', imageUrl: before.imageUrl });
  });

  it('REST: more than 50 text fields are refused as such, not blamed on fields that were sent', async () => {
    const m = await makeMember(world, 'Approved');
    const { password: _p, executive: _e, ...fields } = m.fields;
    const form = new FormData();
    for (let i = 0; i < 60; i++) form.append(`x${i}`, 'y');
    for (const [k, v] of Object.entries({ ...fields, fullName: 'Changed Name' })) form.append(k, v);
    const r = await m.client.postForm(`/api/auth/user/${m.id}`, form);
    expect([r.status, r.body.code, r.body.messageContext, r.body.message]).toEqual([400, 'BAD_USER_INPUT', 'tooManyFields', 'The request has too many fields.']);
    expect((await m.client.get('/api/auth/me')).body.user.fullName).toBe(fields.fullName);
  });

  it('a good new photo replaces the old files (old ones removed)', async () => {
    const m = await makeMember(world, 'Approved');
    const before = (await m.client.get('/api/auth/me')).body.user;
    const oldKey = before.image.replace('.jpg', '');
    const { password: _p, executive: _e, ...fields } = m.fields;
    const r = await m.client.postForm(`/api/auth/user/${m.id}`, memberForm(fields, await webp(120, 90)));
    expect(r.status, r.text).toBe(200);
    expect(r.body.user.imageUrl).not.toBe(before.imageUrl);
    expect(storedFiles(api).filter((f) => f.startsWith(oldKey))).toEqual([]);
    const newKey = r.body.user.image.replace('.jpg', '');
    expect(storedFiles(api)).toEqual(expect.arrayContaining([`${newKey}.jpg`, `${newKey}.thumb.jpg`]));
  });
});

describe('all or nothing under a race', () => {
  it('five photo replacements at once: the last one stays, every other new photo and the old one are removed', async () => {
    const m = await makeMember(world, 'Approved');
    const before = storedFiles(api).length;
    const { password: _p, executive: _e, ...fields } = m.fields;
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map(async (i) => m.client.postForm(`/api/auth/user/${m.id}`, memberForm(fields, await jpeg(100 + i, 80)))),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const key = (await m.client.get('/api/auth/me')).body.user.image.replace('.jpg', '');
    expect(storedFiles(api).length).toBe(before);
    expect(storedFiles(api)).toEqual(expect.arrayContaining([`${key}.jpg`, `${key}.thumb.jpg`]));
  });

  it('two registrations with the same email at once: one succeeds, the other gets 409, and no orphan photo', async () => {
    const email = `race-${Date.now()}@example.com`;
    const rows = await memberRowCount(api);
    const files = storedFiles(api).length;
    const [a, b] = await Promise.all([
      registerRest(await jpeg(200, 200), 'a.jpg', { email }),
      registerRest(await jpeg(210, 200), 'b.jpg', { email }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.message).toBe(MESSAGES.emailTaken);
    expect(await memberRowCount(api)).toBe(rows + 1);
    expect(storedFiles(api).length).toBe(files + 2); // one photo and its thumbnail
  });
});

describe('malformed multipart requests get a clear 400', () => {
  it('GraphQL: a map naming a file the request does not contain (the REST mirror\'s words, in the asked language)', async () => {
    const rows = await memberRowCount(api);
    const send = (headers: Record<string, string> = {}) => {
      const form = new FormData();
      form.append('operations', JSON.stringify({ query: REGISTER_MEMBER, variables: { input: registerInput(memberFields(), world.executiveId), photo: null } }));
      form.append('map', JSON.stringify({ 0: ['variables.photo'] }));
      return new Client(api.url).fetch('POST', '/graphql', { form, headers: { 'Apollo-Require-Preflight': 'true', ...headers } });
    };
    const r = await send();
    expect(r.status).toBeLessThan(500);
    expect(r.body.errors[0], JSON.stringify(r.body)).toMatchObject({ message: 'Malformed multipart request.', extensions: { code: 'BAD_USER_INPUT' } });
    const hindi = await send({ 'accept-language': 'hi' });
    expect(hindi.body.errors[0], JSON.stringify(hindi.body)).toMatchObject({ message: resources.hi.common.errors.BAD_USER_INPUT_multipart, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await memberRowCount(api)).toBe(rows);
  });

  it('GraphQL: two files in one request are one too many (400, not "too large"); a file where text belongs is named, not dumped', async () => {
    const rows = await memberRowCount(api);
    const photo = await jpeg();
    const form = (map: Record<string, string[]>, files: number) => {
      const f = new FormData();
      f.append('operations', JSON.stringify({ query: REGISTER_MEMBER, variables: { input: registerInput(memberFields(), world.executiveId), photo: null } }));
      f.append('map', JSON.stringify(map));
      for (let i = 0; i < files; i++) f.append(String(i), new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'p.jpg');
      return f;
    };
    const headers = { 'Apollo-Require-Preflight': 'true' };
    const two = await new Client(api.url).fetch('POST', '/graphql', { form: form({ 0: ['variables.photo'], 1: ['variables.photo'] }, 2), headers });
    expect(two.status).toBe(400);
    // A GraphQL client reads it as GraphQL refusals are read (docs/error-codes.md), not in the REST mirror's shape.
    expect(two.body).toEqual({ errors: [{ message: 'Send one photo at a time: a request may carry only one file.', extensions: { code: 'BAD_USER_INPUT' } }] });
    const hindi = await new Client(api.url).fetch('POST', '/graphql', { form: form({ 0: ['variables.photo'], 1: ['variables.photo'] }, 2), headers: { ...headers, 'accept-language': 'hi' } });
    expect(hindi.body.errors[0].message).toBe(resources.hi.common.errors.BAD_USER_INPUT_oneFile);
    const misplaced = await new Client(api.url).fetch('POST', '/graphql', { form: form({ 0: ['variables.input.email'] }, 1), headers });
    expect(misplaced.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(misplaced.body.errors[0].message).toContain('a file upload');
    expect(misplaced.body.errors[0].message).not.toMatch(/createReadStream|resolve:|promise:/);
    expect(await memberRowCount(api)).toBe(rows);
  });

  it('REST: two files in one registration are refused as over GraphQL (400 oneFile), not one silently dropped', async () => {
    const rows = await memberRowCount(api);
    const photo = await jpeg();
    const form = memberForm(memberFields({ executive: world.executiveId }), photo);
    form.append('image2', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'second.jpg');
    const r = await new Client(api.url).postForm('/api/auth/register', form, { 'accept-language': 'hi' });
    expect([r.status, r.body]).toEqual([400, { success: false, code: 'BAD_USER_INPUT', messageContext: 'oneFile', message: resources.hi.common.errors.BAD_USER_INPUT_oneFile }]);
    expect(await memberRowCount(api)).toBe(rows);
  });

  it('REST: a multipart body without boundary or cut short', async () => {
    const noBoundary = await new Client(api.url).fetch('POST', '/api/auth/register', { headers: { 'content-type': 'multipart/form-data' } });
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.body).toMatchObject({ success: false, message: 'Malformed multipart request.' });
    const r = await fetch(`${api.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAbc',
    });
    expect(r.status).toBe(400);
  });
});

describe('GraphQL multipart needs the preflight header (CSRF)', () => {
  it('an upload without Apollo-Require-Preflight is refused and stores nothing', async () => {
    const rows = await memberRowCount(api);
    const r = await new Client(api.url).gqlUpload(REGISTER_MEMBER, { input: registerInput(memberFields(), world.executiveId) }, 'photo', await jpeg(), 'profile.jpg', {});
    expect(r.status).toBe(400);
    expect(r.data).toBeUndefined();
    expect(await memberRowCount(api)).toBe(rows);
  });
});
