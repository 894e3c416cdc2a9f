import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';
import { indiaDate } from '@matrimony/schema';
import type { TestApi } from '../src/testing/stack.js';

/** A browser-like HTTP client: keeps the cookies the API sets and sends them back; optional bearer token. */
export class Client {
  readonly cookies = new Map<string, string>();
  bearer: string | null = null;
  origin: string | null = null;

  constructor(readonly url: string) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const h: Record<string, string> = { ...extra };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.bearer) h.authorization = `Bearer ${this.bearer}`;
    if (this.origin) h.origin = this.origin;
    return h;
  }

  private keepCookies(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = decodeURIComponent(pair!.slice(eq + 1).trim());
      const expires = attrs.map((a) => a.trim()).find((a) => /^expires=/i.test(a));
      const expired = expires ? new Date(expires.slice(8)).getTime() <= Date.now() : false;
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async fetch(method: string, p: string, opts: { json?: unknown; form?: FormData; headers?: Record<string, string> } = {}): Promise<HttpResult> {
    const headers = this.headers(opts.headers);
    let body: BodyInit | undefined;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.form) body = opts.form;
    const res = await fetch(this.url + p, { method, headers, body });
    this.keepCookies(res);
    const text = await res.text();
    let json: any = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    assertNoLeak(text);
    return { status: res.status, body: json, text, headers: res.headers };
  }

  get(p: string, headers?: Record<string, string>) {
    return this.fetch('GET', p, { headers });
  }
  post(p: string, json?: unknown, headers?: Record<string, string>) {
    return this.fetch('POST', p, { json: json ?? {}, headers });
  }
  del(p: string, json?: unknown) {
    return this.fetch('DELETE', p, json === undefined ? {} : { json });
  }
  postForm(p: string, form: FormData, headers?: Record<string, string>) {
    return this.fetch('POST', p, { form, headers });
  }

  /** A GraphQL request as JSON; returns the parsed body (data/errors) plus status. */
  async gql(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GqlResult> {
    const r = await this.fetch('POST', '/graphql', { json: { query, variables }, headers });
    return { status: r.status, data: r.body?.data, errors: r.body?.errors, body: r.body, headers: r.headers };
  }

  /** A GraphQL multipart request (graphql-multipart-request-spec) with one file at `variables.<fileVar>`. */
  async gqlUpload(query: string, variables: Record<string, unknown>, fileVar: string, file: Buffer | null, filename = 'profile.jpg', headers: Record<string, string> = { 'Apollo-Require-Preflight': 'true' }): Promise<GqlResult> {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables: { ...variables, [fileVar]: null } }));
    if (file) {
      form.append('map', JSON.stringify({ 0: [`variables.${fileVar}`] }));
      form.append('0', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), filename);
    } else {
      form.append('map', JSON.stringify({}));
    }
    const r = await this.fetch('POST', '/graphql', { form, headers });
    return { status: r.status, data: r.body?.data, errors: r.body?.errors, body: r.body, headers: r.headers };
  }
}

export interface HttpResult {
  status: number;
  body: any;
  text: string;
  headers: Headers;
}

export interface GqlResult {
  status: number;
  data: any;
  errors: any[] | undefined;
  body: any;
  headers: Headers;
}

/** No error body may carry a stack trace or SQL text (docs/error-codes.md). Checked on every response the tests read. */
export function assertNoLeak(text: string): void {
  expect(text).not.toMatch(/\bat (?:async )?\S+ \((?:file:|node:|\/)[^)]*:\d+:\d+\)/); // stack frame
  expect(text).not.toMatch(/(?:\\n|\n)\s*at (?:file:|node:|\/)\S+:\d+:\d+/);
  expect(text).not.toMatch(/"stacktrace"|"stack"\s*:/i);
  expect(text).not.toMatch(/\b(select|insert into|update|delete from)\b[^"]*\b(from|where|set|values)\b.*"(member|executive|session)"/i);
  expect(text).not.toMatch(/violates (unique|foreign key|check) constraint|duplicate key value|syntax error at or near|relation "\w+" does not exist/i);
}

// ---------------------------------------------------------------------------------------------------------
// Fixtures

let counter = 0;
/** Unique across test processes and runs (rate-limit counters may live in a shared Redis). */
export interface SmtpMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free port that keeps what it receives in `mails`, for the API's SMTP_URL. `hold`, when
 * it returns a promise, makes the server take each message only when it resolves (a mail provider that hangs);
 * `keep` chooses which mails are kept (the rest are accepted and dropped).
 */
export async function startSmtpSink(opts: { hold?: () => Promise<void> | undefined; keep?: (raw: string) => boolean } = {}) {
  const mails: SmtpMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        void (opts.hold?.() ?? Promise.resolve()).then(() => {
          const raw = Buffer.concat(chunks).toString('utf8');
          if (opts.keep?.(raw) ?? true) mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw });
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    mails,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An approval e-mail (every member or executive approved in a test gets one): other mail checks leave it out. */
export function isApprovalMail(raw: string): boolean {
  return /^X-Mail-Kind: approved\r?$/m.test(raw);
}

export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 7)}`;
}

/** A date of birth `years` years ago (plus `days` days later). */
/**
 * A birth date `years` ago (plus `days`) on India's calendar, the one the age rule counts on: from 18:30 UTC India is
 * already on the next day, and a UTC date then made "18 today" one day short.
 */
export function dobYearsAgo(years: number, days = 0): string {
  const { y, m, d: day } = indiaDate();
  const d = new Date(Date.UTC(y - years, m - 1, day + days));
  return d.toISOString().slice(0, 10);
}

export const PLACE = { community: 'Lodha', state: 'Madhya Pradesh', district: 'Indore' } as const;

export function memberFields(overrides: Record<string, string> = {}): Record<string, string> {
  const tag = unique('m');
  return {
    fullName: 'Asha Verma',
    dob: '1996-04-12',
    gender: 'Female',
    mobile: '9876543210',
    email: `${tag}@example.com`,
    password: 'secret123',
    motherName: 'Sunita Verma',
    fatherName: 'Ramesh Verma',
    fatherMobile: '8765432109',
    community: PLACE.community,
    gotra: 'Kashyap',
    motherGotra: 'Bharadwaj',
    qualification: 'B.Tech / B.E.',
    profession: 'Software Engineer',
    state: PLACE.state,
    district: PLACE.district,
    block: 'Mhow',
    address: '12, MG Road, Indore',
    ...overrides,
  };
}

export function executiveFields(overrides: Record<string, string> = {}): Record<string, string> {
  const tag = unique('e');
  return {
    fullName: 'Vikram Singh',
    email: `${tag}@example.com`,
    password: 'exec-pass-1',
    mobile: '0123456789',
    gender: 'Male',
    community: PLACE.community,
    state: PLACE.state,
    district: PLACE.district,
    block: 'Mhow',
    address: '5, Palasia, Indore',
    ...overrides,
  };
}

export async function jpeg(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } }).jpeg().toBuffer();
}

export async function png(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 1 } } }).png().toBuffer();
}

export async function webp(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 200, b: 80 } } }).webp().toBuffer();
}

/** Multipart body for REST member registration / edit. */
export function memberForm(fields: Record<string, string>, image: Buffer | null, filename = 'profile.jpg'): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (image) form.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), filename);
  return form;
}

export const REGISTER_MEMBER = `mutation Register($input: RegisterMemberInput!, $photo: Upload) {
  registerMember(input: $input, photo: $photo) {
    __typename
    ... on RegisterMemberSuccess { message id }
    ... on ErrorResult { code message }
    ... on ValidationError { fieldErrors { field message } }
  }
}`;

export const UPDATE_PROFILE = `mutation Update($input: UpdateProfileInput!, $photo: Upload) {
  updateMyProfile(input: $input, photo: $photo) {
    __typename
    ... on UpdateProfileSuccess { message member { id fullName email imageUrl image status } }
    ... on ErrorResult { code message }
    ... on ValidationError { fieldErrors { field message } }
  }
}`;

export const MEMBER_FIELDS = `id fullName age gender state district community qualification profession status image imageUrl thumbnailUrl
  dob motherName fatherName gotra motherGotra block email mobile fatherMobile address executiveName createdAt`;

/** GraphQL registration input from REST-style fields. */
export function registerInput(fields: Record<string, string>, executiveId: string): Record<string, string> {
  const { executive: _ignored, ...rest } = fields;
  return { ...rest, executiveId };
}

/** Everything a test world needs: an administrator, an approved executive for PLACE, members in each state. */
export interface World {
  api: TestApi;
  admin: Client;
  adminId: string;
  adminEmail: string;
  executive: Client;
  executiveId: string;
  executiveName: string;
}

export async function makeAdmin(api: TestApi, password = 'admin-pass-1'): Promise<{ client: Client; id: string; email: string; password: string }> {
  const email = `${unique('admin')}@example.com`;
  const { executive } = await api.runtime.services.executives.ensureAdministrator(api.runtime.orm.em.fork(), { email, password, fullName: 'Chief Admin' });
  const client = new Client(api.url);
  const r = await client.post('/api/admin/login', { email, password });
  expect(r.status).toBe(200);
  expect(client.cookies.has('executive_session')).toBe(true);
  return { client, id: executive.id, email, password };
}

/** Registers an executive through REST; approves it with `admin` when given. Returns a logged-in client if approved. */
export async function makeExecutive(api: TestApi, admin: Client | null, overrides: Record<string, string> = {}): Promise<{ client: Client; id: string; email: string; password: string; fullName: string }> {
  const fields = executiveFields(overrides);
  const anon = new Client(api.url);
  const reg = await anon.post('/api/admin/register', fields);
  expect(reg.status, JSON.stringify(reg.body)).toBe(201);
  const id = reg.body._id as string;
  const client = new Client(api.url);
  if (admin) {
    const ok = await admin.post(`/api/admin/approve/${id}`);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const login = await client.post('/api/admin/login', { email: fields.email, password: fields.password });
    expect(login.status).toBe(200);
  }
  return { client, id, email: fields.email!, password: fields.password!, fullName: fields.fullName! };
}

export async function makeWorld(api: TestApi): Promise<World> {
  const admin = await makeAdmin(api);
  const exec = await makeExecutive(api, admin.client);
  return {
    api, admin: admin.client, adminId: admin.id, adminEmail: admin.email,
    executive: exec.client, executiveId: exec.id, executiveName: exec.fullName,
  };
}

export interface TestMember {
  id: string;
  email: string;
  password: string;
  fields: Record<string, string>;
  client: Client;
}

/**
 * Registers a member through REST multipart (photo included), optionally moves them to a status with the
 * executive, and logs them in.
 */
export async function makeMember(world: World, status: 'Not Approved' | 'Approved' | 'Rejected' = 'Approved', overrides: Record<string, string> = {}): Promise<TestMember> {
  const fields = memberFields({ executive: world.executiveId, ...overrides });
  const anon = new Client(world.api.url);
  const reg = await anon.postForm('/api/auth/register', memberForm(fields, await jpeg()));
  expect(reg.status, JSON.stringify(reg.body)).toBe(201);
  const id = reg.body._id as string;
  // The world's executive moderates only their own community and district; members placed elsewhere are
  // moderated by the administrator, who acts on everyone.
  const moderator = fields.executive === world.executiveId ? world.executive : world.admin;
  if (status === 'Approved') expect((await moderator.post(`/api/auth/users/${id}/approve`)).status).toBe(200);
  if (status === 'Rejected') expect((await moderator.post(`/api/auth/users/${id}/reject`)).status).toBe(200);
  const client = new Client(world.api.url);
  const login = await client.post('/api/auth/login', { email: fields.email, password: fields.password });
  expect(login.status).toBe(200);
  return { id, email: fields.email!.toLowerCase(), password: fields.password!, fields, client };
}

export function uploadsDir(api: TestApi): string {
  return path.join(api.dataDir, 'uploads');
}

export function storedFiles(api: TestApi): string[] {
  return fs.readdirSync(uploadsDir(api)).filter((n) => !n.startsWith('.')).sort();
}

export async function memberRowCount(api: TestApi): Promise<number> {
  const rows = await api.runtime.orm.em.getConnection().execute('select count(*)::int as n from member');
  return rows[0].n as number;
}
