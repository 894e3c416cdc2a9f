import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { MESSAGES } from '@matrimony/schema';
import { checkPage } from './support/page-check';
import {
  createAdmin,
  executiveInput,
  gql,
  loginExecutive,
  openPage,
  registerExecutive,
  startStack,
  type Stack,
} from './support/stack';
import { choose, dismissSnackbars, expectNameLinkOnPhone, loginUi, logoutUi, openMenu, rowOf, snackbarText, storage } from './support/ui';

const ADMIN = { email: 'asha.admin@example.com', password: 'admin-pass-1', name: 'Asha Admin' };

describe('executives: registration, approval, login, guards and the Executives List', () => {
  let stack: Stack;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const newcomer = executiveInput(1, { fullName: 'Meena Yadav', email: 'meena.yadav@example.com', community: 'Yadav' });

  beforeAll(async () => {
    stack = await startStack();
    createAdmin(stack.api, ADMIN.email, ADMIN.password, ADMIN.name);
    ({ context, page, errors } = await openPage(stack.browser));
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('guards every executive route when no admin is stored', async () => {
    for (const path of ['/admin', '/admin-list', '/admin-details/123', '/profile/123', '/']) {
      await page.goto(`${stack.web}${path}`);
      await page.waitForURL('**/admin-login');
      expect(new URL(page.url()).pathname, path).toBe('/admin-login');
    }
    await page.getByRole('heading', { name: 'Executive Login' }).waitFor();
    expect(await page.getByRole('link', { name: 'Register here' }).getAttribute('href')).toBe('/admin-register');
    await checkPage(page, 'admin-login');

    await page.goto(`${stack.web}/no-such-page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await checkPage(page, 'not-found', { tablet: false });
  });

  it('guards the routes when the stored admin is neither role admin nor approved', async () => {
    const { context: ctx, page: p } = await openPage(stack.browser);
    await ctx.addInitScript(() => {
      localStorage.setItem('admin', JSON.stringify({ _id: 'x1', id: 'x1', fullName: 'Waiting', isApproved: false }));
      localStorage.setItem('role', 'executive');
    });
    for (const path of ['/admin', '/admin-list', '/admin-details/x1']) {
      await p.goto(`${stack.web}${path}`);
      await p.waitForURL('**/admin-login');
    }
    await ctx.close();
  });

  it('checks the registration form with its rules and messages', async () => {
    await page.goto(`${stack.web}/admin-register`);
    await page.getByRole('heading', { name: 'Executive Registration' }).waitFor();
    const district = page.getByRole('combobox', { name: 'District' });
    expect(await district.getAttribute('aria-disabled')).toBe('true');
    await checkPage(page, 'admin-register');

    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect.poll(() => page.getByText(MESSAGES.required, { exact: true }).count()).toBe(10);
    await checkPage(page, 'admin-register-errors');

    // Errors clear per field on change.
    await page.getByLabel('Full Name').fill('Meena');
    await expect.poll(() => page.getByText(MESSAGES.required, { exact: true }).count()).toBe(9);

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Mobile').fill('12345');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText(MESSAGES.executiveEmail, { exact: true }).waitFor();
    await page.getByText(MESSAGES.executiveMobile, { exact: true }).waitFor();

    // District is disabled until a state is chosen, and resets when the state changes.
    await choose(page, 'State', 'Maharashtra');
    await expect.poll(() => district.getAttribute('aria-disabled')).toBeNull();
    await choose(page, 'District', 'Pune');
    await expect.poll(() => district.innerText()).toContain('Pune');
    await choose(page, 'State', 'Delhi');
    await expect.poll(async () => (await district.innerText()).replace(/\u200b/g, '').trim()).toBe('');
    await district.click();
    const delhi = await page.getByRole('option').allInnerTexts();
    expect(delhi).toEqual(['Central Delhi', 'East Delhi', 'South Delhi', 'West Delhi']);
    await page.keyboard.press('Escape');
  });

  it('an executive registers, and logging in says the account is not approved yet', async () => {
    await page.goto(`${stack.web}/admin-register`);
    await page.getByLabel('Full Name').fill(newcomer.fullName);
    await page.getByLabel('Email').fill(newcomer.email);
    await page.getByLabel('Password').fill(newcomer.password);
    await page.getByLabel('Mobile').fill(newcomer.mobile);
    await choose(page, 'Gender', newcomer.gender);
    await choose(page, 'Working for Community', newcomer.community);
    await choose(page, 'State', newcomer.state);
    await choose(page, 'District', newcomer.district);
    await page.getByLabel('City / Tehsil').fill(newcomer.block);
    await page.getByLabel('Address').fill(newcomer.address);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForURL('**/admin-login');

    // The same address again is refused by the API with its message.
    await page.goto(`${stack.web}/admin-register`);
    await page.getByLabel('Full Name').fill('Another Person');
    await page.getByLabel('Email').fill(newcomer.email);
    await page.getByLabel('Password').fill('another1');
    await page.getByLabel('Mobile').fill('9123456789');
    await choose(page, 'Gender', 'Male');
    await choose(page, 'Working for Community', 'Lodha');
    await choose(page, 'State', 'Delhi');
    await choose(page, 'District', 'East Delhi');
    await page.getByLabel('City / Tehsil').fill('Preet Vihar');
    await page.getByLabel('Address').fill('Block C');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByTestId('register-error').waitFor();
    expect(await page.getByTestId('register-error').innerText()).toContain(MESSAGES.emailTaken);

    await loginUi(page, stack.web, newcomer.email, newcomer.password);
    await page.getByTestId('login-error').waitFor();
    expect(await page.getByTestId('login-error').innerText()).toBe(MESSAGES.executiveNotApproved);
    expect(new URL(page.url()).pathname).toBe('/admin-login');
    await checkPage(page, 'admin-login-not-approved', { tablet: false });

    await loginUi(page, stack.web, ADMIN.email, 'wrong-password');
    await page.getByTestId('login-error').waitFor();
    expect(await page.getByTestId('login-error').innerText()).toBe(MESSAGES.invalidLogin);
  });

  it('the administrator approves them in the Executives List', async () => {
    await loginUi(page, stack.web, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');
    const cached = await storage(page);
    expect(cached.role).toBe('admin');
    expect(JSON.parse(cached.admin ?? '{}')).toMatchObject({ fullName: ADMIN.name, role: 'admin' });

    await openMenu(page);
    await checkPage(page, 'navbar-menu-admin', { tablet: false });
    await page.getByRole('menuitem', { name: 'Executives' }).click();
    await page.waitForURL('**/admin-list');
    await page.getByRole('heading', { name: 'Executives List' }).waitFor();

    for (const header of ['Full Name', 'Email', 'Mobile', 'Status', 'Actions', 'Details']) {
      await page.getByRole('columnheader', { name: header }).waitFor();
    }
    const row = rowOf(page, newcomer.email);
    await row.getByText('Pending', { exact: true }).waitFor();
    // The administrator's own row offers no action.
    const own = rowOf(page, ADMIN.email);
    await own.getByText('Your account').waitFor();
    expect(await own.getByRole('button', { name: /Approve|Reject|Delete/ }).count()).toBe(0);
    await checkPage(page, 'admin-list');

    // Approving asks first, as every action does; Cancel leaves the executive Pending.
    await row.getByRole('button', { name: `Approve ${newcomer.fullName}` }).click();
    const approve = page.getByRole('dialog', { name: 'Approve this executive?' });
    await approve.getByText(`${newcomer.fullName} will be marked Approved: they can then log in to the console`).waitFor();
    // Approving refuses nothing: its button is not the red one of Reject and Delete.
    expect(await approve.getByRole('button', { name: 'Approve' }).getAttribute('class')).toContain('MuiButton-colorPrimary');
    await checkPage(page, 'confirm-approve-executive', { tablet: false });
    await approve.getByRole('button', { name: 'Cancel' }).click();
    await approve.waitFor({ state: 'detached' });
    await row.getByText('Pending', { exact: true }).waitFor();
    expect(await page.getByTestId('snackbar').count()).toBe(0);

    await row.getByRole('button', { name: `Approve ${newcomer.fullName}` }).click();
    await approve.getByRole('button', { name: 'Approve' }).click();
    expect(await snackbarText(page)).toContain(`${newcomer.fullName} was approved.`);
    await approve.waitFor({ state: 'detached' });
    await row.getByText('Already Approved').waitFor();
    expect(await row.getByRole('button', { name: /Approve|Reject/ }).count()).toBe(0);
    await dismissSnackbars(page);
  });

  it('logout clears admin and role and returns to the login page', async () => {
    await logoutUi(page);
    await page.getByText('You have been logged out.').waitFor();
    expect(await storage(page)).toEqual({ admin: null, role: null });
    await page.goto(`${stack.web}/admin`);
    await page.waitForURL('**/admin-login');
  });

  it('the approved executive lands on /admin, has no Executives menu, and the API refuses them the list', async () => {
    await loginUi(page, stack.web, newcomer.email, newcomer.password);
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { name: 'Users List' }).waitFor();
    expect((await storage(page)).role).toBe('executive');

    // The navbar from the keyboard: the menu opens with Enter and its items are reached with the arrows.
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Users');
    // A non-administrator's menu: Users, Reports, Logout (Executives and Audit trail are for administrators).
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Reports');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Logout');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });

    // The title goes to / (which is the Users List for a logged-in executive).
    await page.goto(`${stack.web}/admin-details/${JSON.parse((await storage(page)).admin!).id}`);
    await page.getByRole('link', { name: 'Rishta Samaj · Executive Console' }).click();
    await page.waitForURL((u) => u.pathname === '/admin');

    await openMenu(page);
    expect(await page.getByRole('menuitem', { name: 'Executives' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    await checkPage(page, 'navbar-menu-executive', { tablet: false });
    await page.keyboard.press('Escape');

    // The route is guarded like /admin; the data is refused by the API. The pages for administrators say so at
    // once without asking for it: no refused request, no error in the browser's console.
    const adminQueries: string[] = [];
    const consoleErrors: string[] = [];
    page.on('request', (r) => {
      const body = r.postData() ?? '';
      if (/query (ExecutivesList|AuditTrail)\b/.test(body)) adminQueries.push(body.slice(0, 40));
    });
    page.on('console', (m) => void (m.type() === 'error' && consoleErrors.push(m.text())));
    await page.goto(`${stack.web}/admin-list`);
    await page.getByTestId('executives-forbidden').waitFor();
    // One message, not the API's refusal run on after it.
    expect(await page.getByTestId('executives-forbidden').innerText()).toBe('Only administrators can see the executives list.');
    await checkPage(page, 'admin-list-forbidden');
    await page.goto(`${stack.web}/audit`);
    await page.getByText('Only administrators can read the audit trail.').waitFor();
    await page.waitForLoadState('networkidle');
    expect(adminQueries).toEqual([]);
    expect(consoleErrors).toEqual([]);

    const cookie = await loginExecutive(stack.api, newcomer.email, newcomer.password);
    const refused = await gql(stack.api, '{ executives(page: 1, pageSize: 10) { totalCount } }', {}, cookie);
    expect(refused.data?.executives ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // Any approved executive may read executives' details (docs/product.md, 'Executive console').
    const details = await gql(stack.api, `query($id: ID!) { executive(id: $id) { fullName } }`, { id: JSON.parse((await storage(page)).admin!).id }, cookie);
    expect(details.data?.executive?.fullName).toBe(newcomer.fullName);
    await logoutUi(page);
  });

  it('the administrator rejects and then deletes an executive, with confirmations', async () => {
    const doomed = executiveInput(2, { fullName: 'Gopal Jat', email: 'gopal.jat@example.com', community: 'Jat' });
    await registerExecutive(stack.api, doomed);
    await loginUi(page, stack.web, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');
    await page.goto(`${stack.web}/admin-list`);
    const row = rowOf(page, doomed.email);
    await row.getByText('Pending', { exact: true }).waitFor();

    await row.getByRole('button', { name: `Reject ${doomed.fullName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this executive?' });
    await dialog.waitFor();
    await checkPage(page, 'confirm-reject-executive', { tablet: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Pending', { exact: true }).waitFor();

    await row.getByRole('button', { name: `Reject ${doomed.fullName}` }).click();
    await dialog.getByRole('button', { name: 'Reject' }).click();
    expect(await snackbarText(page)).toContain(`${doomed.fullName} was rejected.`);
    await row.getByText('Rejected', { exact: true }).waitFor();
    await dismissSnackbars(page);

    await row.getByRole('button', { name: `Delete ${doomed.fullName}` }).click();
    const del = page.getByRole('dialog', { name: 'Delete this executive?' });
    await del.getByRole('button', { name: 'Delete' }).click();
    expect(await snackbarText(page)).toContain(`${doomed.fullName} was deleted.`);
    await expect.poll(() => rowOf(page, doomed.email).count()).toBe(0);
    await dismissSnackbars(page);
  });

  it('View Details opens /admin-details/{id} with the table and a Back button', async () => {
    await page.goto(`${stack.web}/admin-list`);
    const details = rowOf(page, newcomer.email).getByRole('link', { name: `View Details of ${newcomer.fullName}` });
    await expectNameLinkOnPhone(page, newcomer.fullName, details);
    await details.click();
    await page.waitForURL('**/admin-details/*');
    await page.getByRole('heading', { name: 'Executive Details' }).waitFor();
    const table = page.getByRole('table', { name: `Details of ${newcomer.fullName}` });
    await table.getByRole('cell', { name: newcomer.email }).waitFor(); // the details have arrived (allInnerTexts does not wait)
    const expected: [string, string][] = [
      ['Full Name', newcomer.fullName],
      ['Email', newcomer.email],
      ['Mobile', newcomer.mobile],
      ['Gender', newcomer.gender],
      ['Working for Community', newcomer.community],
      ['State', newcomer.state],
      ['District', newcomer.district],
      ['City / Tehsil', newcomer.block],
      ['Address', newcomer.address],
      ['Status', 'Approved'],
    ];
    for (const [name, value] of expected) {
      const cells = await table.getByRole('row', { name: new RegExp(`^${name}\\b`) }).first().getByRole('cell').allInnerTexts();
      expect(cells.join(' | '), name).toContain(value);
    }
    await checkPage(page, 'admin-details');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/admin-list');

    // An address of nobody says so in the shared catalog's words (common: errors.NOT_FOUND_executive).
    await page.goto(`${stack.web}/admin-details/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { name: 'Executive Details' }).waitFor();
    const missing = page.getByRole('alert');
    await missing.waitFor();
    expect((await missing.innerText()).trim()).toBe('Executive not found');
  });

  it('after a session expires, the next executive on the same screen never sees the previous data', async () => {
    const { context: ctx, page: p } = await openPage(stack.browser);
    await loginUi(p, stack.web, ADMIN.email, ADMIN.password);
    await p.waitForURL('**/admin');
    await openMenu(p);
    await p.getByRole('menuitem', { name: 'Executives' }).click();
    await rowOf(p, newcomer.email).waitFor(); // the administrator's data is now in the page's cache

    await ctx.clearCookies(); // the session ends (expiry, logout elsewhere)
    await openMenu(p);
    await p.getByRole('menuitem', { name: 'Users' }).click();
    await p.waitForURL('**/admin-login');
    await p.getByText(MESSAGES.sessionExpired).waitFor();
    expect(await storage(p)).toEqual({ admin: null, role: null });

    // Same tab, no reload: a non-admin executive logs in and opens /admin-list by its address.
    await p.getByLabel('Email').fill(newcomer.email);
    await p.getByLabel('Password').fill(newcomer.password);
    await p.getByRole('button', { name: 'Login', exact: true }).click();
    await p.waitForURL('**/admin');
    await p.evaluate(() => {
      window.history.pushState({}, '', '/admin-list');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await p.getByRole('heading', { name: 'Executives List' }).waitFor();
    // While the list loads the grid may draw empty placeholder rows; none may carry a word of anyone's data.
    const shownRows = async () => (await p.locator('.MuiDataGrid-row').allInnerTexts()).filter((text) => text.trim() !== '');
    expect(await shownRows()).toEqual([]);
    await p.getByTestId('executives-forbidden').waitFor();
    expect(await p.locator('.MuiDataGrid-row').count()).toBe(0);
    await ctx.close();
  });

  it('a missing or expired session acts like the guard', async () => {
    await context.clearCookies();
    await page.goto(`${stack.web}/admin`);
    await page.waitForURL('**/admin-login');
    await expect.poll(() => storage(page)).toEqual({ admin: null, role: null });
    expect(errors).toEqual([]);
  });
});
