import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@matrimony/schema';
import { startApi, type TestApi } from '../src/testing/stack.js';
import { Client, makeMember, makeWorld, unique, type TestMember, type World } from './helpers.js';

/** Forgot and reset password through a real SMTP server (decisions 7), and the reset-mail limit (decisions 9). */
interface Mail {
  to: string[];
  raw: string;
}

let api: TestApi;
let world: World;
let smtp: SMTPServer;
const mails: Mail[] = [];
/** How long the SMTP server takes to accept a message (a slow provider). */
let smtpDelayMs = 0;
const PORTAL = 'http://portal.test:3000';

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        setTimeout(() => {
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        }, smtpDelayMs);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  api = await startApi({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PORTAL_URL: PORTAL } });
  world = await makeWorld(api);
});
afterAll(async () => {
  await api?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

/** Decodes quoted-printable soft breaks and escapes, enough to read a link. */
function decodeQp(s: string): string {
  return s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
}

function mailsTo(address: string): Mail[] {
  return mails.filter((m) => m.to.includes(address.toLowerCase()));
}

/** Waits for the n-th mail to `address` and returns the reset link in it. */
async function resetLinkFor(address: string, n = 1): Promise<string> {
  for (let i = 0; i < 100 && mailsTo(address).length < n; i++) await new Promise((r) => setTimeout(r, 50));
  const mail = mailsTo(address)[n - 1];
  expect(mail, `mail #${n} to ${address}`).toBeTruthy();
  const text = decodeQp(mail!.raw);
  const match = /(https?:\/\/[^\s"<>]+\/reset-password\/([A-Za-z0-9_-]+))/.exec(text);
  expect(match, 'reset link in the mail').toBeTruthy();
  return match![1]!;
}

function tokenOf(link: string): string {
  return link.split('/reset-password/')[1]!;
}

async function forgot(email: string) {
  return new Client(api.url).post('/api/auth/forgot-password', { email });
}

describe('password reset by e-mail', () => {
  let member: TestMember;
  let secondDevice: Client;

  beforeAll(async () => {
    member = await makeMember(world, 'Approved');
    secondDevice = new Client(api.url);
    const r = await secondDevice.post('/api/auth/login', { email: member.email, password: member.password, returnToken: true });
    secondDevice.bearer = r.body.token;
  });

  it('the link arrives at the member\'s address and points at the portal', async () => {
    const r = await forgot(member.email.toUpperCase());
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: MESSAGES.resetLinkSent });
    const link = await resetLinkFor(member.email);
    expect(link.startsWith(`${PORTAL}/reset-password/`)).toBe(true);
    expect(tokenOf(link)).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    expect(mailsTo(member.email)[0]!.raw).toMatch(/Subject: .*[Rr]eset/);
    // Only the hash is stored.
    const rows = await api.runtime.orm.em.getConnection().execute('select token_hash from password_reset_token');
    expect(rows.map((x: any) => x.token_hash)).not.toContain(tokenOf(link));
  });

  it('works once: sets the new password, ends every existing session; the second use is refused', async () => {
    const link = await resetLinkFor(member.email);
    expect((await member.client.get('/api/auth/me')).status).toBe(200);
    expect((await secondDevice.get('/api/auth/me')).status).toBe(200);

    const r = await new Client(api.url).post(`/api/auth/reset-password/${tokenOf(link)}`, { password: 'brand-new-1' });
    expect(r.status, r.text).toBe(200);
    expect(r.body.success).toBe(true);

    // Existing sessions (cookie and bearer) are over.
    const cookie = await member.client.get('/api/auth/me');
    expect(cookie.status).toBe(401);
    expect(cookie.body.message).toBe(MESSAGES.sessionExpired);
    expect((await secondDevice.get('/api/auth/me')).status).toBe(401);
    expect((await secondDevice.gql('{ me { id } }')).data.me).toBeNull();

    // Old password refused, new one accepted.
    expect((await new Client(api.url).post('/api/auth/login', { email: member.email, password: member.password })).status).toBe(401);
    expect((await new Client(api.url).post('/api/auth/login', { email: member.email, password: 'brand-new-1' })).status).toBe(200);

    // Second use of the same link.
    const again = await new Client(api.url).post(`/api/auth/reset-password/${tokenOf(link)}`, { password: 'another-new-2' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, message: MESSAGES.resetTokenInvalid });
    expect((await new Client(api.url).post('/api/auth/login', { email: member.email, password: 'brand-new-1' })).status).toBe(200);
  });

  it('two uses of one link at the same moment: one sets the password, the other is refused', async () => {
    const m = await makeMember(world, 'Approved');
    await forgot(m.email);
    const token = tokenOf(await resetLinkFor(m.email));
    const [a, b] = await Promise.all([
      new Client(api.url).post(`/api/auth/reset-password/${token}`, { password: 'first-pass-1' }),
      new Client(api.url).post(`/api/auth/reset-password/${token}`, { password: 'second-pass-2' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const loser = a.status === 400 ? a : b;
    expect(loser.body.message).toBe(MESSAGES.resetTokenInvalid);
    const winner = a.status === 200 ? 'first-pass-1' : 'second-pass-2';
    const other = a.status === 200 ? 'second-pass-2' : 'first-pass-1';
    expect((await new Client(api.url).post('/api/auth/login', { email: m.email, password: winner })).status).toBe(200);
    expect((await new Client(api.url).post('/api/auth/login', { email: m.email, password: other })).status).toBe(401);
  });

  it('expires after an hour', async () => {
    const m = await makeMember(world, 'Not Approved');
    const g = await new Client(api.url).gql(`mutation { requestPasswordReset(email: "${m.email}") { __typename ... on PasswordResetRequested { message } } }`);
    expect(g.data.requestPasswordReset).toEqual({ __typename: 'PasswordResetRequested', message: MESSAGES.resetLinkSent });
    const link = await resetLinkFor(m.email);
    const rows = await api.runtime.orm.em.getConnection().execute(
      `select extract(epoch from (t.expires_at - t.created_at))::int as ttl from password_reset_token t join member m on m.id = t.member_id where m.email = '${m.email}'`,
    );
    expect(rows[0].ttl).toBeGreaterThanOrEqual(3599);
    expect(rows[0].ttl).toBeLessThanOrEqual(3601);
    await api.runtime.orm.em.getConnection().execute(
      `update password_reset_token set expires_at = now() - interval '1 second' where member_id = (select id from member where email = '${m.email}')`,
    );
    const r = await new Client(api.url).gql(`mutation { resetPassword(token: "${tokenOf(link)}", password: "late-pass-1") { __typename ... on ErrorResult { code message } } }`);
    expect(r.data.resetPassword).toEqual({ __typename: 'ValidationError', code: 'INVALID_TOKEN', message: MESSAGES.resetTokenInvalid });
    const rest = await new Client(api.url).post(`/api/auth/reset-password/${tokenOf(link)}`, { password: 'late-pass-1' });
    expect(rest.status).toBe(400);
    expect((await new Client(api.url).post('/api/auth/login', { email: m.email, password: m.password })).status).toBe(200);
  });

  it('the same answer for an unknown address, and no mail is sent', async () => {
    const before = mails.length;
    const known = await makeMember(world, 'Approved');
    const a = await forgot(known.email);
    const nobody = `${unique('nobody')}@example.com`;
    const b = await forgot(nobody);
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
    await resetLinkFor(known.email);
    await new Promise((r) => setTimeout(r, 300));
    expect(mails.length).toBe(before + 1);
    expect(mailsTo(nobody)).toEqual([]);
  });

  it('the answer takes no longer for an existing address than for an unknown one, even with a slow mail server', async () => {
    const m = await makeMember(world, 'Approved');
    smtpDelayMs = 2500;
    try {
      let started = performance.now();
      const known = await forgot(m.email);
      const knownMs = performance.now() - started;
      started = performance.now();
      const unknown = await forgot(`${unique('nobody')}@example.com`);
      const unknownMs = performance.now() - started;
      expect(known.body).toEqual(unknown.body);
      expect(knownMs, `known ${Math.round(knownMs)} ms, unknown ${Math.round(unknownMs)} ms`).toBeLessThan(1200);
      // The mail still arrives.
      expect(await resetLinkFor(m.email)).toContain('/reset-password/');
    } finally {
      smtpDelayMs = 0;
    }
  });

  it('the 4th request for one address within the hour gets 429 with Retry-After; only 3 mails arrive', async () => {
    const m = await makeMember(world, 'Approved');
    for (let i = 1; i <= 3; i++) expect((await forgot(m.email)).status, `request ${i}`).toBe(200);
    const fourth = await forgot(m.email);
    expect(fourth.status).toBe(429);
    expect(fourth.body.success).toBe(false);
    expect(fourth.body.message).toMatch(/^Too many reset requests for this address\. Please try again in \d+ minutes\.$/);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(3000);
    const g = await new Client(api.url).gql(`mutation { requestPasswordReset(email: "${m.email}") { __typename ... on RateLimitedError { retryAfterSeconds message } } }`);
    expect(g.data.requestPasswordReset.__typename).toBe('RateLimitedError');
    expect(g.data.requestPasswordReset.retryAfterSeconds).toBeGreaterThan(3000);
    await resetLinkFor(m.email, 3);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(m.email)).toHaveLength(3);
    // Unknown addresses behave the same way (no difference reveals which addresses exist).
    const ghost = `${unique('ghost')}@example.com`;
    for (let i = 1; i <= 3; i++) expect((await forgot(ghost)).status).toBe(200);
    expect((await forgot(ghost)).status).toBe(429);
  });

  it('each link of several requested is its own; a reset with one leaves the member able to log in', async () => {
    const m = await makeMember(world, 'Approved');
    await forgot(m.email);
    await forgot(m.email);
    const first = await resetLinkFor(m.email, 1);
    const second = await resetLinkFor(m.email, 2);
    expect(first).not.toBe(second);
    expect((await new Client(api.url).post(`/api/auth/reset-password/${tokenOf(second)}`, { password: 'second-link-1' })).status).toBe(200);
    expect((await new Client(api.url).post('/api/auth/login', { email: m.email, password: 'second-link-1' })).status).toBe(200);
  });
});

describe('a reset after a lockout', () => {
  it('lets the member back in at once: the failed logins before the reset no longer count', async () => {
    const m = await makeMember(world, 'Approved');
    const wrong = () => new Client(api.url).post('/api/auth/login', { email: m.email, password: 'not-my-password' });
    for (let i = 0; i < 5; i++) expect((await wrong()).status).toBe(401);
    expect((await new Client(api.url).post('/api/auth/login', { email: m.email, password: m.password })).status).toBe(429);
    await forgot(m.email);
    const token = tokenOf(await resetLinkFor(m.email));
    expect((await new Client(api.url).post(`/api/auth/reset-password/${token}`, { password: 'after-lockout-1' })).status).toBe(200);
    expect((await new Client(api.url).post('/api/auth/login', { email: m.email, password: 'after-lockout-1' })).status).toBe(200);
  });
});
