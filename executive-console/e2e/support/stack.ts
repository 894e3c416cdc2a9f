import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { API_DIST, CONSOLE_DIR, ROOT } from './paths';

const require = createRequire(import.meta.url);

export interface Api {
  url: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

export interface Stack {
  api: Api;
  /** The console's origin (static server with /graphql, /api, /uploads proxied to the API). */
  web: string;
  browser: Browser;
  stop(): Promise<void>;
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A fresh API (new database, migrations applied, no demo data), the built console in front of it, Chromium. */
export async function startStack(opts: { env?: Record<string, string> } = {}): Promise<Stack> {
  const databaseUrl = inject('databaseUrl');
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  const { startApi } = (await import(path.join(API_DIST, 'testing/stack.js'))) as {
    startApi(opts?: { env?: Record<string, string> }): Promise<Api>;
  };
  const { serveApp } = (await import(path.join(ROOT, 'scripts/static-server.mjs'))) as {
    serveApp(o: { dir: string; port?: number; apiUrl: string }): Promise<{ url: string; close(): Promise<void> }>;
  };
  const api = await startApi({ env: opts.env });
  const web = await serveApp({ dir: path.join(CONSOLE_DIR, 'dist'), port: 0, apiUrl: api.url });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  return {
    api,
    web: web.url,
    browser,
    async stop() {
      await browser.close().catch(() => undefined);
      await web.close().catch(() => undefined);
      await api.stop().catch(() => undefined);
    },
  };
}

/** `npm run admin:create` without the rebuild: the CLI against this test's database. */
export function createAdmin(api: Api, email: string, password: string, name: string): string {
  return execFileSync(
    process.execPath,
    [path.join(API_DIST, 'cli/admin-create.js'), '--email', email, '--password', password, '--name', name],
    { env: { ...process.env, DATABASE_URL: api.databaseUrl, LOG_LEVEL: 'silent' }, encoding: 'utf8' },
  );
}

export interface GqlResult<T = Record<string, any>> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
  cookie?: string;
}

/** A GraphQL call straight to the API, as an integrator would make it (optionally with a session cookie). */
export async function gql<T = Record<string, any>>(
  api: Api,
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
): Promise<GqlResult<T>> {
  const res = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as GqlResult<T>;
  const setCookie = res.headers.getSetCookie?.() ?? [];
  const cookies = setCookie.map((c) => c.split(';')[0]).filter(Boolean);
  return { ...body, cookie: cookies.length ? cookies.join('; ') : undefined };
}

export interface ExecutiveInput {
  fullName: string;
  email: string;
  password: string;
  mobile: string;
  gender: string;
  community: string;
  state: string;
  district: string;
  block: string;
  address: string;
}

export function executiveInput(n: number, over: Partial<ExecutiveInput> = {}): ExecutiveInput {
  const names = ['Suresh Lodha', 'Meena Yadav', 'Gopal Jat', 'Kavita Rajput', 'Ravi Brahmin'];
  return {
    fullName: names[n % names.length]!,
    email: `executive${n}@example.com`,
    password: 'secret12',
    mobile: `90000000${String(n).padStart(2, '0')}`,
    gender: n % 2 ? 'Female' : 'Male',
    community: 'Lodha',
    state: 'Madhya Pradesh',
    district: 'Indore',
    block: 'Vijay Nagar',
    address: '12 MG Road',
    ...over,
  };
}

export async function registerExecutive(api: Api, input: ExecutiveInput): Promise<string> {
  const r = await gql<{ registerExecutive: { __typename: string; id?: string; message: string } }>(
    api,
    `mutation($input: RegisterExecutiveInput!) { registerExecutive(input: $input) {
      __typename ... on RegisterExecutiveSuccess { id message } ... on ErrorResult { message } } }`,
    { input },
  );
  const result = r.data?.registerExecutive;
  if (result?.__typename !== 'RegisterExecutiveSuccess' || !result.id) {
    throw new Error(`registerExecutive failed: ${JSON.stringify(r)}`);
  }
  return result.id;
}

export async function loginExecutive(api: Api, email: string, password: string): Promise<string> {
  const r = await gql<{ executiveLogin: { __typename: string } }>(
    api,
    `mutation($input: LoginInput!) { executiveLogin(input: $input) { __typename ... on ErrorResult { message } } }`,
    { input: { email, password } },
  );
  if (r.data?.executiveLogin.__typename !== 'ExecutiveLoginSuccess' || !r.cookie) {
    throw new Error(`executiveLogin failed: ${JSON.stringify(r)}`);
  }
  return r.cookie;
}

export async function approveExecutive(api: Api, adminCookie: string, id: string): Promise<void> {
  const r = await gql<{ approveExecutive: { __typename: string } }>(
    api,
    `mutation($id: ID!) { approveExecutive(id: $id) { __typename ... on ErrorResult { message } } }`,
    { id },
    adminCookie,
  );
  if (r.data?.approveExecutive.__typename !== 'ExecutiveModerationSuccess') {
    throw new Error(`approveExecutive failed: ${JSON.stringify(r)}`);
  }
}

let photo: Buffer | undefined;
async function smallJpeg(): Promise<Buffer> {
  if (photo) return photo;
  const sharp = require('sharp') as typeof import('sharp').default;
  const made = await sharp({ create: { width: 96, height: 96, channels: 3, background: { r: 140, g: 28, b: 58 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  photo = made;
  return made;
}

export interface MemberInput {
  fullName: string;
  email: string;
  state: string;
  district: string;
  community?: string;
  gender?: string;
}

/** Registers a member the way the portal does (REST multipart with a JPEG); returns the new member's id. */
export async function registerMember(api: Api, executiveId: string, m: MemberInput): Promise<string> {
  const form = new FormData();
  const fields: Record<string, string> = {
    fullName: m.fullName,
    dob: '1996-05-14',
    gender: m.gender ?? 'Female',
    mobile: '9876543210',
    email: m.email,
    password: 'member12',
    motherName: 'Sita Devi',
    fatherName: 'Ram Prasad',
    fatherMobile: '9876500000',
    community: m.community ?? 'Lodha',
    gotra: 'Kashyap',
    motherGotra: 'Bharadwaj',
    qualification: 'B.Sc.',
    profession: 'Teacher / Lecturer / Professor',
    state: m.state,
    district: m.district,
    block: 'Vijay Nagar',
    address: '12 MG Road',
    executive: executiveId,
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('image', new Blob([new Uint8Array(await smallJpeg())], { type: 'image/jpeg' }), 'profile.jpg');
  const res = await fetch(`${api.url}/api/auth/register`, { method: 'POST', body: form });
  const body = (await res.json()) as { success?: boolean; _id?: string; message?: string };
  if (!res.ok || !body.success || !body._id) throw new Error(`register member failed: ${res.status} ${JSON.stringify(body)}`);
  return body._id;
}

/** A browser page with a given viewport; page errors fail loudly in the test output. */
export async function openPage(
  browser: Browser,
  width = 1280,
  height = 900,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  if (process.env.E2E_DEBUG) {
    page.on('framenavigated', (f) => console.log('nav', f.url()));
    page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
    page.on('request', (r) => {
      if (r.url().includes('/graphql')) console.log('gql', r.postData()?.slice(0, 200));
    });
  }
  return { context, page, errors };
}

export function artifactsDir(): string {
  const dir = path.join(ROOT, 'test-artifacts/executive-console');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}
