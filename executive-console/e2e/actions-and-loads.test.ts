// Moderation actions and list loads on a bad line: an action is reported from its own answer (a failed reload after
// it is the list's error, not the action's), a list whose load fails never shows another filter's or page's rows,
// an action with no answer does not hold its dialog for ever, Space presses buttons in grid rows, the focus stays
// near the row after a confirmed action, and a row button's name contains what it shows.
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import en from '@matrimony/schema/i18n/en/console.json';
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
import { choose, dismissSnackbars, loginUi, rowOf } from './support/ui';

const ADMIN = { email: 'lines.admin@example.com', password: 'admin-pass-3', name: 'Lines Admin' };
const SERVING = executiveInput(51, { email: 'serving.lines@example.com' });
const PENDING = executiveInput(52, { fullName: 'Kavita Rajput', email: 'kavita.lines@example.com' });
const REJECTED = executiveInput(53, { fullName: 'Gopal Jat', email: 'gopal.lines@example.com' });
/** Not Approved members, more than one page of 10. */
const WAITING = ['Aarti', 'Bhavna', 'Chetna', 'Deepa', 'Esha', 'Farida', 'Gauri', 'Hema', 'Isha', 'Jaya', 'Kiran', 'Lata'].map((n) => `${n} Sharma`);
const REFUSED = ['Mona Sharma', 'Nisha Sharma'];
/** Approved members who report each other; Omana ends up Suspended. */
const PEOPLE = ['Rakesh Lodhi', 'Sunita Lodha', 'Pooja Lodha', 'Omana Lodha'];

let stack: Stack;
const ids: Record<string, string> = {};
const emailOf = (name: string) => `${name.split(' ')[0]!.toLowerCase()}.lines@example.com`;

async function memberCookie(name: string): Promise<string> {
  const r = await gql(stack.api, `mutation($input: LoginInput!) { login(input: $input) { __typename } }`, { input: { email: emailOf(name), password: 'member12' } });
  expect(r.data?.login.__typename).toBe('LoginSuccess');
  return r.cookie!;
}

async function report(by: string, about: string): Promise<void> {
  const r = await gql(
    stack.api,
    `mutation($input: ReportMemberInput!) { reportMember(input: $input) { __typename ... on ErrorResult { message } } }`,
    { input: { memberId: ids[about], category: 'FAKE_PROFILE' } },
    await memberCookie(by),
  );
  expect(r.data?.reportMember.__typename, JSON.stringify(r)).toBe('ReportSubmitted');
}

const rows = (page: Page) => page.locator('.MuiDataGrid-row');
const footer = (page: Page) => page.locator('.MuiTablePagination-displayedRows');
const isOperation = (route: Route, name: string) => Boolean(route.request().postData()?.includes(`"operationName":"${name}"`));

/** Every load of the named query fails from now on (the connection drops), until unrouted. */
async function failLoads(page: Page, query: string): Promise<void> {
  await page.route('**/graphql', (route) => (isOperation(route, query) ? route.abort() : route.continue()));
}

/** The named mutation goes through; every load of the named query after it fails. */
async function failReloadsAfter(page: Page, mutation: string, query: string): Promise<void> {
  let sent = false;
  await page.route('**/graphql', (route) => {
    if (isOperation(route, mutation)) sent = true;
    else if (sent && isOperation(route, query)) return route.abort();
    return route.continue();
  });
}

/** The list's own load error with Retry is shown, and no row at all (nothing of an earlier answer). */
async function expectLoadError(page: Page, message: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: message }).waitFor();
  await page.getByRole('button', { name: 'Retry' }).waitFor();
  await expect.poll(() => rows(page).count()).toBe(0);
  expect(await footer(page).count(), 'no "x–y of n" for an answer that did not come').toBe(0);
}

/** The snackbar showing this text (snackbars queue: the newest wins). */
function snackbar(page: Page, text: string) {
  return page.getByTestId('snackbar').filter({ hasText: text });
}

/** What has the keyboard focus: its accessible name (aria-label or text) and whether it sits in a grid row. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    const row = el.closest('[role="row"]');
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';
    return row ? `${name} (in a row)` : name;
  });
}

async function loggedIn(): Promise<{ page: Page; close: () => Promise<void>; errors: string[] }> {
  const { context, page, errors } = await openPage(stack.browser);
  await loginUi(page, stack.web, ADMIN.email, ADMIN.password);
  await page.waitForURL('**/admin');
  return { page, errors, close: () => context.close() };
}

beforeAll(async () => {
  stack = await startStack();
  createAdmin(stack.api, ADMIN.email, ADMIN.password, ADMIN.name);
  const adminCookie = await loginExecutive(stack.api, ADMIN.email, ADMIN.password);
  const servingId = await registerExecutive(stack.api, SERVING);
  await approveExecutive(stack.api, adminCookie, servingId);
  await registerExecutive(stack.api, PENDING);
  const rejectedId = await registerExecutive(stack.api, REJECTED);
  const r = await gql(stack.api, `mutation($id: ID!) { rejectExecutive(id: $id) { __typename } }`, { id: rejectedId }, adminCookie);
  expect(r.data?.rejectExecutive.__typename).toBe('ExecutiveModerationSuccess');
  for (const name of [...WAITING, ...REFUSED, ...PEOPLE]) {
    ids[name] = await registerMember(stack.api, servingId, { fullName: name, email: emailOf(name), state: SERVING.state, district: SERVING.district });
  }
  for (const name of REFUSED) {
    const done = await gql(stack.api, `mutation($id: ID!) { rejectMember(id: $id) { __typename } }`, { id: ids[name] }, adminCookie);
    expect(done.data?.rejectMember.__typename).toBe('MemberModerationSuccess');
  }
  for (const name of PEOPLE) {
    const done = await gql(stack.api, `mutation($id: ID!) { approveMember(id: $id) { __typename } }`, { id: ids[name] }, adminCookie);
    expect(done.data?.approveMember.__typename).toBe('MemberModerationSuccess');
  }
  await report('Sunita Lodha', 'Rakesh Lodhi');
  await report('Pooja Lodha', 'Sunita Lodha');
  await report('Rakesh Lodhi', 'Pooja Lodha');
  await report('Sunita Lodha', 'Pooja Lodha');
  // Omana is reported and suspended: the Users List shows her with Lift suspension.
  await report('Rakesh Lodhi', 'Omana Lodha');
  const open = await gql<{ reports: { items: { id: string; reportedMember: { fullName: string } }[] } }>(
    stack.api,
    `{ reports(filter: { status: OPEN }) { items { id reportedMember { fullName } } } }`,
    {},
    adminCookie,
  );
  const omana = open.data!.reports.items.find((x) => x.reportedMember.fullName === 'Omana Lodha')!;
  const suspended = await gql(stack.api, `mutation($id: ID!) { resolveReport(reportId: $id, action: SUSPEND) { __typename } }`, { id: omana.id }, adminCookie);
  expect(suspended.data?.resolveReport.__typename).toBe('ReportActionSuccess');
});

afterAll(async () => {
  await stack?.stop();
});

describe('actions and list loads on a bad line', () => {
  it('reports an action that worked as done when the list reload after it fails; the list shows its load error', async () => {
    const { page, close, errors } = await loggedIn();
    await page.goto(`${stack.web}/admin?status=not-approved`);
    await rowOf(page, 'Aarti Sharma').waitFor();
    await failReloadsAfter(page, 'ApproveMember', 'MembersList');
    await rowOf(page, 'Aarti Sharma').getByRole('button', { name: 'Approve Aarti Sharma' }).click();
    await page.getByRole('dialog', { name: 'Approve this member?' }).getByRole('button', { name: 'Approve' }).click();
    await snackbar(page, 'Aarti Sharma was approved.').waitFor();
    expect(await snackbar(page, 'Could not approve').count()).toBe(0);
    await expectLoadError(page, en.users.loadFailed);
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Retry' }).click();
    await rowOf(page, 'Bhavna Sharma').waitFor();
    expect(await rowOf(page, 'Aarti Sharma').count()).toBe(0); // approved: no longer Not Approved
    await dismissSnackbars(page);

    // The same on the Reports queue with Take.
    await page.goto(`${stack.web}/reports`);
    await rowOf(page, 'Rakesh Lodhi').first().waitFor();
    await failReloadsAfter(page, 'TakeReport', 'Reports');
    await rowOf(page, 'Rakesh Lodhi').getByRole('button', { name: 'Take the report about Rakesh Lodhi' }).click();
    await page.getByRole('dialog', { name: 'Take this report?' }).getByRole('button', { name: 'Take' }).click();
    await snackbar(page, 'Report taken for review').waitFor();
    await expectLoadError(page, en.reports.loadFailed);
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Retry' }).click();
    await rowOf(page, 'Rakesh Lodhi').getByText('In review').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('never shows an earlier filter\'s or page\'s rows when the new load fails: the error and Retry instead', async () => {
    const { page, close } = await loggedIn();
    // Users List: a new status filter.
    await page.goto(`${stack.web}/admin?status=not-approved`);
    await rowOf(page, 'Bhavna Sharma').waitFor();
    await failLoads(page, 'MembersList');
    await choose(page, 'Status', 'Rejected');
    expect(new URL(page.url()).searchParams.get('status')).toBe('rejected');
    await expectLoadError(page, en.users.loadFailed);
    expect(await page.getByRole('button', { name: /^Approve / }).count()).toBe(0);
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Retry' }).click();
    await rowOf(page, 'Mona Sharma').waitFor();
    expect(await rowOf(page, 'Bhavna Sharma').count()).toBe(0);

    // Users List: the next page.
    await page.goto(`${stack.web}/admin?pageSize=10`);
    await expect.poll(() => rows(page).count()).toBe(10);
    await failLoads(page, 'MembersList');
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expectLoadError(page, en.users.loadFailed);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => footer(page).innerText()).toMatch(/^11–/);

    // Reports queue: Status = Dismissed.
    await page.goto(`${stack.web}/reports`);
    await rowOf(page, 'Sunita Lodha').first().waitFor();
    await failLoads(page, 'Reports');
    await choose(page, 'Status', 'Dismissed');
    await expectLoadError(page, en.reports.loadFailed);
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('No reports found.').waitFor();

    // Executives List: Status = Rejected.
    await page.goto(`${stack.web}/admin-list`);
    await rowOf(page, 'Kavita Rajput').waitFor();
    await failLoads(page, 'ExecutivesList');
    await choose(page, 'Status', 'Rejected');
    await expectLoadError(page, en.executives.loadFailed);
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Retry' }).click();
    await rowOf(page, 'Gopal Jat').waitFor();

    // Audit trail: another action.
    await page.goto(`${stack.web}/audit`);
    await page.getByRole('gridcell', { name: 'Member approved' }).first().waitFor();
    await failLoads(page, 'AuditTrail');
    await choose(page, 'Action', 'Member rejected');
    await expectLoadError(page, en.audit.loadFailed);
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('gridcell', { name: 'Member rejected' }).first().waitFor();
    expect(await page.getByRole('gridcell', { name: 'Member approved' }).count()).toBe(0);
    await close();
  });

  it('closes a confirmation whose action gets no answer, says so without claiming either outcome, and reloads the list', async () => {
    const NO_ANSWER = en.ui.noAnswer;
    const { page, close } = await loggedIn();
    await page.goto(`${stack.web}/admin?status=not-approved`);
    await rowOf(page, 'Bhavna Sharma').waitFor();
    let held: Route | undefined;
    let reloads = 0;
    await page.route('**/graphql', (route) => {
      if (isOperation(route, 'ApproveMember')) {
        held = route; // no answer, until let through below
        return undefined;
      }
      if (held && isOperation(route, 'MembersList')) reloads++;
      return route.continue();
    });
    await rowOf(page, 'Bhavna Sharma').getByRole('button', { name: 'Approve Bhavna Sharma' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve this member?' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByRole('button', { name: 'Working...' }).waitFor();
    // The portal's bound for sends: after it the dialog lets go.
    await snackbar(page, NO_ANSWER).waitFor({ timeout: 40_000 });
    await dialog.waitFor({ state: 'detached' });
    expect(NO_ANSWER).not.toMatch(/approved|failed|could not/i);
    await expect.poll(() => reloads).toBeGreaterThan(0);
    // Still unanswered: no second submit of the same member meanwhile.
    expect(await rowOf(page, 'Bhavna Sharma').getByRole('button', { name: 'Approve Bhavna Sharma' }).isDisabled()).toBe(true);
    // The answer comes after all: it is said, and the list shows it.
    await held!.continue();
    await snackbar(page, 'Bhavna Sharma was approved.').waitFor();
    await expect.poll(() => rowOf(page, 'Bhavna Sharma').count()).toBe(0);
    await page.unroute('**/graphql');
    await close();
  });

  it('Space presses a focused button in a grid row, as it does everywhere else', async () => {
    const { page, close } = await loggedIn();
    await page.goto(`${stack.web}/admin?status=not-approved`);
    const approve = rowOf(page, 'Chetna Sharma').getByRole('button', { name: 'Approve Chetna Sharma' });
    await approve.focus();
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog', { name: 'Approve this member?' });
    await dialog.getByText('Chetna Sharma will be marked Approved').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('Approve Chetna Sharma (in a row)');

    await page.goto(`${stack.web}/admin-list`);
    const approveExecutive = rowOf(page, 'Kavita Rajput').getByRole('button', { name: 'Approve Kavita Rajput' });
    await approveExecutive.focus();
    await page.keyboard.press('Space');
    await page.getByRole('dialog', { name: 'Approve this executive?' }).getByText('Kavita Rajput').waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`${stack.web}/reports`);
    const take = rowOf(page, 'Sunita Lodha').getByRole('button', { name: 'Take the report about Sunita Lodha' });
    await take.focus();
    await page.keyboard.press('Space');
    await page.getByRole('dialog', { name: 'Take this report?' }).getByText('Sunita Lodha').waitFor();
    await page.keyboard.press('Escape');
    await close();
  });

  it('keeps the focus near the row after a confirmed action, not on the page itself', async () => {
    const { page, close } = await loggedIn();
    const confirmWithKeyboard = async (button: ReturnType<Page['getByRole']>, dialogName: string, confirm: string) => {
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: dialogName });
      await dialog.getByRole('button', { name: confirm }).focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
    };

    // The row stays (every status shown): its Details link.
    await page.goto(`${stack.web}/admin`);
    await confirmWithKeyboard(rowOf(page, 'Deepa Sharma').getByRole('button', { name: 'Approve Deepa Sharma' }), 'Approve this member?', 'Approve');
    await snackbar(page, 'Deepa Sharma was approved.').waitFor();
    await expect.poll(() => focused(page)).toBe('Details of Deepa Sharma (in a row)');
    await dismissSnackbars(page);

    // The row leaves the list (Not Approved only) once it is reloaded: the row now in its place.
    await page.goto(`${stack.web}/admin?status=not-approved`);
    await confirmWithKeyboard(rowOf(page, 'Esha Sharma').getByRole('button', { name: 'Reject Esha Sharma' }), 'Reject this member?', 'Reject');
    await snackbar(page, 'Esha Sharma was rejected.').waitFor();
    await expect.poll(() => rowOf(page, 'Esha Sharma').count()).toBe(0);
    await expect.poll(() => focused(page)).toMatch(/^Details of .* \(in a row\)$/);
    await dismissSnackbars(page);

    // A deleted member's row is gone at once.
    await page.goto(`${stack.web}/admin?status=rejected`);
    await confirmWithKeyboard(rowOf(page, 'Nisha Sharma').getByRole('button', { name: 'Delete Nisha Sharma' }), 'Delete this member?', 'Delete');
    await snackbar(page, 'Nisha Sharma was deleted.').waitFor();
    await expect.poll(() => focused(page)).toMatch(/\(in a row\)$/);
    await dismissSnackbars(page);

    // Executives: an approved executive's row has no buttons left, so its name link.
    await page.goto(`${stack.web}/admin-list`);
    await confirmWithKeyboard(rowOf(page, 'Kavita Rajput').getByRole('button', { name: 'Approve Kavita Rajput' }), 'Approve this executive?', 'Approve');
    await rowOf(page, 'Kavita Rajput').getByText('Already Approved').waitFor();
    await expect.poll(() => focused(page)).toBe('Kavita Rajput (in a row)');
    await dismissSnackbars(page);

    // Reports: Take in a row, then Dismiss on the details page.
    await page.goto(`${stack.web}/reports`);
    await confirmWithKeyboard(rowOf(page, 'Sunita Lodha').getByRole('button', { name: 'Take the report about Sunita Lodha' }), 'Take this report?', 'Take');
    await snackbar(page, 'Report taken for review').waitFor();
    await expect.poll(() => focused(page)).toBe('Details of the report about Sunita Lodha (in a row)');
    await dismissSnackbars(page);
    await rowOf(page, 'Sunita Lodha').getByRole('link', { name: 'Details of the report about Sunita Lodha' }).click();
    await confirmWithKeyboard(page.getByRole('button', { name: 'Dismiss the report about Sunita Lodha' }), 'Dismiss this report?', 'Dismiss');
    await snackbar(page, 'Report dismissed: nothing against the rules').waitFor();
    await expect.poll(() => focused(page)).not.toBe('body');
    await close();
  });

  it('row buttons are named by what they show, in English and in Hindi (WCAG 2.5.3)', async () => {
    const { page, close } = await loggedIn();
    const namesMatch = async (where: string) => {
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
      const bad = results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
      expect(bad, `label-content-name-mismatch on ${where}`).toEqual([]);
    };
    for (const lang of ['en', 'hi'] as const) {
      if (lang === 'hi') {
        await page.getByRole('button', { name: 'हिन्दी' }).click();
        await page.getByRole('button', { name: 'English' }).waitFor();
      }
      // Every kind of row: Not Approved, Rejected, Suspended, Approved.
      await page.goto(`${stack.web}/admin`);
      await rowOf(page, 'Omana Lodha').getByRole('button').first().waitFor();
      await rowOf(page, 'Mona Sharma').getByRole('button').first().waitFor();
      await namesMatch(`/admin (${lang})`);
      await page.goto(`${stack.web}/admin-list`);
      await rowOf(page, 'Gopal Jat').getByRole('button').first().waitFor();
      await namesMatch(`/admin-list (${lang})`);
      // Open reports (Take) and reports in review (Dismiss, Warn, Suspend).
      await page.goto(`${stack.web}/reports`);
      await rowOf(page, 'Pooja Lodha').getByRole('button').first().waitFor();
      await rowOf(page, 'Rakesh Lodhi').getByRole('button').first().waitFor();
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await namesMatch(`/reports (${lang}, ${width} px)`);
      }
      const details = lang === 'en' ? 'Details of the report about Pooja Lodha' : 'Pooja Lodha के बारे में शिकायत का विवरण';
      await page.getByRole('link', { name: details }).first().click();
      await page.waitForURL(/\/reports\/[0-9a-f-]+$/);
      // The details screen is its own chunk: the queue (whose rows have their own Take) stays until it has come.
      await page.getByRole('grid').waitFor({ state: 'detached' });
      await page.getByRole('button').filter({ hasText: lang === 'en' ? 'Take' : 'जाँच के लिए लें' }).waitFor();
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await namesMatch(`/reports/{id} (${lang}, ${width} px)`);
      }
    }
    await close();
  });
});
