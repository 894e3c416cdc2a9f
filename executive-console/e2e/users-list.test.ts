import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@matrimony/schema';
import { checkPage } from './support/page-check';
import {
  approveExecutive,
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
import { choose, dismissSnackbars, expectNameLinkOnPhone, loginUi, rowOf, snackbarText } from './support/ui';

const ADMIN = { email: 'root.admin@example.com', password: 'admin-pass-2', name: 'Root Admin' };
const PLACES = {
  Indore: ['Aarti', 'Bhavna', 'Chetna', 'Deepa', 'Esha', 'Farida', 'Gauri', 'Hema'],
  Bhopal: ['Isha', 'Jaya', 'Kiran', 'Lata'],
  Pune: ['Mona', 'Nisha', 'Omana'],
} as const;
const STATE_OF = { Indore: 'Madhya Pradesh', Bhopal: 'Madhya Pradesh', Pune: 'Maharashtra' } as const;
const TOTAL = 15;

interface Seeded {
  id: string;
  fullName: string;
  email: string;
  district: keyof typeof PLACES;
}

const rows = (page: Page) => page.locator('.MuiDataGrid-row');
const names = (page: Page) => page.locator('.MuiDataGrid-row [data-field="fullName"]').allInnerTexts();
const statuses = (page: Page) => page.locator('.MuiDataGrid-row [data-field="status"]').allInnerTexts();
const footer = (page: Page) => page.locator('.MuiTablePagination-displayedRows').innerText();

async function memberSearch(stack: Stack, email: string) {
  const login = await gql<{ login: { __typename: string } }>(
    stack.api,
    `mutation($input: LoginInput!) { login(input: $input) { __typename } }`,
    { input: { email, password: 'member12' } },
  );
  expect(login.data?.login.__typename).toBe('LoginSuccess');
  const r = await gql<{ searchMembers: { __typename: string; code?: string; items?: { id: string }[] } }>(
    stack.api,
    `{ searchMembers(page: 1, limit: 10) { __typename
        ... on MemberSearchPage { items { id } }
        ... on NotApprovedError { code message } } }`,
    {},
    login.cookie,
  );
  return r.data?.searchMembers;
}

describe('Users List: server paging, sorting, filters in the address, moderation', () => {
  let stack: Stack;
  let page: Page;
  let errors: string[];
  const members: Seeded[] = [];
  const byName = (first: string) => members.find((m) => m.fullName.startsWith(first))!;

  beforeAll(async () => {
    stack = await startStack();
    createAdmin(stack.api, ADMIN.email, ADMIN.password, ADMIN.name);
    const adminCookie = await loginExecutive(stack.api, ADMIN.email, ADMIN.password);
    let n = 10;
    for (const district of Object.keys(PLACES) as (keyof typeof PLACES)[]) {
      const execId = await registerExecutive(
        stack.api,
        executiveInput(n++, { state: STATE_OF[district], district, email: `serving.${district.toLowerCase()}@example.com` }),
      );
      await approveExecutive(stack.api, adminCookie, execId);
      for (const first of PLACES[district]) {
        const m = { fullName: `${first} Sharma`, email: `${first.toLowerCase()}@example.com`, district };
        const id = await registerMember(stack.api, execId, { ...m, state: STATE_OF[district] });
        members.push({ id, ...m });
      }
    }
    for (const first of ['Aarti', 'Bhavna', 'Isha']) {
      const r = await gql(stack.api, `mutation($id: ID!) { approveMember(id: $id) { __typename } }`, { id: byName(first).id }, adminCookie);
      expect(r.data?.approveMember.__typename, JSON.stringify(r)).toBe('MemberModerationSuccess');
    }
    const r = await gql(stack.api, `mutation($id: ID!) { rejectMember(id: $id) { __typename } }`, { id: byName('Chetna').id }, adminCookie);
    expect(r.data?.rejectMember.__typename).toBe('MemberModerationSuccess');

    ({ page, errors } = await openPage(stack.browser));
    await loginUi(page, stack.web, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('shows the Users List columns and pages through more than one page on the server', async () => {
    await page.getByRole('heading', { name: 'Users List' }).waitFor();
    for (const header of ['Name', 'Email', 'State', 'District', 'Status', 'Actions']) {
      await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    await expect.poll(() => footer(page)).toBe(`1–${TOTAL} of ${TOTAL}`);
    await checkPage(page, 'users-list');

    await choose(page, 'Rows per page:', '10');
    await expect.poll(() => footer(page)).toBe(`1–10 of ${TOTAL}`);
    await expect.poll(() => rows(page).count()).toBe(10);
    const first = await names(page);

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(() => footer(page)).toBe(`11–${TOTAL} of ${TOTAL}`);
    await expect.poll(() => rows(page).count()).toBe(TOTAL - 10);
    const second = await names(page);
    expect(second.filter((n) => first.includes(n))).toEqual([]);
    const url = new URL(page.url());
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('pageSize')).toBe('10');

    // The page survives a reload (it lives in the address).
    await page.reload();
    await expect.poll(() => footer(page)).toBe(`11–${TOTAL} of ${TOTAL}`);
    await expect.poll(() => names(page)).toEqual(second);
    await page.getByRole('button', { name: 'Go to previous page' }).click();
    await expect.poll(() => footer(page)).toBe(`1–10 of ${TOTAL}`);
  });

  it('sorts by name on the server', async () => {
    await page.goto(`${stack.web}/admin?pageSize=10`);
    const header = page.locator('[role="columnheader"][data-field="fullName"]');
    await header.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('fullName');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(async () => (await names(page))[0]).toBe('Aarti Sharma');
    await header.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('-fullName');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => (await names(page))[0]).toBe('Omana Sharma');
  });

  it('filters by status, state and district, kept in the address across a reload', async () => {
    await page.goto(`${stack.web}/admin`);
    const district = page.getByRole('combobox', { name: 'District' });
    expect(await district.getAttribute('aria-disabled')).toBe('true');

    await choose(page, 'Status', 'Not Approved');
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('not-approved');
    await expect.poll(() => footer(page)).toBe('1–11 of 11');
    await expect.poll(async () => [...new Set(await statuses(page))]).toEqual(['Not Approved']);

    await choose(page, 'Status', 'Approved');
    await expect.poll(() => footer(page)).toBe('1–3 of 3');
    await expect.poll(async () => [...new Set(await statuses(page))]).toEqual(['Approved']);

    await choose(page, 'Status', 'Rejected');
    await expect.poll(() => footer(page)).toBe('1–1 of 1');
    await expect.poll(() => names(page)).toEqual(['Chetna Sharma']);

    await choose(page, 'Status', 'All statuses');
    await choose(page, 'State', 'Madhya Pradesh');
    await expect.poll(() => district.getAttribute('aria-disabled')).toBeNull();
    await district.click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual([
      'All districts', 'Indore', 'Bhopal', 'Jabalpur', 'Dewas', 'Ujjain', 'Harda',
    ]);
    await page.getByRole('option', { name: 'Bhopal', exact: true }).click();
    await expect.poll(() => footer(page)).toBe('1–4 of 4');
    await expect.poll(async () => (await names(page)).sort()).toEqual(['Isha Sharma', 'Jaya Sharma', 'Kiran Sharma', 'Lata Sharma']);
    const params = new URL(page.url()).searchParams;
    expect(params.get('state')).toBe('Madhya Pradesh');
    expect(params.get('district')).toBe('Bhopal');

    await choose(page, 'Status', 'Not Approved');
    await expect.poll(() => footer(page)).toBe('1–3 of 3');
    await checkPage(page, 'users-list-filtered');

    // A shared or reloaded address shows the same view.
    await page.reload();
    await expect.poll(() => footer(page)).toBe('1–3 of 3');
    await expect.poll(() => page.getByRole('combobox', { name: 'Status' }).innerText()).toContain('Not Approved');
    await expect.poll(() => page.getByRole('combobox', { name: 'State' }).innerText()).toContain('Madhya Pradesh');
    await expect.poll(() => district.innerText()).toContain('Bhopal');

    // A new state resets the district.
    await choose(page, 'State', 'Maharashtra');
    await expect.poll(() => new URL(page.url()).searchParams.get('district')).toBeNull();
    await expect.poll(() => district.innerText()).toContain('All districts');
    await expect.poll(() => footer(page)).toBe('1–3 of 3');
    await expect.poll(async () => (await names(page)).sort()).toEqual(['Mona Sharma', 'Nisha Sharma', 'Omana Sharma']);

    await choose(page, 'State', 'Delhi');
    await page.getByText('No users found.').waitFor();
    await checkPage(page, 'users-list-empty');

    // Name or email search (server side) with the other filters cleared.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => footer(page)).toBe(`1–${TOTAL} of ${TOTAL}`);
    const search = page.getByLabel('Name or email');
    await search.pressSequentially('kiran ');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('kiran');
    await expect.poll(() => names(page)).toEqual(['Kiran Sharma']);
    // A pause after a space does not eat the space: typing goes on where it was.
    await search.pressSequentially('sharma');
    expect(await search.inputValue()).toBe('kiran sharma');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('kiran sharma');
    await expect.poll(() => names(page)).toEqual(['Kiran Sharma']);
  });

  it('approves a member, who can then search in the portal', async () => {
    const deepa = byName('Deepa');
    expect(await memberSearch(stack, deepa.email)).toMatchObject({ __typename: 'NotApprovedError', code: 'AWAITING_APPROVAL' });

    await page.goto(`${stack.web}/admin?status=not-approved&state=Madhya+Pradesh&district=Indore`);
    const row = rowOf(page, deepa.email);
    await row.getByRole('button', { name: `Approve ${deepa.fullName}` }).click();
    await page.getByRole('dialog', { name: 'Approve this member?' }).getByRole('button', { name: 'Approve' }).click();
    expect(await snackbarText(page)).toBe(`${deepa.fullName} was approved.`);
    await checkPage(page, 'users-list-approved-snackbar', { tablet: false });
    // Refetched: an approved member leaves the Not Approved view.
    await expect.poll(() => rowOf(page, deepa.email).count()).toBe(0);
    await dismissSnackbars(page);

    const search = await memberSearch(stack, deepa.email);
    expect(search?.__typename).toBe('MemberSearchPage');
    expect(search?.items?.length).toBeGreaterThan(0);
    expect(search?.items?.some((m) => m.id === deepa.id)).toBe(false); // never themselves

    await page.goto(`${stack.web}/admin?state=Madhya+Pradesh&district=Indore`);
    const approved = rowOf(page, deepa.email);
    await approved.getByText('Approved', { exact: true }).waitFor();
    expect(await approved.getByRole('button', { name: /Approve|Reject|Delete/ }).count()).toBe(0);
    await approved.getByRole('link', { name: `Details of ${deepa.fullName}` }).waitFor();
  });

  it('rejects a member after confirmation, then deletes them after confirmation', async () => {
    const esha = byName('Esha');
    await page.goto(`${stack.web}/admin?state=Madhya+Pradesh&district=Indore`);
    const row = rowOf(page, esha.email);
    await row.getByRole('button', { name: `Reject ${esha.fullName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this member?' });
    await dialog.waitFor();
    await checkPage(page, 'confirm-reject-member', { tablet: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Not Approved', { exact: true }).waitFor();

    await row.getByRole('button', { name: `Reject ${esha.fullName}` }).click();
    await dialog.getByRole('button', { name: 'Reject' }).click();
    expect(await snackbarText(page)).toBe(`${esha.fullName} was rejected.`);
    await row.getByText('Rejected', { exact: true }).waitFor();
    // A Rejected member can be deleted, or approved after all; rejecting again would change nothing.
    expect(await row.getByRole('button', { name: `Reject ${esha.fullName}` }).count()).toBe(0);
    await row.getByRole('button', { name: `Approve ${esha.fullName}` }).waitFor();
    await dismissSnackbars(page);

    const before = await footer(page);
    await row.getByRole('button', { name: `Delete ${esha.fullName}` }).click();
    const del = page.getByRole('dialog', { name: 'Delete this member?' });
    await del.waitFor();
    await del.getByRole('button', { name: 'Delete' }).click();
    expect(await snackbarText(page)).toBe(`${esha.fullName} was deleted.`);
    await expect.poll(() => rowOf(page, esha.email).count()).toBe(0);
    // The total comes with the list's reload, which follows the action's own answer (useConfirmedAction).
    await expect.poll(() => footer(page), { timeout: 10_000 }).not.toBe(before);
    await dismissSnackbars(page);

    const cookie = await loginExecutive(stack.api, ADMIN.email, ADMIN.password);
    const gone = await gql(stack.api, `query($id: ID!) { member(id: $id) { __typename } }`, { id: esha.id }, cookie);
    expect(gone.data?.member.__typename).toBe('NotFoundError');
  });

  it('Details shows the full profile as an executive sees it, and Back returns to the same view', async () => {
    const farida = byName('Farida');
    const listUrl = `${stack.web}/admin?state=Madhya+Pradesh&district=Indore`;
    await page.goto(listUrl);
    const details = rowOf(page, farida.email).getByRole('link', { name: `Details of ${farida.fullName}` });
    await expectNameLinkOnPhone(page, farida.fullName, details);
    await details.click();
    await page.waitForURL(`**/profile/${farida.id}`);
    await page.getByRole('heading', { name: farida.fullName }).waitFor();
    const text = await page.locator('main').innerText();
    for (const value of [farida.email, '9876543210', '9876500000', 'Sita Devi', 'Ram Prasad', 'Kashyap', 'Bharadwaj', 'B.Sc.', '12 MG Road', 'Vijay Nagar', 'Not Approved', '14 May 1996']) {
      expect(text, value).toContain(value);
    }
    const photo = page.getByRole('img', { name: `Photo of ${farida.fullName}` });
    expect(await photo.getAttribute('src')).toMatch(/^\/uploads\//);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await checkPage(page, 'member-profile');

    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((u) => u.pathname === '/admin' && u.searchParams.get('district') === 'Indore');

    await page.goto(`${stack.web}/profile/00000000-0000-4000-8000-000000000000`);
    await page.getByText(MESSAGES.userNotFound).waitFor();
    await checkPage(page, 'member-profile-not-found', { tablet: false });
  });

  it('works from the keyboard: arrow keys reach the row actions, Enter runs one', async () => {
    const gauri = byName('Farida'); // first Not Approved member of Indore by name
    await page.goto(`${stack.web}/admin?state=Madhya+Pradesh&district=Indore&status=not-approved&sort=fullName`);
    await expect.poll(async () => (await names(page))[0]).toBe(gauri.fullName);
    // Tab from the last filter control into the grid, then arrows.
    await page.getByLabel('Name or email').focus();
    await page.keyboard.press('Tab'); // Clear filters
    await page.keyboard.press('Tab'); // into the grid (a header cell)
    await page.keyboard.press('ArrowDown'); // first row
    // Only the focused cell's link or button is a Tab stop (the grid's roving tab index): Tab leaves a page of 25
    // rows in one step, not after every member's name.
    const tabStops = () =>
      page.evaluate(() => [...document.querySelectorAll('.MuiDataGrid-main a, .MuiDataGrid-main button')].filter((e) => (e as HTMLElement).tabIndex >= 0).length);
    expect(await tabStops()).toBeLessThanOrEqual(1);
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Details');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Approve');
    await page.keyboard.press('Enter');
    // The confirmation opens with Cancel focused; Tab reaches Approve, Enter confirms.
    const dialog = page.getByRole('dialog', { name: 'Approve this member?' });
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await snackbarText(page)).toBe(`${gauri.fullName} was approved.`);
    await dismissSnackbars(page);
    // Rows per page, below the grid, shows a focus ring like every other control (not only a faint grey).
    const rowsPerPage = page.getByRole('combobox', { name: 'Rows per page:' });
    await rowsPerPage.focus();
    expect(await rowsPerPage.evaluate((el) => getComputedStyle(el.closest('.MuiInputBase-root')!).outlineStyle)).toBe('solid');
  });

  it('says so when the list cannot be loaded (not only in the console), and Retry recovers', async () => {
    let fail = true;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (fail && body.includes('"MembersList"')) await route.fulfill({ status: 502, body: 'Bad gateway' });
      else await route.continue();
    });
    await page.goto(`${stack.web}/admin?state=Maharashtra`);
    const alert = page.getByRole('alert').filter({ hasText: 'The users list could not be loaded. Please try again.' });
    await alert.waitFor();
    await page.getByText('The list could not be loaded.').waitFor();
    await checkPage(page, 'users-list-load-error', { tablet: false });
    fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => footer(page)).toBe('1–3 of 3');
    await alert.waitFor({ state: 'detached' });
    await page.unroute('**/graphql');
  });

  it('reports a refused action in the snackbar and then shows the current state', async () => {
    const hema = byName('Hema');
    await page.goto(`${stack.web}/admin?state=Madhya+Pradesh&district=Indore`);
    const row = rowOf(page, hema.email);
    await row.getByText('Not Approved', { exact: true }).waitFor();
    // Another executive approves her meanwhile.
    const cookie = await loginExecutive(stack.api, ADMIN.email, ADMIN.password);
    const r = await gql(stack.api, `mutation($id: ID!) { approveMember(id: $id) { __typename } }`, { id: hema.id }, cookie);
    expect(r.data?.approveMember.__typename).toBe('MemberModerationSuccess');

    await row.getByRole('button', { name: `Reject ${hema.fullName}` }).click();
    await page.getByRole('dialog', { name: 'Reject this member?' }).getByRole('button', { name: 'Reject' }).click();
    const bar = page.getByTestId('snackbar').last();
    await bar.waitFor();
    expect(await bar.getAttribute('class')).toContain('Error');
    expect((await bar.innerText()).trim()).toBe('This member is already approved.');
    await checkPage(page, 'users-list-error-snackbar', { tablet: false });
    await row.getByText('Approved', { exact: true }).waitFor();
    // The error waits to be dismissed, but the next action's result is not queued behind it: it shows at once.
    const gauri = byName('Gauri');
    await rowOf(page, gauri.email).getByRole('button', { name: `Reject ${gauri.fullName}` }).click();
    await page.getByRole('dialog', { name: 'Reject this member?' }).getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => snackbarText(page)).toBe(`${gauri.fullName} was rejected.`);
    await dismissSnackbars(page);
    expect(errors).toEqual([]);
  });

  it('a refused action on the details page shows the member as they now are', async () => {
    const jaya = byName('Jaya');
    await page.goto(`${stack.web}/profile/${jaya.id}`);
    await page.getByRole('heading', { name: jaya.fullName }).waitFor();
    const chip = page.locator('main .MuiChip-label').first();
    await expect.poll(() => chip.innerText()).toBe('Not Approved');
    // Another executive approves her meanwhile; Reject here is refused, and the page then says Approved.
    const cookie = await loginExecutive(stack.api, ADMIN.email, ADMIN.password);
    await gql(stack.api, `mutation($id: ID!) { approveMember(id: $id) { __typename } }`, { id: jaya.id }, cookie);
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    await page.getByRole('dialog', { name: 'Reject this member?' }).getByRole('button', { name: 'Reject' }).click();
    expect(await snackbarText(page)).toBe('This member is already approved.');
    await expect.poll(() => chip.innerText()).toBe('Approved');
    expect(await page.getByRole('button', { name: 'Reject', exact: true }).count()).toBe(0);
    await dismissSnackbars(page);
    expect(errors).toEqual([]);
  });
});
