import type { Locator, Page } from 'playwright-core';

export async function loginUi(page: Page, web: string, email: string, password: string): Promise<void> {
  await page.goto(`${web}/admin-login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Picks an option of an MUI select by the select's accessible name. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

export async function openMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menu').waitFor();
}

export async function logoutUi(page: Page): Promise<void> {
  await openMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/admin-login');
}

export async function storage(page: Page): Promise<{ admin: string | null; role: string | null }> {
  return page.evaluate(() => ({ admin: localStorage.getItem('admin'), role: localStorage.getItem('role') }));
}

export function rowOf(page: Page, text: string) {
  return page.getByRole('row').filter({ hasText: text });
}

export async function snackbarText(page: Page): Promise<string> {
  const bar = page.getByTestId('snackbar').last();
  await bar.waitFor();
  return (await bar.innerText()).trim();
}

export async function dismissSnackbars(page: Page): Promise<void> {
  for (let i = 0; i < 5; i++) {
    const close = page.getByTestId('snackbar').getByRole('button', { name: 'Close' });
    if (!(await close.count())) return;
    await close.first().click().catch(() => undefined);
    await page.waitForTimeout(350);
  }
}

/**
 * On a phone a grid row's name, within the screen, links where its Details button (a wider screen's column) does.
 * The row is found by its name there: a phone leaves the e-mail column out. Leaves the page at the size it found it.
 */
export async function expectNameLinkOnPhone(page: Page, name: string, details: Locator): Promise<void> {
  const desktop = page.viewportSize()!;
  const href = await details.getAttribute('href');
  await page.setViewportSize({ width: 360, height: 800 });
  try {
    const link = rowOf(page, name).getByRole('link', { name, exact: true });
    if (!href || (await link.getAttribute('href')) !== href) throw new Error(`the name ${name} does not link to ${href}`);
    // The grid lays itself out again after the resize, a frame or more later: measured until it has (at most 5 s).
    const within = async () => {
      const box = await link.boundingBox();
      return !!box && box.x + box.width <= 360;
    };
    const until = Date.now() + 5000;
    while (!(await within())) {
      if (Date.now() > until) throw new Error(`the name ${name} is not within a 360 px screen`);
      await page.waitForTimeout(100);
    }
  } finally {
    await page.setViewportSize(desktop);
  }
}
