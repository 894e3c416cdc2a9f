import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
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
import { axeClean } from './support/page-check';
import { choose, dismissSnackbars, loginUi, rowOf, snackbarText } from './support/ui';

// An executive's Users List holds only the members of their own community and district, with no filters that can
// only return nothing; Approve asks first like Reject and Delete, and one filter change sends one request.
const ADMIN = { email: 'scope.admin@example.com', password: 'admin-pass-3', name: 'Scope Admin' };
const INDORE = { email: 'indore.exec@example.com', password: 'secret12' };

const names = (page: Page) => page.locator('.MuiDataGrid-row [data-field="fullName"]').allInnerTexts();
const footer = (page: Page) => page.locator('.MuiTablePagination-displayedRows').innerText();

/** Screenshots of the changed screens at 360 px and 1280 px wide. */
async function screenshots(page: Page, name: string): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(artifactsDir(), `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
}

/** Counts the Users List requests the page sends while `action` runs and the list settles on `settled`. */
async function membersListRequests(page: Page, action: () => Promise<void>, settled: () => Promise<void>): Promise<unknown[]> {
  const sent: unknown[] = [];
  const listen = (r: { url(): string; postData(): string | null }) => {
    if (!r.url().endsWith('/graphql')) return;
    const body = JSON.parse(r.postData() ?? '{}') as { operationName?: string; variables?: unknown };
    if (body.operationName === 'MembersList') sent.push(body.variables);
  };
  page.on('request', listen);
  try {
    await action();
    await settled();
    // Whatever the page would still send on its own after settling shows up within this quiet period.
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', listen);
  }
  return sent;
}

describe('Users List of an executive (not an administrator)', () => {
  let stack: Stack;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    stack = await startStack();
    createAdmin(stack.api, ADMIN.email, ADMIN.password, ADMIN.name);
    const adminCookie = await loginExecutive(stack.api, ADMIN.email, ADMIN.password);
    const indore = await registerExecutive(stack.api, executiveInput(1, { email: INDORE.email, fullName: 'Indu Lodha' }));
    const bhopal = await registerExecutive(stack.api, executiveInput(2, { email: 'bhopal.exec@example.com', district: 'Bhopal' }));
    for (const id of [indore, bhopal]) await approveExecutive(stack.api, adminCookie, id);
    for (const first of ['Anita', 'Bina', 'Charu']) {
      await registerMember(stack.api, indore, { fullName: `${first} Indore`, email: `${first.toLowerCase()}@example.com`, state: 'Madhya Pradesh', district: 'Indore' });
    }
    for (const first of ['Dipa', 'Ela']) {
      await registerMember(stack.api, bhopal, { fullName: `${first} Bhopal`, email: `${first.toLowerCase()}@example.com`, state: 'Madhya Pradesh', district: 'Bhopal' });
    }
    const dipa = (await gql<{ members: { items: { id: string; fullName: string }[] } }>(stack.api, '{ members(pageSize: 100) { items { id fullName } } }', {}, adminCookie))
      .data!.members.items.find((m) => m.fullName === 'Dipa Bhopal')!;
    await gql(stack.api, 'mutation($id: ID!) { approveMember(id: $id) { __typename } }', { id: dipa.id }, adminCookie);

    ({ page, errors } = await openPage(stack.browser));
    await loginUi(page, stack.web, INDORE.email, INDORE.password);
    await page.waitForURL('**/admin');
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('lists only their own members, says whose, and offers no state or district filter', async () => {
    await expect.poll(() => footer(page)).toBe('1–3 of 3');
    expect((await names(page)).sort()).toEqual(['Anita Indore', 'Bina Indore', 'Charu Indore']);
    await page.getByText('Members of Lodha, Indore (Madhya Pradesh)').waitFor();
    expect(await page.getByRole('combobox', { name: 'State' }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'District' }).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Status' }).waitFor();
    // A shared address with another place's filters shows the executive's own members, not an empty list.
    await page.goto(`${stack.web}/admin?state=Madhya+Pradesh&district=Bhopal`);
    await expect.poll(() => footer(page)).toBe('1–3 of 3');
    await axeClean(page, 'users-list-executive');
    await screenshots(page, 'users-list-executive');
  });

  it('asks before approving; Cancel changes nothing, Approve approves', async () => {
    await page.goto(`${stack.web}/admin`);
    const row = rowOf(page, 'anita@example.com');
    await row.getByRole('button', { name: 'Approve Anita Indore' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve this member?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Anita Indore will be marked Approved');
    await axeClean(page, 'confirm-approve-member');
    await screenshots(page, 'confirm-approve-member');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Not Approved', { exact: true }).waitFor();

    await row.getByRole('button', { name: 'Approve Anita Indore' }).click();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    expect(await snackbarText(page)).toBe('Anita Indore was approved.');
    await row.getByText('Approved', { exact: true }).waitFor();
    await dismissSnackbars(page);
  });

  it('asks before approving on the member details page too', async () => {
    await page.goto(`${stack.web}/admin`);
    await rowOf(page, 'bina@example.com').getByRole('link', { name: 'Details of Bina Indore' }).click();
    await page.getByRole('heading', { name: 'Bina Indore' }).waitFor();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve this member?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Not Approved', { exact: true }).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('sends one request per filter change, with the new filters', async () => {
    await page.goto(`${stack.web}/admin`);
    await expect.poll(() => footer(page)).toBe('1–3 of 3');
    await page.waitForLoadState('networkidle');
    const first = await membersListRequests(
      page,
      () => choose(page, 'Status', 'Not Approved'),
      () => expect.poll(() => footer(page)).toBe('1–2 of 2'),
    );
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ filter: { status: 'NOT_APPROVED' }, page: 1 });
    const second = await membersListRequests(
      page,
      () => choose(page, 'Status', 'Approved'),
      () => expect.poll(() => footer(page)).toBe('1–1 of 1'),
    );
    expect(second).toHaveLength(1);
    expect(second[0]).toMatchObject({ filter: { status: 'APPROVED' } });
  });
});

describe('Users List of an administrator', () => {
  let stack: Stack;
  let page: Page;

  beforeAll(async () => {
    stack = await startStack();
    createAdmin(stack.api, ADMIN.email, ADMIN.password, ADMIN.name);
    const adminCookie = await loginExecutive(stack.api, ADMIN.email, ADMIN.password);
    const pune = await registerExecutive(stack.api, executiveInput(3, { state: 'Maharashtra', district: 'Pune' }));
    await approveExecutive(stack.api, adminCookie, pune);
    for (const first of ['Farah', 'Gita', 'Hina', 'Indira', 'Jyoti', 'Kamla', 'Lila', 'Maya', 'Neha', 'Ojas', 'Prem', 'Rupa']) {
      await registerMember(stack.api, pune, { fullName: `${first} Pune`, email: `${first.toLowerCase()}@example.com`, state: 'Maharashtra', district: 'Pune' });
    }
    ({ page } = await openPage(stack.browser));
    await loginUi(page, stack.web, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('keeps the state and district filters, and a change of any filter sends one request, from any page', async () => {
    await page.goto(`${stack.web}/admin?pageSize=10&page=2&sort=fullName`);
    await expect.poll(() => footer(page)).toBe('11–12 of 12');
    await page.waitForLoadState('networkidle');
    const status = await membersListRequests(
      page,
      () => choose(page, 'Status', 'Not Approved'),
      () => expect.poll(() => footer(page)).toBe('1–10 of 12'),
    );
    expect(status).toEqual([expect.objectContaining({ filter: expect.objectContaining({ status: 'NOT_APPROVED' }), page: 1 })]);
    const state = await membersListRequests(
      page,
      () => choose(page, 'State', 'Maharashtra'),
      () => expect.poll(() => new URL(page.url()).searchParams.get('state')).toBe('Maharashtra'),
    );
    expect(state).toEqual([expect.objectContaining({ filter: expect.objectContaining({ state: 'Maharashtra' }) })]);
    const district = await membersListRequests(
      page,
      () => choose(page, 'District', 'Pune'),
      () => expect.poll(() => new URL(page.url()).searchParams.get('district')).toBe('Pune'),
    );
    expect(district).toEqual([expect.objectContaining({ filter: expect.objectContaining({ state: 'Maharashtra', district: 'Pune' }) })]);
    const text = await membersListRequests(
      page,
      async () => {
        await page.getByLabel('Name or email').fill('gita');
      },
      () => expect.poll(() => names(page)).toEqual(['Gita Pune']),
    );
    expect(text).toHaveLength(1);
    expect(await page.getByText(/^Members of /).count()).toBe(0);
  });
});
