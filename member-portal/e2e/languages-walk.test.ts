// The member's walk in Hindi and in English (docs/translations.md): switch on the landing page, a wrong
// password in the login dialog, a search with a filter, a profile, my profile, and an edit with a validation
// error. On each Hindi screen: Devanagari text, <html lang="hi">, no English sentence left (names, e-mail
// addresses and other people's words aside), axe clean, no sideways scrolling at 360 px; screenshots of each
// screen in both languages (test-artifacts/member-portal/i18n-walk-*).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enCommon from '@matrimony/schema/i18n/en/common.json';
import enPortal from '@matrimony/schema/i18n/en/portal.json';
import hiCommon from '@matrimony/schema/i18n/hi/common.json';
import hiPortal from '@matrimony/schema/i18n/hi/portal.json';
import hiShell from '@matrimony/schema/i18n/hi/shell.json';
import enShell from '@matrimony/schema/i18n/en/shell.json';
import {
  DEVANAGARI, englishLeft, MEMBER_PASSWORD, PHONE, adminClient, approveMember, createExecutive, expectAccessible, newPage, registerMember,
  screenshots, startStack, type Stack,
} from './support';

let stack: Stack;
let otherId = '';
const viewer = { email: 'kiran.walk@example.com', name: 'Kiran Lodhi' };
const other = { email: 'meera.walk@example.com', name: 'Meera Lodhi' };
/** Data the members typed (names, gotras, places, addresses): shown as written in either language. */
const DATA = [viewer.name, other.name, 'Lata Lodhi', 'Sunita Devi', 'Ramesh Kumar', 'Kashyap', 'Bharadwaj', 'Vijay Nagar', '21 MG Road, Indore'];

beforeAll(async () => {
  stack = await startStack();
  const admin = await adminClient(stack);
  const executiveId = await createExecutive(stack, admin, {
    fullName: 'Lata Lodhi', email: 'lata.walk@example.com', community: 'Lodha', state: 'Madhya Pradesh', district: 'Indore',
  });
  const viewerId = await registerMember(stack, executiveId, { fullName: viewer.name, email: viewer.email, gender: 'Male', profession: 'Software Engineer' });
  otherId = await registerMember(stack, executiveId, { fullName: other.name, email: other.email, gender: 'Female', profession: 'Doctor' });
  await approveMember(admin, viewerId);
  await approveMember(admin, otherId);
});
afterAll(async () => {
  await stack?.stop();
});

type Lang = 'hi' | 'en';
const portal = { hi: hiPortal, en: enPortal };
const common = { hi: hiCommon, en: enCommon };
const shell = { hi: hiShell, en: enShell };

/** The checks every screen of the walk passes, then its screenshots at 360 and 1280 px. */
async function screen(page: Page, lang: Lang, name: string): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  if (lang === 'hi') {
    expect(await page.evaluate(() => document.body.innerText), `Devanagari on ${name}`).toMatch(DEVANAGARI);
    expect(await englishLeft(page, [...DATA, 'English']), `English left on ${name}`).toEqual([]);
  }
  await expectAccessible(page, `${name} (${lang})`);
  await screenshots(page, `i18n-walk-${name}-${lang}`);
}

describe('the member walk in both languages', () => {
  for (const lang of ['hi', 'en'] as const) {
    it(`${lang}: landing switch, login error, search with a filter, a profile, my profile, an edit with a validation error`, async () => {
      const p = portal[lang];
      const c = common[lang];
      const sh = shell[lang];
      const { context, page } = await newPage(stack, PHONE);
      await page.addInitScript(() => {
        if (!localStorage.getItem('lang')) {
          localStorage.setItem('lang', 'en');
          localStorage.setItem('langChosen', '1');
        }
      });
      await page.goto('/');
      if (lang === 'hi') {
        await page.getByRole('button', { name: 'हिन्दी' }).click();
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(hiShell.landing.heading);
      }
      await page.getByRole('button', { name: sh.landing.pause }).click();

      // A visitor on a profile reads what members see and how to become one.
      await page.goto(`/profile/${otherId}`);
      await page.getByText(p.profile.membersOnly).waitFor();
      await screen(page, lang, 'visitor-profile');

      // Login dialog: a wrong password is told in the page's language, by its code.
      await page.goto('/?showLogin=true');
      const dialog = page.getByRole('dialog', { name: p.login.title });
      await dialog.getByLabel(p.login.email).fill(viewer.email);
      await dialog.getByLabel(p.login.password).fill('not-the-password');
      await dialog.getByRole('button', { name: p.login.submit }).click();
      await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(c.errors.INVALID_CREDENTIALS);
      await screen(page, lang, 'login-error');
      await dialog.getByLabel(p.login.password).fill(MEMBER_PASSWORD);
      await dialog.getByRole('button', { name: p.login.submit }).click();
      await page.waitForURL('**/search');

      // Search with a filter: the profession list shows labels in the language and sends the English value.
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(p.search.heading);
      // Searching with nothing chosen asks for a value, in the page's language.
      const asked = new Promise<string>((resolve) => page.once('dialog', (d) => void d.accept().then(() => resolve(d.message()))));
      await page.getByRole('button', { name: p.search.submit, exact: true }).click();
      expect(await asked).toBe(c.messages.searchNeedsCriteria);
      await page.getByRole('checkbox', { name: p.search.filters.profession }).check();
      const select = page.getByRole('combobox', { name: p.search.filters.profession });
      await select.selectOption('Doctor');
      expect(await select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.textContent)).toBe(c.reference.profession.Doctor);
      await page.getByRole('button', { name: p.search.submit, exact: true }).click();
      const results = page.getByRole('list', { name: p.search.listLabel });
      await expect.poll(() => results.getByRole('listitem').count()).toBe(1);
      const card = results.getByRole('listitem').first();
      expect(await card.textContent()).toContain(other.name);
      expect(await card.textContent()).toContain(c.reference.profession.Doctor);
      expect(await card.textContent()).toContain(`${p.memberCard.community}:`);
      await screen(page, lang, 'search');

      // A profile: labels, reference values and the date of birth in the language (Intl, hi-IN / en-IN).
      await card.getByRole('link').click();
      await page.waitForURL('**/profile/*');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(other.name);
      const dob = new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
        .format(new Date(Date.UTC(1996, 3, 12)));
      await expect.poll(() => page.locator('.profile-details').textContent()).toContain(dob);
      expect(await page.locator('.profile-details').textContent()).toContain(p.profile.fields.dob);
      expect(await page.locator('.profile-details').textContent()).toContain(c.reference.community.Lodha);
      await screen(page, lang, 'profile');

      // My profile.
      await page.goto('/my-profile');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(p.myProfile.welcome.replace('{{name}}', viewer.name));
      expect(await page.locator('.profile-details').textContent()).toContain(c.reference.memberStatus.Approved);
      await screen(page, lang, 'my-profile');

      // Edit with a validation error: the rule's text comes from the catalog by its code.
      await page.getByRole('link', { name: p.myProfile.edit }).click();
      await page.waitForURL('**/edit-profile');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(p.editProfile.title);
      await page.locator('[data-field="edit-fullName"]').fill('');
      await page.getByRole('button', { name: p.editProfile.save }).click();
      await expect.poll(() => page.locator('.form-message [role="alert"]').textContent()).toBe(c.validation.REQUIRED);
      await screen(page, lang, 'edit-error');
      await context.close();
    });
  }
});
