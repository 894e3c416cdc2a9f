import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '@matrimony/schema/i18n/resources';
import { indiaDay, quietHoursEnd } from '../src/common/quiet-hours.js';
import { EMAIL_JOB } from '../src/modules/notification/notification.service.js';
import { startApi, type TestApi } from '../src/testing/stack.js';
import { respond, send, sql } from './connect.helpers.js';
import { Client, isApprovalMail, makeMember, makeWorld, type TestMember, type World } from './helpers.js';

/** The notification bell and notification e-mails (docs/product.md, 'Interact'). */
let api: TestApi;
let world: World;

/** A clock fixed at 12:00 India time on the real date, so that e-mails are never in quiet hours here. */
function middayIndia(): () => Date {
  const now = new Date();
  const noonIst = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 6, 30);
  const offset = noonIst - now.getTime();
  return () => new Date(Date.now() + offset);
}

beforeAll(async () => {
  api = await startApi({ env: { JOB_POLL_SECONDS: '0.5' }, clock: middayIndia() });
  world = await makeWorld(api);
});
afterAll(async () => {
  await api?.stop();
});

const NOTES = `{ unreadNotificationCount myNotifications(limit: 50) { totalCount items { id kind read subjectId member { id fullName } } } }`;
const READ = `mutation R($ids: [ID!]) { markNotificationsRead(ids: $ids) { __typename ... on NotificationsRead { count } } }`;

/** Waits until every queued e-mail job has finished, then returns the mails to `to`. */
async function mailsTo(target: TestApi, to: string): Promise<Array<{ raw: string; subject: string }>> {
  for (let i = 0; i < 100; i += 1) {
    const open = await sql(target, `select count(*)::int as n from pgboss.job where name = ? and state in ('created', 'retry', 'active') and start_after <= now()`, [EMAIL_JOB]);
    if (open[0].n === 0) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const dir = path.join(target.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  // Headers unfolded (a long header continues on indented lines).
  return fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8').replace(/\r\n/g, '\n').replace(/\n[ \t]+/g, ' '))
    .filter((raw) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(raw) && !isApprovalMail(raw))
    .map((raw) => ({ raw, subject: decodeHeader(/^Subject: (.*)$/m.exec(raw)?.[1] ?? '') }));
}

/** RFC 2047 encoded words (nodemailer splits long UTF-8 headers): bytes of adjacent words joined, then decoded. */
function decodeHeader(value: string): string {
  return value.replace(/(=\?utf-8\?[QB]\?[^?]*\?=\s*)+/gi, (run) => {
    const bytes = [...run.matchAll(/=\?utf-8\?([QB])\?([^?]*)\?=/gi)].map(([, enc, text]) =>
      enc!.toUpperCase() === 'B'
        ? Buffer.from(text!, 'base64')
        : Buffer.from(text!.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1'));
    return Buffer.concat(bytes).toString('utf8');
  });
}

describe('in-app notifications', () => {
  it('interest received, accepted and declined appear in the list; the unread count and mark-as-read work', async () => {
    const [a, b, c] = [await makeMember(world, 'Approved', { fullName: 'Meera Notify' }), await makeMember(world, 'Approved', { fullName: 'Arjun Notify' }), await makeMember(world)];
    const id = (await send(a, b.id)).interest.id;
    let bn = (await b.client.gql(NOTES)).data;
    expect(bn.unreadNotificationCount).toBe(1);
    expect(bn.myNotifications.items).toEqual([{ id: expect.any(String), kind: 'INTEREST_RECEIVED', read: false, subjectId: id, member: { id: a.id, fullName: 'Meera Notify' } }]);
    await respond(b, id, true);
    // Answering it reads its entry: the bell no longer counts what was just answered.
    bn = (await b.client.gql(NOTES)).data;
    expect(bn.unreadNotificationCount).toBe(0);
    expect(bn.myNotifications.items).toEqual([expect.objectContaining({ kind: 'INTEREST_RECEIVED', read: true, subjectId: id })]);
    const an = (await a.client.gql(NOTES)).data;
    expect(an.myNotifications.items).toEqual([expect.objectContaining({ kind: 'INTEREST_ACCEPTED', subjectId: id, member: { id: b.id, fullName: 'Arjun Notify' } })]);
    await respond(a, (await send(c, a.id)).interest.id, false);
    expect((await c.client.gql(NOTES)).data.myNotifications.items).toEqual([expect.objectContaining({ kind: 'INTEREST_DECLINED', member: expect.objectContaining({ id: a.id }) })]);
    // Mark one, then all.
    await send(c, b.id);
    await send(await makeMember(world), b.id);
    bn = (await b.client.gql(NOTES)).data;
    expect(bn.unreadNotificationCount).toBe(2);
    expect((await b.client.gql(READ, { ids: [bn.myNotifications.items[1].id] })).data.markNotificationsRead).toEqual({ __typename: 'NotificationsRead', count: 1 });
    expect((await b.client.gql(NOTES)).data.unreadNotificationCount).toBe(1);
    // An empty list names none (only leaving ids out means all).
    expect((await b.client.gql(READ, { ids: [] })).data.markNotificationsRead.count).toBe(0);
    expect((await b.client.gql(NOTES)).data.unreadNotificationCount).toBe(1);
    expect((await b.client.gql(READ, {})).data.markNotificationsRead.count).toBe(1);
    expect((await b.client.gql(NOTES)).data).toMatchObject({ unreadNotificationCount: 0, myNotifications: { totalCount: 3 } });
    // Someone else's ids change nothing.
    expect((await a.client.gql(READ, { ids: [bn.myNotifications.items[0].id] })).data.markNotificationsRead.count).toBe(0);
    expect((await new Client(api.url).gql(NOTES)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('notification e-mails', () => {
  it('interest received and accepted are e-mailed through the job runner with one-click unsubscribe headers', async () => {
    const [a, b] = [await makeMember(world, 'Approved', { fullName: 'Ishita Mailer' }), await makeMember(world, 'Approved', { fullName: 'Kabir Mailer' })];
    const id = (await send(a, b.id)).interest.id;
    const received = await mailsTo(api, b.email);
    expect(received).toHaveLength(1);
    expect(received[0]!.subject).toBe('Ishita Mailer is interested in you');
    expect(received[0]!.raw).toMatch(/^List-Unsubscribe: <http:\/\/127\.0\.0\.1:3000\/api\/notifications\/unsubscribe\/[\w.-]+>$/m);
    expect(received[0]!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    await respond(b, id, true);
    const accepted = await mailsTo(api, a.email);
    expect(accepted.map((m) => m.subject)).toEqual(['Kabir Mailer accepted your interest']);
    // Each opens the tab it is about: the interest to answer, the new connection (with their contact details).
    expect((await simpleParser(received[0]!.raw)).text).toContain('http://127.0.0.1:3000/connections?tab=received&lang=en');
    expect((await simpleParser(accepted[0]!.raw)).text).toContain('http://127.0.0.1:3000/connections?tab=connected&lang=en');
    // Declines are in-app only.
    const [c, d] = [await makeMember(world), await makeMember(world)];
    await respond(d, (await send(c, d.id)).interest.id, false);
    expect(await mailsTo(api, c.email)).toEqual([]);
  });

  it('an interest e-mail that waited (for the morning, say) is not sent once the interest has been answered', async () => {
    const [a, b, c, d] = [await makeMember(world), await makeMember(world), await makeMember(world), await makeMember(world)];
    const accepted = (await send(a, b.id)).interest.id;
    await send(c, d.id);
    const [sentB, sentD] = [(await mailsTo(api, b.email)).length, (await mailsTo(api, d.email)).length];
    await respond(b, accepted, true);
    // The e-mail job runs again for each (as a job held until 07:00 would run after the answer).
    const deliver = async (memberId: string) => {
      const [note] = await sql(api, `select id from notification where member_id = ? and kind = 'INTEREST_RECEIVED'`, [memberId]);
      await api.runtime.services.notifications.deliver(api.runtime.orm.em.fork() as never, note.id);
    };
    await deliver(b.id);
    await deliver(d.id);
    expect(await mailsTo(api, b.email)).toHaveLength(sentB); // answered: nothing more to ask
    expect(await mailsTo(api, d.email)).toHaveLength(sentD + 1); // still pending: it goes
  });

  it("a report's outcome is e-mailed to the reporter with the way to the bell's list", async () => {
    const [reporter, reported] = [await makeMember(world), await makeMember(world)];
    const made = await reporter.client.gql(`mutation($id: ID!) { reportMember(input: { memberId: $id, category: FAKE_PROFILE }) { ... on ReportSubmitted { reportId } } }`, { id: reported.id });
    const done = await world.executive.gql(`mutation($id: ID!) { resolveReport(reportId: $id, action: DISMISS) { __typename } }`, { id: made.data.reportMember.reportId });
    expect(done.data.resolveReport.__typename).toBe('ReportActionSuccess');
    const [mail] = await mailsTo(api, reporter.email);
    expect(mail!.subject).toBe('Your report has been reviewed');
    // The portal opens the bell's list for this address (there is no /notifications page).
    expect(mail!.raw.replace(/=\n/g, '').replace(/=3D/gi, '=')).toMatch(/http:\/\/[^\s"]+\/search\?notifications=open/);
  });

  it("in the recipient's language: Hindi for a member who chose Hindi", async () => {
    const [a, b] = [await makeMember(world, 'Approved', { fullName: 'Tara Bhasha' }), await makeMember(world)];
    await sql(api, `update member set preferred_language = 'hi' where id = ?`, [b.id]);
    await send(a, b.id);
    const [mail] = await mailsTo(api, b.email);
    expect(mail!.subject).toBe('Tara Bhasha ने आपमें रुचि दिखाई है');
    expect(mail!.raw).toMatch(/^Content-Language: hi$/m);
    // The language header and the unsubscribe headers travel together.
    expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('one-click unsubscribe (RFC 8058 POST) stops that kind of e-mail; a forged link changes nothing', async () => {
    const [a, b, c] = [await makeMember(world), await makeMember(world), await makeMember(world)];
    await send(a, b.id);
    const [mail] = await mailsTo(api, b.email);
    const link = /^List-Unsubscribe: <([^>]+)>$/m.exec(mail!.raw)![1]!;
    const urlPath = new URL(link).pathname;
    const anon = new Client(api.url);
    expect((await anon.get(urlPath)).status).toBe(200); // a page with a button; nothing changes on GET
    expect((await b.client.gql(`{ myNotificationSettings { emailInterestReceived } }`)).data.myNotificationSettings.emailInterestReceived).toBe(true);
    // Another signature (its first character changed: every bit of it counts) is refused.
    const [signedBody, mac] = urlPath.split('.');
    const forged = `${signedBody}.${mac![0] === 'A' ? 'B' : 'A'}${mac!.slice(1)}`;
    const bad = await fetch(api.url + forged, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(bad.status).toBe(400);
    const ok = await fetch(api.url + urlPath, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(ok.status).toBe(200);
    expect((await b.client.gql(`{ myNotificationSettings { emailInterestReceived emailInterestAccepted } }`)).data.myNotificationSettings)
      .toEqual({ emailInterestReceived: false, emailInterestAccepted: true });
    await send(c, b.id);
    expect(await mailsTo(api, b.email)).toHaveLength(1); // only the first one
    // The in-app list still has both.
    expect((await b.client.gql(`{ unreadNotificationCount }`)).data.unreadNotificationCount).toBe(2);
    // The setting can be turned back on in the app.
    const on = await b.client.gql(`mutation { updateNotificationSettings(input: { emailInterestReceived: true }) { __typename ... on NotificationSettingsSaved { settings { emailInterestReceived } } } }`);
    expect(on.data.updateNotificationSettings.settings.emailInterestReceived).toBe(true);
  });

  it("the unsubscribe pages are in the member's saved language (the e-mail's), else in the browser's", async () => {
    const page = { en: resources.en.common.email.unsubscribePage, hi: resources.hi.common.email.unsubscribePage };
    const [a, hindiMember, englishMember] = [await makeMember(world), await makeMember(world), await makeMember(world)];
    await sql(api, `update member set preferred_language = 'hi' where id = ?`, [hindiMember.id]);
    await send(a, hindiMember.id);
    await send(a, englishMember.id);
    const linkOf = async (to: string) => new URL(/^List-Unsubscribe: <([^>]+)>$/m.exec((await mailsTo(api, to))[0]!.raw)![1]!).pathname;
    const [hindiLink, englishLink] = [await linkOf(hindiMember.email), await linkOf(englishMember.email)];
    const post = (urlPath: string, headers: Record<string, string> = {}) => fetch(api.url + urlPath, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: 'List-Unsubscribe=One-Click',
    }).then(async (r) => ({ status: r.status, text: await r.text() }));
    const anon = new Client(api.url);
    const ENGLISH_BROWSER = { 'accept-language': 'en-IN,en;q=0.9' };
    const HINDI_BROWSER = { 'accept-language': 'hi-IN,hi;q=0.9' };

    // A member who chose Hindi reads Hindi, whatever the browser that opens the link asks for.
    const shown = await anon.get(hindiLink, ENGLISH_BROWSER);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toMatch(/^text\/html/);
    // Its Devanagari reads on a device without a Hindi font: the page names the self-hosted face, which is served.
    const fontUrl = /url\("([^"]+\.woff2)"\)/.exec(shown.text)?.[1];
    expect(fontUrl).toBe('/api/notifications/font/noto-sans-devanagari.woff2');
    const font = await fetch(api.url + fontUrl);
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(Buffer.from(await font.arrayBuffer()).subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(shown.text).toContain('<html lang="hi">');
    expect(shown.text).toContain(`<title>${page.hi.title}</title>`);
    // The page says which e-mails the link stops: this one came with an interest received.
    const hiQuestion = page.hi.question.replace('{{what}}', page.hi.what.emailInterestReceived);
    const enQuestion = page.en.question.replace('{{what}}', page.en.what.emailInterestReceived);
    for (const text of [page.hi.heading, hiQuestion, page.hi.button]) expect(shown.text).toContain(text);
    expect(shown.text).toMatch(/[\u0900-\u097F]/);
    for (const text of [page.en.heading, enQuestion, page.en.button]) expect(shown.text).not.toContain(`>${text}<`);
    const done = await post(hindiLink, ENGLISH_BROWSER);
    expect(done.status).toBe(200);
    expect(done.text).toContain('<html lang="hi">');
    expect(done.text).toContain(page.hi.done);
    expect(done.text).toContain(page.hi.doneWhat.replace('{{what}}', page.hi.what.emailInterestReceived));
    expect(done.text).toContain(page.hi.doneHint);
    // The way back to Settings, in the page's language, and the device's own Devanagari font tried first (no boxes
    // for Hindi; the self-hosted face above is fetched only without one).
    expect(done.text).toContain(`<a href="/settings?lang=hi">${page.hi.settings}</a>`);
    expect(shown.text).toMatch(/src:local\("Noto Sans Devanagari"\)/);
    expect(done.text).not.toContain(page.en.done);
    expect((await hindiMember.client.gql(`{ myNotificationSettings { emailInterestReceived } }`)).data.myNotificationSettings.emailInterestReceived).toBe(false);

    // A member who kept English reads English, also in a Hindi browser.
    const english = await anon.get(englishLink, HINDI_BROWSER);
    expect(english.text).toContain('<html lang="en">');
    for (const text of [page.en.heading, enQuestion, page.en.button]) expect(english.text).toContain(text);
    expect(english.text).not.toMatch(/[\u0900-\u097F]/);
    const englishDone = await post(englishLink, HINDI_BROWSER);
    expect(englishDone.status).toBe(200);
    expect(englishDone.text).toContain('<html lang="en">');
    expect(englishDone.text).toContain(page.en.done);
    expect(englishDone.text).toContain(page.en.doneWhat.replace('{{what}}', page.en.what.emailInterestReceived));
    expect(englishDone.text).toContain(`<a href="/settings?lang=en">${page.en.settings}</a>`);

    // A link that names no one (its signature changed): the browser's language.
    const [signedBody, mac] = hindiLink.split('.');
    const forged = `${signedBody}.${mac![0] === 'A' ? 'B' : 'A'}${mac!.slice(1)}`;
    const invalidHindi = await post(forged, HINDI_BROWSER);
    expect(invalidHindi.status).toBe(400);
    expect(invalidHindi.text).toContain('<html lang="hi">');
    expect(invalidHindi.text).toContain(page.hi.invalid);
    const invalidEnglish = await post(forged, ENGLISH_BROWSER);
    expect(invalidEnglish.status).toBe(400);
    expect(invalidEnglish.text).toContain('<html lang="en">');
    expect(invalidEnglish.text).toContain(page.en.invalid);
    // Opening a forged link says so at once (no button that would only fail when pressed).
    const forgedPage = await anon.get(forged, HINDI_BROWSER);
    expect(forgedPage.status).toBe(400);
    expect(forgedPage.text).toContain('<html lang="hi">');
    expect(forgedPage.text).toContain(page.hi.invalid);
    expect(forgedPage.text).not.toContain(page.hi.question);
  });

  it('a withdrawn interest leaves nothing in the recipient\'s bell to answer', async () => {
    const [a, b] = [await makeMember(world), await makeMember(world)];
    const sent = await send(a, b.id);
    expect((await b.client.gql(NOTES)).data.unreadNotificationCount).toBe(1);
    const r = await a.client.gql(`mutation { withdrawInterest(interestId: "${sent.interest.id}") { __typename } }`);
    expect(r.errors).toBeUndefined();
    const after = (await b.client.gql(NOTES)).data;
    expect([after.unreadNotificationCount, after.myNotifications.items]).toEqual([0, []]);
  });

  it("a block removes what each was told of the other, for both; unblocking brings none of it back", async () => {
    const [a, b] = [await makeMember(world), await makeMember(world)];
    await send(a, b.id); // b: INTEREST_RECEIVED about a
    const [c] = [await makeMember(world)];
    await send(c, b.id); // b: about c, untouched by the block
    expect((await b.client.gql(NOTES)).data.myNotifications.items.map((n: any) => n.member?.id)).toEqual([c.id, a.id]);
    await b.client.gql(`mutation { blockMember(memberId: "${a.id}") { __typename } }`);
    await b.client.gql(`mutation { unblockMember(memberId: "${a.id}") { __typename } }`);
    const after = (await b.client.gql(NOTES)).data;
    expect(after.myNotifications.items.map((n: any) => n.member?.id)).toEqual([c.id]);
    expect(after.unreadNotificationCount).toBe(1);
    expect(await sql(api, `select count(*)::int as n from notification where (member_id = ? and other_member_id = ?) or (member_id = ? and other_member_id = ?)`, [a.id, b.id, b.id, a.id])).toEqual([{ n: 0 }]);
  });

  it('no e-mail to or about a member after a block', async () => {
    const [a, b] = [await makeMember(world), await makeMember(world)];
    await b.client.gql(`mutation { blockMember(memberId: "${a.id}") { __typename } }`);
    expect((await send(a, b.id)).__typename).toBe('NotFoundError');
    expect(await mailsTo(api, b.email)).toEqual([]);
  });
});

describe('quiet hours (22:00-07:00 India time)', () => {
  it('the rule: held until 07:00 India time, sent at once in the day', () => {
    const at = (iso: string) => quietHoursEnd(new Date(iso))?.toISOString() ?? null;
    expect(at('2026-03-10T16:29:00Z')).toBeNull(); // 21:59 IST
    expect(at('2026-03-10T16:30:00Z')).toBe('2026-03-11T01:30:00.000Z'); // 22:00 IST -> 07:00 IST next day
    expect(at('2026-03-10T20:00:00Z')).toBe('2026-03-11T01:30:00.000Z'); // 01:30 IST
    expect(at('2026-03-11T01:29:00Z')).toBe('2026-03-11T01:30:00.000Z'); // 06:59 IST
    expect(at('2026-03-11T01:30:00Z')).toBeNull(); // 07:00 IST
  });

  it("India's calendar day turns at midnight India time, whatever day was asked before", () => {
    const day = (iso: string) => indiaDay(new Date(iso));
    expect(day('2026-03-10T18:29:59.999Z')).toBe('2026-03-10'); // 23:59:59.999 IST
    expect(day('2026-03-10T18:30:00Z')).toBe('2026-03-11'); // 00:00 IST
    expect(day('2026-03-10T18:29:59.999Z')).toBe('2026-03-10'); // back again: not the day remembered last
    expect(day('2026-03-11T10:00:00Z')).toBe('2026-03-11');
    expect(day('2025-12-31T18:30:00Z')).toBe('2026-01-01');
    expect(day('2026-03-11T18:29:59.999Z')).toBe('2026-03-11');
  });

  it('an interest at 23:00 India time is e-mailed only after 07:00: the job waits, nothing is sent now', async () => {
    const now = new Date();
    const elevenPmIst = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 17, 30);
    const offset = elevenPmIst - now.getTime();
    const night = await startApi({ env: { JOB_POLL_SECONDS: '0.5' }, clock: () => new Date(Date.now() + offset) });
    try {
      const w = await makeWorld(night);
      const [a, b]: TestMember[] = [await makeMember(w), await makeMember(w)];
      await send(a, b.id);
      const jobs = await sql(night, `select extract(epoch from start_after - now())::int as wait from pgboss.job where name = ? and state = 'created'`, [EMAIL_JOB]);
      expect(jobs).toHaveLength(1);
      // 23:00 -> 07:00 is eight hours.
      expect(jobs[0].wait).toBeGreaterThan(8 * 3600 - 120);
      expect(jobs[0].wait).toBeLessThanOrEqual(8 * 3600);
      expect(await mailsTo(night, b.email)).toEqual([]);
      expect((await b.client.gql(`{ unreadNotificationCount }`)).data.unreadNotificationCount).toBe(1); // in-app at once
    } finally {
      await night.stop();
    }
  });
});
