import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@matrimony/schema';
import { resources } from '@matrimony/schema/i18n/resources';
import { startApi, type TestApi } from '../src/testing/stack.js';
import pg from 'pg';
import { Client, isApprovalMail, makeExecutive, makeMember, makeWorld, memberForm, startSmtpSink, unique, type SmtpMail, type TestMember, type World } from './helpers.js';

/** Forgot and reset password through a real SMTP server (docs/product.md, "Forgot and reset password"), and the reset-mail limit (docs/product.md, "Limits"). */
type Mail = SmtpMail;

let api: TestApi;
let world: World;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let mails: Mail[] = [];
/** While set, the SMTP server holds every message until it resolves (a mail provider that hangs). */
let smtpGate: Promise<void> | undefined;
const PORTAL = 'http://portal.test:3000';
const CONSOLE = 'http://console.test:3001';

beforeAll(async () => {
  // The accounts' approval e-mails are not reset mails.
  smtp = await startSmtpSink({ hold: () => smtpGate, keep: (raw) => !isApprovalMail(raw) });
  mails = smtp.mails;
  api = await startApi({ env: { SMTP_URL: smtp.url, PORTAL_URL: PORTAL, CONSOLE_URL: CONSOLE } });
  world = await makeWorld(api);
});
afterAll(async () => {
  await api?.stop();
  await smtp?.close();
});

function mailsTo(address: string): Mail[] {
  return mails.filter((m) => m.to.includes(address.toLowerCase()));
}

/** Waits for the n-th mail to `address` and returns the reset link in it. */
async function resetLinkFor(address: string, n = 1): Promise<string> {
  for (let i = 0; i < 100 && mailsTo(address).length < n; i++) await new Promise((r) => setTimeout(r, 50));
  const mail = mailsTo(address)[n - 1];
  expect(mail, `mail #${n} to ${address}`).toBeTruthy();
  const text = (await simpleParser(mail!.raw)).text ?? '';
  const match = /(https?:\/\/[^\s"<>]+\/(?:admin-)?reset-password\/([A-Za-z0-9_-]+))/.exec(text);
  expect(match, 'reset link in the mail').toBeTruthy();
  return match![1]!;
}

function tokenOf(link: string): string {
  return link.split('reset-password/')[1]!;
}

async function linkStatus(token: string): Promise<string> {
  const r = await new Client(api.url).gql('query ($t: String!) { resetLinkStatus(token: $t) }', { t: token });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data.resetLinkStatus as string;
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

  it('the answer for an existing address does not wait for the mail server (same answer as for an unknown one)', async () => {
    const m = await makeMember(world, 'Approved');
    let openGate!: () => void;
    smtpGate = new Promise<void>((resolve) => (openGate = resolve));
    const before = mailsTo(m.email).length;
    try {
      // The mail server accepts nothing until the gate opens: an answer that waited for it would never come.
      const known = await forgot(m.email);
      const unknown = await forgot(`${unique('nobody')}@example.com`);
      expect(known.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
      expect(mailsTo(m.email).length).toBe(before);
    } finally {
      openGate();
      smtpGate = undefined;
    }
    // The mail still arrives once the server accepts it.
    expect(await resetLinkFor(m.email, before + 1)).toContain('/reset-password/');
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

describe('the reset e-mail in the member\'s language', () => {
  const hi = resources.hi.common.email.passwordReset;
  const en = resources.en.common.email.passwordReset;

  it('a member whose language is Hindi gets the mail in Hindi (subject and body), with a working link', async () => {
    const m = await makeMember(world, 'Approved');
    const set = await m.client.gql('mutation { setPreferredLanguage(language: hi) }');
    expect(set.data.setPreferredLanguage).toBe('hi');
    // The page asking is in English: the mail still follows the member's saved language.
    expect((await forgot(m.email)).body.message).toBe(MESSAGES.resetLinkSent);
    const link = await resetLinkFor(m.email);
    const mail = await simpleParser(mailsTo(m.email)[0]!.raw);
    expect(mail.subject).toBe(hi.subject);
    expect(mail.headers.get('content-language')).toBe('hi');
    expect(mail.text).toContain(`नमस्ते ${m.fields.fullName} जी,`);
    expect(mail.text).toContain(hi.intro);
    expect(mail.text).toContain(hi.ignore);
    expect(mail.text).not.toContain(en.intro);
    expect(mail.html).toContain(hi.intro);
    expect(mail.text).toContain(link);
    const r = await new Client(api.url).post(`/api/auth/reset-password/${tokenOf(link)}`, { password: 'hindi-new-1' });
    expect(r.status).toBe(200);
  });

  it('a member who never chose a language gets it in English, the product\'s words', async () => {
    const m = await makeMember(world, 'Approved');
    await forgot(m.email);
    await resetLinkFor(m.email);
    const mail = await simpleParser(mailsTo(m.email)[0]!.raw);
    expect(mail.subject).toBe('Reset your Rishta Samaj password');
    expect(mail.text).toContain(`Namaste ${m.fields.fullName},`);
    expect(mail.text).toContain(en.intro);
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

describe('one link used voids the others', () => {
  it('after T2 sets a password, T1 no longer resets', async () => {
    const m = await makeMember(world, 'Approved');
    await forgot(m.email);
    await forgot(m.email);
    const t1 = tokenOf(await resetLinkFor(m.email, 1));
    const t2 = tokenOf(await resetLinkFor(m.email, 2));
    expect(await linkStatus(t1)).toBe('VALID');
    expect((await new Client(api.url).post(`/api/auth/reset-password/${t2}`, { password: 'second-link-1' })).status).toBe(200);
    expect(await linkStatus(t1)).toBe('INVALID');
    const late = await new Client(api.url).post(`/api/auth/reset-password/${t1}`, { password: 'first-link-1' });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(MESSAGES.resetTokenInvalid);
    expect((await new Client(api.url).post('/api/auth/login', { email: m.email, password: 'second-link-1' })).status).toBe(200);
    expect((await new Client(api.url).post('/api/auth/login', { email: m.email, password: 'first-link-1' })).status).toBe(401);
  });

  it('a change of e-mail voids the links sent to the old address', async () => {
    const m = await makeMember(world, 'Approved');
    await forgot(m.email);
    const token = tokenOf(await resetLinkFor(m.email));
    const { password: _p, executive: _e, ...profile } = m.fields;
    const moved = await m.client.postForm(`/api/auth/user/${m.id}`, memberForm({ ...profile, email: `${unique('moved')}@example.com` }, null));
    expect(moved.status, moved.text).toBe(200);
    expect(await linkStatus(token)).toBe('INVALID');
    expect((await new Client(api.url).post(`/api/auth/reset-password/${token}`, { password: 'stolen-pass-1' })).status).toBe(400);
    // An edit that keeps the address leaves a fresh link alone.
    await forgot(moved.body.user.email);
    const fresh = tokenOf(await resetLinkFor(moved.body.user.email));
    expect((await m.client.postForm(`/api/auth/user/${m.id}`, memberForm({ ...profile, email: moved.body.user.email, address: '14, MG Road, Indore' }, null))).status).toBe(200);
    expect(await linkStatus(fresh)).toBe('VALID');
  });
});

describe('forgot password answers before anything that depends on the account', () => {
  it('answers the same, for a member and for nobody, while the account and token tables cannot be read', async () => {
    const m = await makeMember(world, 'Approved');
    const nobody = `${unique('nobody')}@example.com`;
    const locker = new pg.Client({ connectionString: api.databaseUrl });
    await locker.connect();
    const answers: Array<{ status: number; body: unknown } | 'no answer'> = [];
    try {
      await locker.query('begin');
      // Nothing can read or write these tables until the lock is released: a forgot-password that looked up the
      // account, stored a token or sent the mail before answering could not answer now.
      await locker.query('lock table member, executive, password_reset_token in access exclusive mode');
      for (const address of [m.email, nobody]) {
        let timer: NodeJS.Timeout | undefined;
        const stuck = new Promise<'no answer'>((resolve) => (timer = setTimeout(() => resolve('no answer'), 20_000)));
        answers.push(await Promise.race([forgot(address).then((r) => ({ status: r.status, body: r.body })), stuck]));
        clearTimeout(timer);
      }
      expect(mailsTo(m.email)).toEqual([]); // the mail waits for the account lookup
    } finally {
      await locker.query('commit');
      await locker.end();
    }
    expect(answers[0]).toEqual({ status: 200, body: { success: true, message: MESSAGES.resetLinkSent } });
    expect(answers[1]).toEqual(answers[0]);
    // Once the tables are readable again the member's mail goes out, and nobody's does not.
    expect(await resetLinkFor(m.email)).toContain(`${PORTAL}/reset-password/`);
    await api.runtime.afterResponse.drain();
    expect(mailsTo(nobody)).toEqual([]);
  });
});

describe('executives reset a forgotten password through the same service', () => {
  const FORGOT = `mutation ($email: String!) { executiveForgotPassword(email: $email) {
    __typename ... on PasswordResetRequested { message } ... on RateLimitedError { retryAfterSeconds } ... on ErrorResult { code message } } }`;
  const RESET = `mutation ($token: String!, $password: String!) { executiveResetPassword(token: $token, password: $password) {
    __typename ... on PasswordResetSuccess { message } ... on ErrorResult { code message } } }`;
  const execForgot = (email: string) => new Client(api.url).gql(FORGOT, { email });
  const execReset = (token: string, password: string) => new Client(api.url).gql(RESET, { token, password });

  it('the link goes to the console; one use sets the password, ends every session and voids the other links', async () => {
    const exec = await makeExecutive(api, world.admin);
    const bearer = new Client(api.url);
    bearer.bearer = (await bearer.post('/api/admin/login', { email: exec.email, password: exec.password, returnToken: true })).body.token;
    expect((await exec.client.gql('{ currentExecutive { id } }')).data.currentExecutive.id).toBe(exec.id);

    const first = await execForgot(exec.email.toUpperCase());
    expect(first.data.executiveForgotPassword).toEqual({ __typename: 'PasswordResetRequested', message: MESSAGES.resetLinkSent });
    await execForgot(exec.email);
    const link1 = await resetLinkFor(exec.email, 1);
    const link2 = await resetLinkFor(exec.email, 2);
    expect(link1.startsWith(`${CONSOLE}/admin-reset-password/`)).toBe(true);
    expect(tokenOf(link1)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await api.runtime.orm.em.getConnection().execute(
      `select extract(epoch from (t.expires_at - t.created_at))::int as ttl, t.member_id from password_reset_token t join executive e on e.id = t.executive_id where e.email = ?`, [exec.email],
    );
    expect(rows).toHaveLength(2);
    expect(rows[0].ttl).toBeGreaterThanOrEqual(3599);
    expect(rows[0].ttl).toBeLessThanOrEqual(3601);
    expect(rows[0].member_id).toBeNull();

    expect(await linkStatus(tokenOf(link1))).toBe('VALID');
    // A member's reset cannot take an executive's token.
    const wrongKind = await new Client(api.url).gql(`mutation ($t: String!) { resetPassword(token: $t, password: "member-pass-1") { __typename ... on ErrorResult { code } } }`, { t: tokenOf(link1) });
    expect(wrongKind.data.resetPassword).toEqual({ __typename: 'ValidationError', code: 'INVALID_TOKEN' });

    const short = await execReset(tokenOf(link2), 'abc');
    expect(short.data.executiveResetPassword).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.resetPasswordLength });
    const done = await execReset(tokenOf(link2), 'console-new-1');
    expect(done.data.executiveResetPassword).toEqual({ __typename: 'PasswordResetSuccess', message: 'Password reset successful' });

    expect((await exec.client.gql('{ currentExecutive { id } }')).data.currentExecutive).toBeNull();
    expect((await bearer.gql('{ currentExecutive { id } }')).data.currentExecutive).toBeNull();
    expect((await new Client(api.url).post('/api/admin/login', { email: exec.email, password: exec.password })).status).toBe(401);
    expect((await new Client(api.url).post('/api/admin/login', { email: exec.email, password: 'console-new-1' })).status).toBe(200);

    for (const link of [link1, link2]) {
      expect(await linkStatus(tokenOf(link))).toBe('INVALID');
      expect((await execReset(tokenOf(link), 'console-new-2')).data.executiveResetPassword).toEqual({
        __typename: 'ValidationError', code: 'INVALID_TOKEN', message: MESSAGES.resetTokenInvalid,
      });
    }
  });

  it('the same answer for an unknown address and for a member-only address; only executives get a console link', async () => {
    const m = await makeMember(world, 'Approved');
    const nobody = `${unique('nobody')}@example.com`;
    const a = await execForgot(nobody);
    const b = await execForgot(m.email);
    expect(a.data).toEqual(b.data);
    expect(a.data.executiveForgotPassword.message).toBe(MESSAGES.resetLinkSent);
    await api.runtime.afterResponse.drain();
    expect(mailsTo(nobody)).toEqual([]);
    expect(mailsTo(m.email)).toEqual([]);
    // The REST mirror answers alike.
    const rest = await new Client(api.url).post('/api/admin/forgot-password', { email: nobody });
    expect(rest.body).toEqual({ success: true, message: MESSAGES.resetLinkSent });
    const bad = await execForgot('not-an-address');
    expect(bad.data.executiveForgotPassword).toMatchObject({ __typename: 'ValidationError', message: MESSAGES.email });
  });

  it('a member token is refused by the executive reset, and the member can still use it', async () => {
    const m = await makeMember(world, 'Approved');
    await forgot(m.email);
    const token = tokenOf(await resetLinkFor(m.email));
    expect(await linkStatus(token)).toBe('VALID');
    expect((await execReset(token, 'console-new-3')).data.executiveResetPassword.code).toBe('INVALID_TOKEN');
    expect((await new Client(api.url).post(`/api/auth/reset-password/${token}`, { password: 'member-new-3' })).status).toBe(200);
  });

  it('3 mails per address an hour, as for members', async () => {
    const exec = await makeExecutive(api, world.admin);
    for (let i = 1; i <= 3; i++) expect((await execForgot(exec.email)).data.executiveForgotPassword.__typename, `request ${i}`).toBe('PasswordResetRequested');
    const fourth = await execForgot(exec.email);
    expect(fourth.data.executiveForgotPassword.__typename).toBe('RateLimitedError');
    expect(fourth.data.executiveForgotPassword.retryAfterSeconds).toBeGreaterThan(3000);
    await resetLinkFor(exec.email, 3);
    await api.runtime.afterResponse.drain();
    expect(mailsTo(exec.email)).toHaveLength(3);
  });

  it('an unknown or malformed token is INVALID', async () => {
    expect(await linkStatus('x'.repeat(43))).toBe('INVALID');
    expect(await linkStatus('')).toBe('INVALID');
    expect(await linkStatus('y'.repeat(5000))).toBe('INVALID');
  });
});
