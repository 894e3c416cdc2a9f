import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '@matrimony/schema/i18n/resources';
import { startApi, type TestApi } from '../src/testing/stack.js';
import { Client, executiveFields, isApprovalMail, jpeg, makeWorld, memberFields, memberForm, startSmtpSink, type World } from './helpers.js';

/**
 * "Approval, password and data-rights e-mails always go" (decisions 12): a member approved by their executive,
 * and an executive approved by an administrator, are told by e-mail in their language, through the job runner and
 * a real SMTP server; a rejection or a refused approval sends nothing.
 */
let api: TestApi;
let world: World;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
const PORTAL = 'http://portal.test:3000';
const CONSOLE = 'http://console.test:3001';
const { en, hi } = resources;

beforeAll(async () => {
  smtp = await startSmtpSink();
  api = await startApi({ env: { SMTP_URL: smtp.url, PORTAL_URL: PORTAL, CONSOLE_URL: CONSOLE, JOB_POLL_SECONDS: '0.5' } });
  world = await makeWorld(api);
});
afterAll(async () => {
  await api?.stop();
  await smtp?.close();
});

/** The approval mails to an address, parsed (waits up to `waitMs` for `count` of them). */
async function approvalsTo(address: string, count = 1, waitMs = 15_000): Promise<ParsedMail[]> {
  const mine = () => smtp.mails.filter((m) => m.to.includes(address.toLowerCase()) && isApprovalMail(m.raw));
  for (const end = Date.now() + waitMs; mine().length < count && Date.now() < end;) await new Promise((r) => setTimeout(r, 100));
  return Promise.all(mine().map((m) => simpleParser(m.raw)));
}

async function register(headers: Record<string, string> = {}): Promise<{ id: string; email: string; fullName: string }> {
  const fields = memberFields({ executive: world.executiveId });
  const r = await new Client(api.url).postForm('/api/auth/register', memberForm(fields, await jpeg()), headers);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return { id: r.body._id as string, email: fields.email!.toLowerCase(), fullName: fields.fullName! };
}

describe('approval e-mails', () => {
  it('a member approved by their executive is told once, in English, with the way to the search', async () => {
    const m = await register();
    expect((await world.executive.post(`/api/auth/users/${m.id}/approve`)).status).toBe(200);
    const [mail] = await approvalsTo(m.email);
    expect(mail!.subject).toBe(en.common.email.approved.member.subject);
    expect(mail!.headers.get('content-language')).toBe('en');
    expect(mail!.text).toContain(`Namaste ${m.fullName},`);
    // The link opens the portal in the member's language (?lang=), whatever the browser shows.
    expect(mail!.text).toContain(`${PORTAL}/search?lang=en`);
    expect(mail!.html).toContain(`href="${PORTAL}/search?lang=en"`);
    // A second approve is refused and sends nothing more.
    expect((await world.executive.post(`/api/auth/users/${m.id}/approve`)).status).toBe(409);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await approvalsTo(m.email, 2, 0)).toHaveLength(1);
  });

  it('a member who registered in Hindi is told in Hindi (GraphQL approve)', async () => {
    const m = await register({ 'accept-language': 'hi' });
    const r = await world.executive.gql(`mutation($id: ID!) { approveMember(id: $id) { __typename } }`, { id: m.id });
    expect(r.data.approveMember.__typename).toBe('MemberModerationSuccess');
    const [mail] = await approvalsTo(m.email);
    expect(mail!.subject).toBe(hi.common.email.approved.member.subject);
    expect(mail!.headers.get('content-language')).toBe('hi');
    expect(mail!.text).toContain(hi.common.email.approved.member.body);
    expect(mail!.text).toContain(`${PORTAL}/search?lang=hi`);
  });

  it('a rejected member gets no approval e-mail', async () => {
    const m = await register();
    expect((await world.executive.post(`/api/auth/users/${m.id}/reject`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 2000));
    expect(await approvalsTo(m.email, 1, 0)).toEqual([]);
  });

  it('an executive approved by an administrator is told, with the way to the console', async () => {
    const fields = executiveFields();
    const reg = await new Client(api.url).post('/api/admin/register', fields);
    expect(reg.status).toBe(201);
    expect((await world.admin.post(`/api/admin/approve/${reg.body._id}`)).status).toBe(200);
    const [mail] = await approvalsTo(fields.email!);
    expect(mail!.subject).toBe(en.common.email.approved.executive.subject);
    expect(mail!.text).toContain(`${CONSOLE}/admin-login?lang=en`);
  });
});
