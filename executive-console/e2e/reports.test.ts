// Reports: an executive works the queue in server mode (filters, order), reads a report beside the
// reported profile, takes it and suspends the member after a confirmation; the Users List shows Suspended and
// lifts it; an administrator reads every step in the audit trail. axe and screenshots on every new screen.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeClean, checkPage } from './support/page-check';
import {
  approveExecutive,
  artifactsDir,
  createAdmin,
  executiveInput,
  gql,
  loginExecutive,
  openPage,
  registerExecutive,
  registerMember,
  startStack,
  type Stack,
} from './support/stack';
import { choose, dismissSnackbars, expectNameLinkOnPhone, loginUi, openMenu, rowOf, snackbarText } from './support/ui';

const ADMIN = { email: 'root.admin@example.com', password: 'admin-pass-2', name: 'Root Admin' };
const EXEC = executiveInput(1, { email: 'meena@example.com' });
const WORDS = 'He asked my father to send money before the families meet.';

let stack: Stack;
const ids: Record<string, string> = {};

async function memberCookie(email: string): Promise<string> {
  const r = await gql(stack.api, `mutation($input: LoginInput!) { login(input: $input) { __typename } }`, { input: { email, password: 'member12' } });
  expect(r.data?.login.__typename).toBe('LoginSuccess');
  return r.cookie!;
}

async function report(by: string, about: string, category: string, details?: string) {
  const r = await gql(
    stack.api,
    `mutation($input: ReportMemberInput!) { reportMember(input: $input) { __typename ... on ErrorResult { message } } }`,
    { input: { memberId: ids[about], category, details } },
    await memberCookie(by),
  );
  expect(r.data?.reportMember.__typename, JSON.stringify(r)).toBe('ReportSubmitted');
}

/** Axe and a screenshot at a phone's width too (the console's own checkPage covers 1280 and 768). */
async function checkPhone(page: Page, name: string) {
  const original = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.waitForTimeout(300);
  await axeClean(page, `${name} (360)`);
  await page.screenshot({ path: path.join(artifactsDir(), `${name}-360.png`), fullPage: true });
  await page.setViewportSize(original);
  await page.waitForTimeout(150);
}

const gridRows = (page: Page) => page.locator('.MuiDataGrid-row');

/** The audit trail's Who cell of the newest row of an action, its lines joined by a space. */
async function whoDid(page: Page, action: string): Promise<string> {
  const row = page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: action, exact: true }) }).first();
  return (await row.locator('[data-field="actorEmail"]').innerText()).replace(/\s+/g, ' ').trim();
}

beforeAll(async () => {
  stack = await startStack();
  createAdmin(stack.api, ADMIN.email, ADMIN.password, ADMIN.name);
  const adminCookie = await loginExecutive(stack.api, ADMIN.email, ADMIN.password);
  const execId = await registerExecutive(stack.api, EXEC);
  await approveExecutive(stack.api, adminCookie, execId);
  for (const [name, email] of [
    ['Rakesh Lodhi', 'rakesh@example.com'],
    ['Sunita Lodha', 'sunita@example.com'],
    ['Pooja Lodha', 'pooja@example.com'],
  ]) {
    ids[email] = await registerMember(stack.api, execId, { fullName: name, email, state: EXEC.state, district: EXEC.district });
    const r = await gql(stack.api, `mutation($id: ID!) { approveMember(id: $id) { __typename } }`, { id: ids[email] }, adminCookie);
    expect(r.data?.approveMember.__typename).toBe('MemberModerationSuccess');
  }
  // The oldest report first: Pooja about Sunita; then Sunita about Rakesh with her own words.
  await report('pooja@example.com', 'sunita@example.com', 'FAKE_PROFILE');
  await report('sunita@example.com', 'rakesh@example.com', 'ASKS_FOR_MONEY', WORDS);
});

afterAll(async () => {
  await stack?.stop();
});

describe('Reports queue', () => {
  it('an executive filters the queue, reads a report and suspends the member; then lifts the suspension', async () => {
    const { page, context } = await openPage(stack.browser);
    await loginUi(page, stack.web, EXEC.email, EXEC.password);
    await page.waitForURL('**/admin');
    await openMenu(page);
    expect(await page.getByRole('menuitem', { name: 'Audit trail' }).count()).toBe(0); // administrators only
    await page.getByRole('menuitem', { name: 'Reports' }).click();
    await page.waitForURL('**/reports');
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();

    // Newest first by default; oldest first on request (a GraphQL argument, kept in the address).
    await expect.poll(() => gridRows(page).count()).toBe(2);
    await expect.poll(() => page.locator('.MuiDataGrid-row [data-field="member"]').allInnerTexts()).toEqual(['Rakesh Lodhi', 'Sunita Lodha']);
    await checkPage(page, 'reports-queue');
    await checkPhone(page, 'reports-queue');
    await choose(page, 'Order', 'Oldest first');
    await expect.poll(() => page.locator('.MuiDataGrid-row [data-field="member"]').allInnerTexts()).toEqual(['Sunita Lodha', 'Rakesh Lodhi']);
    expect(new URL(page.url()).searchParams.get('order')).toBe('oldest');
    await choose(page, 'Category', 'Asks for money');
    await expect.poll(() => page.locator('.MuiDataGrid-row [data-field="member"]').allInnerTexts()).toEqual(['Rakesh Lodhi']);
    await choose(page, 'Status', 'In review');
    await expect.poll(() => gridRows(page).count()).toBe(0);
    await page.getByText('No reports found.').waitFor();
    await choose(page, 'Status', 'Open');
    await expect.poll(() => gridRows(page).count()).toBe(1);

    // Details: the reporter's words beside the reported profile. On a phone the member's name, within the screen,
    // opens the same report as the Details button beyond its edge.
    const details = rowOf(page, 'Rakesh Lodhi').getByRole('link', { name: 'Details of the report about Rakesh Lodhi' });
    await expectNameLinkOnPhone(page, 'Rakesh Lodhi', details);
    // Opened from the keyboard: the new page's content has the focus, not the top of the page.
    await details.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/reports\/[0-9a-f-]+$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.getByText(WORDS).waitFor();
    await page.getByRole('heading', { name: 'Reported member: Rakesh Lodhi' }).waitFor();
    await page.getByRole('cell', { name: 'rakesh@example.com' }).waitFor();
    await page.getByRole('cell', { name: 'Sunita Lodha (sunita@example.com)' }).waitFor();
    // An open report can be taken or resolved straight away.
    await page.getByRole('button', { name: 'Take the report about Rakesh Lodhi' }).waitFor();
    await checkPage(page, 'report-details');
    await checkPhone(page, 'report-details');

    await page.getByRole('button', { name: 'Take the report about Rakesh Lodhi' }).click();
    const takeDialog = page.getByRole('dialog', { name: 'Take this report?' });
    await takeDialog.getByRole('button', { name: 'Take' }).click();
    expect(await snackbarText(page)).not.toBe('');
    await dismissSnackbars(page);
    await page.getByText('In review').first().waitFor();
    expect(await page.getByRole('button', { name: 'Take the report about Rakesh Lodhi' }).count()).toBe(0);

    // Suspend asks first (with an optional note); Cancel changes nothing.
    await page.getByRole('button', { name: 'Suspend Rakesh Lodhi' }).click();
    const suspend = page.getByRole('dialog', { name: 'Suspend Rakesh Lodhi?' });
    await suspend.getByLabel('Note (optional)').fill('Asked for money twice; confirmed by phone.');
    await axeClean(page, 'suspend confirmation');
    await page.screenshot({ path: path.join(artifactsDir(), 'report-suspend-confirm-1280.png') });
    await suspend.getByRole('button', { name: 'Cancel' }).click();
    await suspend.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Suspend Rakesh Lodhi' }).click();
    await suspend.getByLabel('Note (optional)').fill('Asked for money twice; confirmed by phone.');
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    expect(await snackbarText(page)).not.toBe('');
    await dismissSnackbars(page);
    await page.getByText('Action taken').first().waitFor();
    await page.getByRole('cell', { name: 'Member suspended' }).waitFor();
    await page.getByText('Suspended', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Dismiss the report about Rakesh Lodhi' }).count()).toBe(0);

    // The Users List shows the suspension and lifts it, after asking.
    await page.goto(`${stack.web}/admin?status=suspended`);
    await expect.poll(() => page.locator('.MuiDataGrid-row [data-field="fullName"]').allInnerTexts()).toEqual(['Rakesh Lodhi']);
    await rowOf(page, 'Rakesh Lodhi').getByText('Suspended').waitFor();
    expect(await rowOf(page, 'Rakesh Lodhi').getByRole('button', { name: 'Approve Rakesh Lodhi' }).count()).toBe(0);
    await checkPage(page, 'users-list-suspended');
    await checkPhone(page, 'users-list-suspended');
    await rowOf(page, 'Rakesh Lodhi').getByRole('button', { name: 'Lift suspension for Rakesh Lodhi' }).click();
    await page.getByRole('dialog', { name: 'Lift this suspension?' }).getByRole('button', { name: 'Lift suspension' }).click();
    expect(await snackbarText(page)).toContain('Rakesh Lodhi');
    await dismissSnackbars(page);
    await expect.poll(() => gridRows(page).count()).toBe(0);
    await context.close();
  });

  it('an administrator reads every step in the audit trail', async () => {
    const { page, context } = await openPage(stack.browser);
    await loginUi(page, stack.web, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');
    await openMenu(page);
    await page.getByRole('menuitem', { name: 'Audit trail' }).click();
    await page.waitForURL('**/audit');
    await page.getByRole('heading', { name: 'Audit trail', level: 1 }).waitFor();
    const actions = () => page.locator('.MuiDataGrid-row [data-field="action"]').allInnerTexts();
    // Newest first, in the order the steps happened (the suspension was recorded just after the resolution).
    await expect.poll(async () => (await actions())[0]).toBe('Suspension lifted');
    expect((await actions()).slice(1, 4)).toEqual(['Member suspended', 'Report resolved', 'Report taken']);
    // Notes name the decision and the report's category as the queue does, never as the API's codes.
    const noteOf = (action: string) => page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: action, exact: true }) }).locator('[data-field="note"]');
    expect(await noteOf('Member suspended').innerText()).toBe('Asked for money twice; confirmed by phone.');
    expect(await noteOf('Report resolved').innerText()).toBe('Member suspended: Asked for money twice; confirmed by phone.');
    // Who acted: name and e-mail as On whom shows them, and what they are; an administrator is not an executive.
    await expect.poll(() => whoDid(page, 'Suspension lifted')).toBe('Meena Yadav (meena@example.com) Executive');
    await expect.poll(() => whoDid(page, 'Member approved')).toBe('Root Admin (root.admin@example.com) Administrator');
    expect(await whoDid(page, 'Report made')).toBe('sunita@example.com Member');
    await checkPage(page, 'audit-trail');
    await checkPhone(page, 'audit-trail');
    await choose(page, 'Action', 'Report made');
    await expect.poll(actions).toEqual(['Report made', 'Report made']);
    expect((await page.locator('.MuiDataGrid-row [data-field="note"]').allInnerTexts()).sort()).toEqual(['Asks for money · The profile', 'Fake profile · The profile']);
    expect(new URL(page.url()).searchParams.get('action')).toBe('report.create');
    await context.close();
  });

  it('speaks Hindi on the new screens', async () => {
    const { page, context } = await openPage(stack.browser);
    await loginUi(page, stack.web, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('button', { name: 'English' }).waitFor();
    await page.goto(`${stack.web}/reports`);
    await page.getByRole('heading', { name: 'शिकायतें', level: 1 }).waitFor();
    await expect.poll(() => page.locator('.MuiDataGrid-row [data-field="category"]').allInnerTexts()).toEqual(['पैसे माँगना', 'नकली प्रोफ़ाइल']);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await checkPage(page, 'reports-queue-hi');
    await checkPhone(page, 'reports-queue-hi');
    await rowOf(page, 'Rakesh Lodhi').getByRole('link', { name: 'Rakesh Lodhi के बारे में शिकायत का विवरण' }).click();
    await page.getByRole('heading', { name: 'जिनकी शिकायत हुई: Rakesh Lodhi' }).waitFor();
    await page.getByText(WORDS).waitFor();
    await checkPage(page, 'report-details-hi');
    await checkPhone(page, 'report-details-hi');
    await page.goto(`${stack.web}/audit`);
    await page.getByRole('heading', { name: 'ऑडिट ट्रेल', level: 1 }).waitFor();
    await page.getByRole('gridcell', { name: 'सदस्य निलंबित' }).first().waitFor();
    expect(await page.locator('.MuiDataGrid-row [data-field="note"]').allInnerTexts()).not.toContainEqual(expect.stringMatching(/SUSPEND|ASKS_FOR_MONEY|FAKE_PROFILE|PROFILE/));
    await expect.poll(() => whoDid(page, 'सदस्य स्वीकृत')).toBe('Root Admin (root.admin@example.com) एडमिन');
    expect(await whoDid(page, 'सदस्य निलंबित')).toBe('Meena Yadav (meena@example.com) कार्यकारी');
    await checkPage(page, 'audit-trail-hi');
    await checkPhone(page, 'audit-trail-hi');
    // Back to English, saved to the account before the page closes: the tests after this one read English.
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'हिन्दी' }).waitFor();
    await page.waitForLoadState('networkidle');
    await context.close();
  });

  it('a report resolved by someone else meanwhile: the refusal is said, and the details page shows it resolved', async () => {
    const { page, context } = await openPage(stack.browser);
    await loginUi(page, stack.web, EXEC.email, EXEC.password);
    await page.waitForURL('**/admin');
    await page.goto(`${stack.web}/reports`);
    await rowOf(page, 'Sunita Lodha').getByRole('link', { name: 'Details of the report about Sunita Lodha' }).click();
    await page.waitForURL(/\/reports\/[0-9a-f-]+$/);
    const reportId = page.url().split('/').pop()!;
    const warn = page.getByRole('button', { name: 'Warn Sunita Lodha' });
    await warn.waitFor();
    // A decision whose request fails on the line keeps its dialog and the note typed, to try again.
    await page.route('**/graphql', (route) => (route.request().postData()?.includes('ResolveReport') ? route.abort('connectionreset') : route.continue()));
    await warn.click();
    const dialog = page.getByRole('dialog', { name: 'Warn Sunita Lodha?' });
    await dialog.getByLabel('Note (optional)').fill('Spoke to her father; a first warning.');
    await dialog.getByRole('button', { name: 'Warn' }).click();
    // Said within the dialog (the page behind a dialog is hidden from screen readers), the note kept.
    await dialog.getByRole('alert').getByText('Something went wrong. Please try again.').waitFor();
    await dialog.getByRole('button', { name: 'Warn' }).waitFor();
    expect(await dialog.getByLabel('Note (optional)').inputValue()).toBe('Spoke to her father; a first warning.');
    await page.unroute('**/graphql');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The snackbar says it too, once the dialog has gone and the page is there for screen readers again.
    await expect.poll(() => page.locator('#root').getAttribute('aria-hidden')).toBeNull();
    await dismissSnackbars(page);
    const cookie = await loginExecutive(stack.api, ADMIN.email, ADMIN.password);
    const done = await gql(stack.api, `mutation($id: ID!) { resolveReport(reportId: $id, action: DISMISS) { __typename } }`, { id: reportId }, cookie);
    expect(done.data?.resolveReport.__typename).toBe('ReportActionSuccess');
    await warn.click();
    await page.getByRole('dialog', { name: 'Warn Sunita Lodha?' }).getByRole('button', { name: 'Warn' }).click();
    expect(await snackbarText(page)).toBe('This report has already been resolved.');
    await page.getByText('Dismissed').first().waitFor();
    await expect.poll(() => warn.count()).toBe(0);
    await dismissSnackbars(page);
    await context.close();
  });

  it('a long note keeps its audit row short: four lines, and the whole note a keyboard press away', async () => {
    await report('rakesh@example.com', 'pooja@example.com', 'OTHER');
    const cookie = await loginExecutive(stack.api, ADMIN.email, ADMIN.password);
    const open = await gql<{ reports: { items: { id: string }[] } }>(stack.api, `{ reports(filter: { status: OPEN }) { items { id } } }`, {}, cookie);
    const note = 'Spoke to both families at length. '.repeat(58).trim(); // about 2,000 characters, the most allowed
    const warned = await gql(stack.api, `mutation($id: ID!, $note: String) { resolveReport(reportId: $id, action: WARN, note: $note) { __typename } }`, { id: open.data!.reports.items[0]!.id, note }, cookie);
    expect(warned.data?.resolveReport.__typename).toBe('ReportActionSuccess');
    const { page, context } = await openPage(stack.browser);
    await loginUi(page, stack.web, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');
    await page.goto(`${stack.web}/audit?action=member.warn`);
    const cell = page.locator('.MuiDataGrid-row [data-field="note"]').first();
    const readAll = cell.getByRole('button', { name: 'Read the whole note' });
    await readAll.waitFor();
    expect((await page.locator('.MuiDataGrid-row').first().boundingBox())!.height).toBeLessThan(200);
    // Not only a mouse's hover title: the button opens the whole note, and Escape gives the focus back to it.
    await readAll.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Member warned, .+: note$/ });
    expect((await dialog.innerText()).replace(/\s+/g, ' ')).toContain(note);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Read the whole note');
    // A short note ("Other · The profile") has no such button.
    await page.goto(`${stack.web}/audit?action=report.create`);
    await page.locator('.MuiDataGrid-row [data-field="note"]').first().waitFor();
    expect(await page.getByRole('button', { name: 'Read the whole note' }).count()).toBe(0);
    // On a phone the entry is one stacked cell, with the same way to the whole note.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${stack.web}/audit?action=member.warn`);
    await page.locator('.MuiDataGrid-row [data-field="entry"]').first().getByRole('button', { name: 'Read the whole note' }).click();
    await page.getByRole('dialog', { name: /^Member warned, .+: note$/ }).getByRole('button', { name: 'Close' }).click();
    await context.close();
  });

  it('an executive reads a reporter from another district by name alone (no empty brackets for the e-mail they may not see)', async () => {
    const adminCookie = await loginExecutive(stack.api, ADMIN.email, ADMIN.password);
    const elsewhere = executiveInput(3, { email: 'bhopal.exec@example.com', district: 'Bhopal' });
    const elsewhereId = await registerExecutive(stack.api, elsewhere);
    await approveExecutive(stack.api, adminCookie, elsewhereId);
    ids['aarav@example.com'] = await registerMember(stack.api, elsewhereId, { fullName: 'Aarav Lodhi', email: 'aarav@example.com', state: 'Madhya Pradesh', district: 'Bhopal' });
    const approved = await gql(stack.api, `mutation($id: ID!) { approveMember(id: $id) { __typename } }`, { id: ids['aarav@example.com'] }, adminCookie);
    expect(approved.data?.approveMember.__typename).toBe('MemberModerationSuccess');
    await report('aarav@example.com', 'sunita@example.com', 'FAKE_PROFILE');

    // Indore's executive serves Sunita but not the reporter from Bhopal: the API gives the name, not the e-mail.
    const execCookie = await loginExecutive(stack.api, EXEC.email, EXEC.password);
    const open = await gql<{ reports: { items: { id: string; reporter: { fullName: string; email: string | null } | null }[] } }>(
      stack.api,
      `{ reports(filter: { status: OPEN }) { items { id reporter { fullName email } } } }`,
      {},
      execCookie,
    );
    const made = open.data!.reports.items.find((r) => r.reporter?.fullName === 'Aarav Lodhi');
    expect(made?.reporter).toEqual({ fullName: 'Aarav Lodhi', email: null });

    const { page, context } = await openPage(stack.browser);
    await loginUi(page, stack.web, EXEC.email, EXEC.password);
    await page.waitForURL('**/admin');
    await page.goto(`${stack.web}/reports/${made!.id}`);
    await page.getByRole('heading', { name: 'Reported member: Sunita Lodha' }).waitFor();
    const reporterRow = page.getByRole('row', { name: /^Reported by\b/ });
    await expect.poll(async () => (await reporterRow.getByRole('cell').allInnerTexts()).join(' | ')).toBe('Aarav Lodhi');

    // His profile: the contact details are said to be hidden from this executive, not shown as if left empty.
    await page.goto(`${stack.web}/profile/${ids['aarav@example.com']}`);
    const contact = page.getByRole('region', { name: 'Contact and location' });
    await contact.getByTestId('contact-hidden').waitFor();
    expect(await contact.getByTestId('contact-hidden').innerText()).toBe("Contact details are shown only to the executives of this member's community and district, and to administrators.");
    expect(await page.getByRole('row', { name: /^Mobile\b/ }).getByRole('cell').innerText()).toBe('Hidden');
    // Sunita, whom he serves: her details, and no such note.
    await page.goto(`${stack.web}/profile/${ids['sunita@example.com']}`);
    await page.getByRole('row', { name: /^Mobile\b/ }).getByRole('cell').getByText(/^\d{10}$/).waitFor();
    expect(await page.getByTestId('contact-hidden').count()).toBe(0);
    await context.close();
  });
});
