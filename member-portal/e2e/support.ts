// Shared set-up for the portal's browser tests: a real API on a fresh database, the built portal served with the
// production static server, Chromium through playwright-core, and helpers to create data through the API.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import sharp from 'sharp';
import { expect } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
export const portalDir = path.resolve(here, '..');
export const rootDir = path.resolve(portalDir, '..');
export const artifactsDir = path.join(rootDir, 'test-artifacts', 'member-portal');
const run = promisify(execFile);

export interface Stack {
  portalUrl: string;
  apiUrl: string;
  databaseUrl: string;
  dataDir: string;
  browser: Browser;
  /** Open subscriptions (messages, conversation updates) of one member on the API. */
  subscriptionsOf(memberId: string): number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the API (fresh database), serves member-portal/dist in front of it, and launches Chromium. */
export async function startStack(opts: { env?: Record<string, string> } = {}): Promise<Stack> {
  if (!fs.existsSync(path.join(portalDir, 'dist', 'index.html'))) {
    throw new Error('member-portal/dist is missing: run `npm run build -w member-portal` first');
  }
  const stackModule = path.join(rootDir, 'graphql-api', 'dist', 'testing', 'stack.js');
  const { startApi } = (await import(pathToFileURL(stackModule).href)) as {
    startApi(o?: { env?: Record<string, string> }): Promise<{
      url: string;
      databaseUrl: string;
      dataDir: string;
      runtime: { services: { conversations: { hub: { subscriptionsOf(memberId: string): number } } } };
      stop(): Promise<void>;
    }>;
  };
  const { serveApp } = (await import(pathToFileURL(path.join(rootDir, 'scripts', 'static-server.mjs')).href)) as {
    serveApp(o: { dir: string; port?: number; apiUrl: string }): Promise<{ url: string; close(): Promise<void> }>;
  };
  const port = await freePort();
  const portalUrl = `http://127.0.0.1:${port}`;
  const api = await startApi({ env: { PORTAL_URL: portalUrl, ...opts.env } });
  const portal = await serveApp({ dir: path.join(portalDir, 'dist'), port, apiUrl: api.url });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  fs.mkdirSync(artifactsDir, { recursive: true });
  return {
    portalUrl,
    apiUrl: api.url,
    databaseUrl: api.databaseUrl,
    dataDir: api.dataDir,
    browser,
    subscriptionsOf: (memberId) => api.runtime.services.conversations.hub.subscriptionsOf(memberId),
    async stop() {
      await browser.close().catch(() => undefined);
      await portal.close();
      await api.stop();
    },
  };
}

export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export async function newPage(stack: Stack, viewport: { width: number; height: number } = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await stack.browser.newContext({ viewport, baseURL: stack.portalUrl, reducedMotion: 'no-preference' });
  const page = await context.newPage();
  page.on('pageerror', (err) => console.error('[pageerror]', err.message));
  return { context, page };
}

/** Writes a full-page screenshot of the current page at 360 px and at 1280 px. */
export async function screenshots(page: Page, name: string): Promise<void> {
  const original = page.viewportSize() ?? DESKTOP;
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(250);
    // Nothing may stick out sideways: the page works at 360 px without horizontal scrolling.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} scrolls sideways at ${size.width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(artifactsDir, `${name}-${size.width}.png`), fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize(original);
}

/** axe-core on the current page: no violation of any impact (WCAG 2.x A/AA and 2.2). */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Devanagari letters: a screen shown in Hindi has some. */
export const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Runs of three or more Latin words still visible on a page shown in Hindi: English left behind. `allowed` are
 * data the members typed (names, places), shown as written in either language; e-mail addresses are left aside too.
 */
export async function englishLeft(page: Page, allowed: readonly string[] = []): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  const cleaned = allowed.reduce((t, a) => t.split(a).join(' '), text).replace(/\S+@\S+/g, ' ');
  return cleaned.match(/[A-Za-z]+(?:[ ,.'’&/-]+[A-Za-z]+){2,}/g) ?? [];
}

// ---------- API helpers (the same GraphQL the apps use; node's fetch sends no Origin) ----------

export class ApiClient {
  private cookie = '';
  constructor(private readonly url: string) {}

  async gql<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const res = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie: this.cookie },
      body: JSON.stringify({ query, variables }),
    });
    this.keepCookies(res);
    const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(`GraphQL error: ${body.errors.map((e) => e.message).join('; ')}`);
    return body.data as T;
  }

  async upload<T = any>(query: string, variables: Record<string, unknown>, file: { field: string; data: Buffer; name: string; type: string }): Promise<T> {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables: { ...variables, [file.field]: null } }));
    form.append('map', JSON.stringify({ '0': [`variables.${file.field}`] }));
    form.append('0', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
    const res = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true', cookie: this.cookie },
      body: form,
    });
    this.keepCookies(res);
    const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(`GraphQL error: ${body.errors.map((e) => e.message).join('; ')}`);
    return body.data as T;
  }

  private keepCookies(res: Response) {
    const set = res.headers.getSetCookie?.() ?? [];
    if (set.length) {
      const jar = new Map(this.cookie.split('; ').filter(Boolean).map((c) => [c.split('=')[0], c] as const));
      for (const c of set) {
        const pair = c.split(';')[0];
        jar.set(pair.split('=')[0], pair);
      }
      this.cookie = [...jar.values()].join('; ');
    }
  }
}

export const ADMIN = { email: 'admin@example.com', password: 'admin-pass-2026', name: 'Asha Admin' };

/** Creates the administrator with the API's CLI, then returns a client logged in as them. */
export async function adminClient(stack: Stack): Promise<ApiClient> {
  await run(process.execPath, [path.join(rootDir, 'graphql-api', 'dist', 'cli', 'admin-create.js'), '--email', ADMIN.email, '--password', ADMIN.password, '--name', ADMIN.name], {
    env: { ...process.env, DATABASE_URL: stack.databaseUrl, DATA_DIR: stack.dataDir, LOG_LEVEL: 'silent' },
  });
  const client = new ApiClient(stack.apiUrl);
  const data = await client.gql(
    `mutation($input: LoginInput!) { executiveLogin(input: $input) { __typename ... on ErrorResult { message } } }`,
    { input: { email: ADMIN.email, password: ADMIN.password } },
  );
  expect(data.executiveLogin.__typename).toBe('ExecutiveLoginSuccess');
  return client;
}

/** A client logged in as a member (the password every test member gets unless told otherwise). */
export async function memberClient(stack: Stack, email: string, password = MEMBER_PASSWORD): Promise<ApiClient> {
  const client = new ApiClient(stack.apiUrl);
  const data = await client.gql(`mutation($input: LoginInput!) { login(input: $input) { __typename } }`, { input: { email, password } });
  expect(data.login.__typename).toBe('LoginSuccess');
  return client;
}

/** Registers an executive and has the administrator approve them. */
export async function createExecutive(stack: Stack, admin: ApiClient, e: { fullName: string; email: string; community: string; state: string; district: string }): Promise<string> {
  const anon = new ApiClient(stack.apiUrl);
  const data = await anon.gql(
    `mutation($input: RegisterExecutiveInput!) { registerExecutive(input: $input) { __typename ... on RegisterExecutiveSuccess { id } ... on ErrorResult { message } } }`,
    { input: { ...e, password: 'exec-pass-2026', mobile: '9876500000', gender: 'Female', block: 'Central', address: '12 Main Road' } },
  );
  expect(data.registerExecutive.__typename, JSON.stringify(data)).toBe('RegisterExecutiveSuccess');
  const id = data.registerExecutive.id as string;
  const approved = await admin.gql(`mutation($id: ID!) { approveExecutive(id: $id) { __typename ... on ErrorResult { message } } }`, { id });
  expect(approved.approveExecutive.__typename, JSON.stringify(approved)).toBe('ExecutiveModerationSuccess');
  return id;
}

let photoCache: Buffer | undefined;
/** A small JPEG portrait made on the fly (no stock photos). */
export async function photo(): Promise<Buffer> {
  photoCache ??= await sharp({ create: { width: 320, height: 320, channels: 3, background: '#c98a5a' } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320"><circle cx="160" cy="120" r="60" fill="#5b3a29"/><rect x="70" y="200" width="180" height="120" rx="60" fill="#2f6f8f"/></svg>') }])
    .jpeg({ quality: 80 })
    .toBuffer();
  return photoCache;
}

export interface MemberInput {
  fullName: string;
  email: string;
  password?: string;
  gender?: string;
  community?: string;
  state?: string;
  district?: string;
  qualification?: string;
  profession?: string;
  dob?: string;
  block?: string;
}

export const MEMBER_PASSWORD = 'member-pass-2026';

/** Registers a member through the API with a photo; returns the new member's id. */
export async function registerMember(stack: Stack, executiveId: string, m: MemberInput): Promise<string> {
  const client = new ApiClient(stack.apiUrl);
  const input = {
    fullName: m.fullName,
    email: m.email,
    password: m.password ?? MEMBER_PASSWORD,
    dob: m.dob ?? '1996-04-12',
    gender: m.gender ?? 'Female',
    mobile: '9876543210',
    motherName: 'Sunita Devi',
    fatherName: 'Ramesh Kumar',
    fatherMobile: '9123456780',
    community: m.community ?? 'Lodha',
    gotra: 'Kashyap',
    motherGotra: 'Bharadwaj',
    qualification: m.qualification ?? 'B.Sc.',
    profession: m.profession ?? 'Teacher / Lecturer / Professor',
    state: m.state ?? 'Madhya Pradesh',
    district: m.district ?? 'Indore',
    block: m.block ?? 'Vijay Nagar',
    address: '21 MG Road, Indore',
    executiveId,
  };
  const data = await client.upload(
    `mutation($input: RegisterMemberInput!, $photo: Upload) { registerMember(input: $input, photo: $photo) { __typename ... on RegisterMemberSuccess { id } ... on ErrorResult { message } } }`,
    { input },
    { field: 'photo', data: await photo(), name: 'profile.jpg', type: 'image/jpeg' },
  );
  expect(data.registerMember.__typename, JSON.stringify(data)).toBe('RegisterMemberSuccess');
  return data.registerMember.id as string;
}

export async function approveMember(admin: ApiClient, id: string): Promise<void> {
  const data = await admin.gql(`mutation($id: ID!) { approveMember(id: $id) { __typename ... on ErrorResult { message } } }`, { id });
  expect(data.approveMember.__typename, JSON.stringify(data)).toBe('MemberModerationSuccess');
}

/** Logs in through the dialog on / and waits for /search. */
export async function loginThroughDialog(
  page: Page, email: string, password: string,
  texts: { title: string; email: string; password: string; submit: string } = { title: 'Login', email: 'Email', password: 'Password', submit: 'Login' },
): Promise<void> {
  await page.goto('/?showLogin=true');
  await submitLoginDialog(page, email, password, texts);
  await page.waitForURL('**/search');
}

/** Fills and sends the login dialog already open on the page (opened by a guard or an ended session). */
export async function submitLoginDialog(
  page: Page, email: string, password: string,
  texts: { title: string; email: string; password: string; submit: string } = { title: 'Login', email: 'Email', password: 'Password', submit: 'Login' },
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: texts.title });
  await dialog.getByLabel(texts.email).fill(email);
  await dialog.getByLabel(texts.password).fill(password);
  await dialog.getByRole('button', { name: texts.submit }).click();
}

export function pathOf(page: Page): string {
  const u = new URL(page.url());
  return u.pathname + u.search;
}
