// npm run bench:web — Lighthouse 12 (mobile, default simulated throttling, Debian's Chromium) on the member portal:
// / (visitor, in English and in Hindi), /profile/{id} (visitor) and /search (logged-in member). Prints each category
// score, LCP, TBT, CLS and the JavaScript each route loads, compressed as transferred, and what the Hindi landing
// page downloads beyond the English one. Every target missed is printed as a MISS line and the exit code is 1.
// Runs against the real API on a fresh database with a few approved members, and the built portal served by
// scripts/static-server.mjs over HTTPS with HTTP/2 (a certificate made for the run), as behind the TLS proxy of a
// deployment (README, Deploying). `--http1`: plain HTTP/1.1 instead, as this benchmark measured until 26 November
// 2026 (Lighthouse's simulation gives each HTTP/1.1 request its own round trip on one of six connections; over
// HTTP/2 the requests share one connection).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import sharp from 'sharp';
import { localCertificate, serveApp } from './static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Lighthouse's "good" LCP is under 2.5 s; layout shift should be none at all (0.02 leaves room for rounding).
const TARGETS = { performance: 95, accessibility: 100, bestPractices: 100, lcpMs: 2500, cls: 0.02, landingJsKb: 120 };

function need(file, hint) {
  if (!fs.existsSync(path.join(root, file))) {
    console.log(`${file} missing: ${hint}`);
    execFileSync('npm', hint.replace(/^npm /, '').split(' '), { cwd: root, stdio: 'inherit' });
  }
}
need('graphql-api/dist/testing/stack.js', 'npm run build -w schema');
need('graphql-api/dist/testing/stack.js', 'npm run build -w graphql-api');
need('member-portal/dist/index.html', 'npm run build -w member-portal');

async function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** The run's certificate, or null when openssl is missing (then plain HTTP/1.1). */
function certificate() {
  try {
    return localCertificate();
  } catch {
    console.log('openssl is missing: the portal is served over plain HTTP/1.1 (as with --http1)');
    return null;
  }
}

const tls = process.argv.includes('--http1') ? null : certificate();
const { startApi } = await import(pathToFileURL(path.join(root, 'graphql-api/dist/testing/stack.js')).href);
const portalPort = await freePort();
const portalUrl = `${tls ? 'https' : 'http'}://127.0.0.1:${portalPort}`;
const api = await startApi({ env: { PORTAL_URL: portalUrl } });
const portal = await serveApp({ dir: path.join(root, 'member-portal/dist'), port: portalPort, apiUrl: api.url, tls });

// ---- data: an administrator, an executive, a dozen approved members ----
function client() {
  let cookie = '';
  const keep = (res) => {
    for (const c of res.headers.getSetCookie?.() ?? []) cookie = [cookie, c.split(';')[0]].filter(Boolean).join('; ');
  };
  return {
    async gql(query, variables = {}) {
      const res = await fetch(`${api.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie },
        body: JSON.stringify({ query, variables }),
      });
      keep(res);
      const body = await res.json();
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    },
    async upload(query, variables, file) {
      const form = new FormData();
      form.append('operations', JSON.stringify({ query, variables: { ...variables, photo: null } }));
      form.append('map', JSON.stringify({ 0: ['variables.photo'] }));
      form.append('0', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'profile.jpg');
      const res = await fetch(`${api.url}/graphql`, { method: 'POST', headers: { 'apollo-require-preflight': 'true', cookie }, body: form });
      keep(res);
      const body = await res.json();
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    },
  };
}

execFileSync(process.execPath, [path.join(root, 'graphql-api/dist/cli/admin-create.js'), '--email', 'bench-admin@example.com', '--password', 'bench-admin-2026', '--name', 'Bench Admin'], {
  env: { ...process.env, DATABASE_URL: api.databaseUrl, DATA_DIR: api.dataDir, LOG_LEVEL: 'silent' },
  stdio: 'ignore',
});
const admin = client();
await admin.gql('mutation($i: LoginInput!) { executiveLogin(input: $i) { __typename } }', { i: { email: 'bench-admin@example.com', password: 'bench-admin-2026' } });
const reg = await client().gql(
  'mutation($i: RegisterExecutiveInput!) { registerExecutive(input: $i) { ... on RegisterExecutiveSuccess { id } } }',
  { i: { fullName: 'Ravi Lodha', email: 'ravi@example.com', password: 'exec-pass-2026', mobile: '9876500000', gender: 'Male', community: 'Lodha', state: 'Madhya Pradesh', district: 'Indore', block: 'Central', address: '1 Main Road' } },
);
await admin.gql('mutation($id: ID!) { approveExecutive(id: $id) { __typename } }', { id: reg.registerExecutive.id });
const names = ['Aarti Lodha', 'Amit Lodhi', 'Rahul Patel', 'Sunil Verma', 'Vijay Singh', 'Deepak Lodhi', 'Manoj Patel', 'Rakesh Verma', 'Sanjay Singh', 'Ajay Lodhi', 'Nitin Patel', 'Gaurav Verma', 'Rohit Singh'];
const ids = [];
for (const [i, fullName] of names.entries()) {
  const hue = (i * 47) % 360;
  const jpeg = await sharp({ create: { width: 480, height: 480, channels: 3, background: `hsl(${hue}, 45%, 60%)` } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480"><circle cx="240" cy="180" r="90" fill="#5b3a29"/><rect x="100" y="300" width="280" height="200" rx="100" fill="#2f6f8f"/></svg>') }])
    .jpeg({ quality: 85 })
    .toBuffer();
  const data = await client().upload(
    'mutation($input: RegisterMemberInput!, $photo: Upload) { registerMember(input: $input, photo: $photo) { __typename ... on RegisterMemberSuccess { id } ... on ErrorResult { message } } }',
    { input: { fullName, email: `bench${i}@example.com`, password: 'bench-member-2026', dob: '1995-03-10', gender: i % 2 ? 'Male' : 'Female', mobile: '9876543210', motherName: 'Sunita Devi', fatherName: 'Ramesh Kumar', fatherMobile: '9123456780', community: 'Lodha', gotra: 'Kashyap', motherGotra: 'Vatsa', qualification: 'B.Sc.', profession: 'Software Engineer', state: 'Madhya Pradesh', district: 'Indore', block: 'Vijay Nagar', address: '21 MG Road', executiveId: reg.registerExecutive.id } },
    jpeg,
  );
  ids.push(data.registerMember.id);
  await admin.gql('mutation($id: ID!) { approveMember(id: $id) { __typename } }', { id: data.registerMember.id });
}

// ---- Lighthouse ----
const chrome = await chromeLauncher.launch({
  chromePath,
  // The run's own certificate is not signed by anyone Chromium trusts.
  chromeFlags: ['--headless=new', '--no-sandbox', ...(tls ? ['--ignore-certificate-errors'] : []), '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

async function audit(url, { keepStorage = false, label = new URL(url).pathname } = {}) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: keepStorage,
  });
  const lhr = result.lhr;
  if (process.env.BENCH_DUMP) fs.writeFileSync(path.join(os.tmpdir(), `lhr-${label.split('/')[1]?.split(' ')[0] || 'home'}${label.includes('(hi)') ? '-hi' : ''}.json`), JSON.stringify(lhr));
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const sum = (type) => requests.filter((r) => !type || r.resourceType === type).reduce((total, r) => total + (r.transferSize ?? 0), 0);
  const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map((a) => a.id);
  return {
    url: label,
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    jsKb: kb(sum('Script')),
    fontKb: kb(sum('Font')),
    totalKb: kb(sum()),
    failing,
  };
}

function kb(bytes) {
  return Number((bytes / 1024).toFixed(1));
}

async function clearHttpCache() {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}

// Lighthouse varies from run to run (more so on a busy machine): each URL runs three times, the median counts.
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// `npm run bench:web -- --only search`: only the routes whose label matches (quicker before/after comparisons).
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? new RegExp(process.argv[onlyAt + 1] ?? '', 'i') : null;
async function median(url, opts) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    if (opts?.keepStorage) await clearHttpCache();
    runs.push(await audit(url, opts));
  }
  runs.sort((a, b) => a.performance - b.performance);
  return runs[Math.floor(runs.length / 2)];
}

// `--cpu-profile DIR`: after its audits, each route is loaded once more with the CPU slowed 4x (as Lighthouse's
// mobile profile assumes) under V8's profiler, and the profile written to DIR (open it in DevTools' Performance
// panel). Build the portal with `npx vite build --minify false` first to read function names.
const profileAt = process.argv.indexOf('--cpu-profile');
const profileDir = profileAt > 0 ? path.resolve(process.argv[profileAt + 1] ?? '.') : null;
async function cpuProfile(url, label) {
  await clearHttpCache();
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await new Promise((r) => setTimeout(r, 4000)); // what runs after the load event (the results, the bell) too
  const { profile } = await cdp.send('Profiler.stop');
  fs.mkdirSync(profileDir, { recursive: true });
  const file = path.join(profileDir, `${label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.cpuprofile`);
  fs.writeFileSync(file, JSON.stringify(profile));
  console.log(`CPU profile of ${label}: ${file}`);
  await page.close();
}

const rows = [];
/** Audits a route (unless --only leaves it out) and keeps its median. */
async function measure(url, opts) {
  const label = opts?.label ?? new URL(url).pathname;
  if (only && !only.test(label)) return;
  rows.push(await median(url, opts));
  if (profileDir) await cpuProfile(url, label);
}

/** Sets (or removes) the language choice the portal reads at start (localStorage `lang`). */
async function chooseLanguage(lang) {
  const page = await browser.newPage();
  await page.goto(`${portalUrl}/about`);
  await page.evaluate((l) => (l ? localStorage.setItem('lang', l) : localStorage.removeItem('lang')), lang);
  await page.close();
}

try {
  await measure(`${portalUrl}/`);
  // The same page in Hindi: its catalogs and the Devanagari font come on top (the language kept, the cache not).
  await chooseLanguage('hi');
  await measure(`${portalUrl}/`, { keepStorage: true, label: '/ (hi)' });
  await chooseLanguage(null);
  await measure(`${portalUrl}/profile/${ids[1]}`);
  // Log in as a member in the same browser, then audit /search with the session kept (HTTP cache cleared).
  const page = await browser.newPage();
  await page.goto(`${portalUrl}/?showLogin=true`);
  await page.waitForSelector('#login-email');
  await page.type('#login-email', 'bench0@example.com');
  await page.type('#login-password', 'bench-member-2026');
  await Promise.all([page.waitForFunction(() => location.pathname === '/search'), page.click('.login-form button[type="submit"]')]);
  await page.close();
  // Each /search run keeps the session but must not profit from the HTTP cache of the previous one.
  await measure(`${portalUrl}/search`, { keepStorage: true });
} finally {
  await browser.disconnect();
  await chrome.kill();
  await portal.close();
  await api.stop();
}

console.log(`\nLighthouse 12, mobile, simulated throttling (member portal over ${tls ? 'HTTPS, HTTP/2' : 'plain HTTP/1.1'}; KB = KiB transferred, compressed)\n`);
console.table(rows.map(({ failing, ...r }) => r));
for (const r of rows) if (r.failing.length) console.log(`${r.url} failing audits: ${r.failing.join(', ')}`);
const [landing, hindi] = only ? [] : rows;
if (!only) console.log(
  `\nLanding page JavaScript in English: ${landing.jsKb} KB. Hindi adds ${kb((hindi.totalKb - landing.totalKb) * 1024)} KB ` +
    `(JavaScript +${kb((hindi.jsKb - landing.jsKb) * 1024)} KB, Devanagari font ${hindi.fontKb} KB).`,
);

const misses = [];
for (const r of rows) {
  if (r.performance < TARGETS.performance) misses.push(`${r.url} performance ${r.performance} (target >= ${TARGETS.performance})`);
  if (r.accessibility < TARGETS.accessibility) misses.push(`${r.url} accessibility ${r.accessibility} (target ${TARGETS.accessibility})`);
  if (r.bestPractices < TARGETS.bestPractices) misses.push(`${r.url} best practices ${r.bestPractices} (target ${TARGETS.bestPractices})`);
  if (r.lcpMs >= TARGETS.lcpMs) misses.push(`${r.url} LCP ${r.lcpMs} ms (target < ${TARGETS.lcpMs} ms)`);
  if (r.cls > TARGETS.cls) misses.push(`${r.url} CLS ${r.cls} (target <= ${TARGETS.cls})`);
}
if (landing && landing.jsKb >= TARGETS.landingJsKb) misses.push(`/ JavaScript ${landing.jsKb} KB in English (target < ${TARGETS.landingJsKb} KB)`);
console.log(
  `\nTargets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ${TARGETS.bestPractices}, ` +
    `LCP < ${TARGETS.lcpMs} ms, CLS <= ${TARGETS.cls} on every route; landing JS < ${TARGETS.landingJsKb} KB in English`,
);
for (const m of misses) console.log(`MISS ${m}`);
console.log(misses.length ? `${misses.length} target(s) missed` : 'All targets met');
// Lighthouse can leave a handle open after everything is closed: exit explicitly, with the verdict.
process.exit(misses.length ? 1 : 0);
