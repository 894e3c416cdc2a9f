// Registration, forgot password and reset password in Hindi (docs/translations.md): every text from the catalogs,
// select options showing Hindi labels over canonical English values, validation and API messages by code. On each
// screen: Devanagari, <html lang="hi">, no run of three English words (names and e-mail addresses aside), axe clean,
// no sideways scrolling at 360 px (screenshots() checks it), screenshots in both languages.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enCommon from '@matrimony/schema/i18n/en/common.json';
import hiCommon from '@matrimony/schema/i18n/hi/common.json';
import hiPortal from '@matrimony/schema/i18n/hi/portal.json';
import {
  ApiClient, DEVANAGARI, englishLeft, DESKTOP, MEMBER_PASSWORD, PHONE, adminClient, artifactsDir, approveMember, createExecutive, expectAccessible, loginThroughDialog,
  newPage, registerMember, screenshots, startStack, type Stack,
} from './support';

const EXECUTIVE = 'Sunita Lodhi';
const EMAIL = 'kamla.forms@example.com';
const PENDING_EMAIL = 'sarla.forms@example.com';
let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
  const admin = await adminClient(stack);
  const executiveId = await createExecutive(stack, admin, {
    fullName: EXECUTIVE, email: 'sunita.forms@example.com', community: 'Lodha', state: 'Madhya Pradesh', district: 'Indore',
  });
  await approveMember(admin, await registerMember(stack, executiveId, { fullName: 'Kamla Lodhi', email: EMAIL }));
  await registerMember(stack, executiveId, { fullName: 'Sarla Lodhi', email: PENDING_EMAIL });
});
afterAll(async () => {
  await stack?.stop();
});

async function hindiChecks(page: Page, label: string, allowed: string[] = []): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
  expect(await page.evaluate(() => document.body.innerText)).toMatch(DEVANAGARI);
  expect(await englishLeft(page, ['English', ...allowed]), `English left on ${label}`).toEqual([]);
  await expectAccessible(page, `${label} (hi)`);
}

/** Back to English through the top bar's switch (at desktop width, where the switch is in the bar). */
async function toEnglish(page: Page): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: 'English' }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
  await page.setViewportSize(PHONE);
}

async function hindiPage(): Promise<Page> {
  const { page } = await newPage(stack, PHONE);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('lang-set')) {
      localStorage.setItem('lang', 'hi');
      localStorage.setItem('langChosen', '1');
      sessionStorage.setItem('lang-set', '1');
    }
  });
  return page;
}

/** To Hindi through the top bar's switch (at desktop width, where the switch is in the bar). */
async function toHindi(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
}

type ValidationCode = keyof typeof enCommon.validation;
/** The code of a rule's English text, to find its Hindi text. */
function codeOfEnglish(text: string): ValidationCode {
  const code = (Object.keys(enCommon.validation) as ValidationCode[]).find((c) => enCommon.validation[c] === text);
  expect(code, `no rule says "${text}"`).toBeDefined();
  return code!;
}
const fieldErrors = (page: Page) => page.locator('.field-error').allTextContents();

/** The raw mail in the outbox to `address`, if any. */
function outboxMailTo(address: string): string | null {
  const dir = path.join(stack.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return null;
  for (const file of fs.readdirSync(dir)) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    if (/^X-Mail-Kind: approved$/m.test(text)) continue; // an approval e-mail, not the one looked for
    if (new RegExp(`^To: .*${address.replace(/[.]/g, '\\.')}`, 'm').test(text)) return text;
  }
  return null;
}

function outboxResetLink(): string | null {
  const dir = path.join(stack.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return null;
  for (const file of fs.readdirSync(dir)) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
    const match = /https?:\/\/[^\s"'<>]+(\/reset-password\/[A-Za-z0-9_-]+)/.exec(text);
    if (match && text.includes(EMAIL)) return match[1]!;
  }
  return null;
}

describe('registration and password pages in Hindi', () => {
  it('registration: Hindi labels, Hindi reference labels over English values, Hindi validation; English restores the words', async () => {
    const page = await hindiPage();
    await page.goto('/?showLogin=true');
    await page.getByRole('dialog', { name: hiPortal.login.title }).getByRole('link', { name: hiPortal.login.register }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(hiPortal.registration.title);
    expect(await page.title()).toContain(hiPortal.registration.title);

    // Options show the Hindi label; the value sent stays the canonical English one.
    const community = page.getByLabel(hiPortal.memberFields.community);
    expect(await community.locator('option[value="Lodha"]').textContent()).toBe(hiCommon.reference.community.Lodha);
    expect(await page.getByLabel(hiPortal.memberFields.qualification).locator('option[value="B.Tech / B.E."]').textContent())
      .toBe(hiCommon.reference.qualification['B.Tech / B.E.']);
    await community.selectOption('Lodha');
    await page.getByLabel(hiPortal.memberFields.state).selectOption('Madhya Pradesh');
    const district = page.getByLabel(hiPortal.memberFields.district);
    expect(await district.locator('option[value="Indore"]').textContent()).toBe(hiCommon.reference.district.Indore);
    await district.selectOption('Indore');
    await expect.poll(() => page.getByLabel(hiPortal.executiveField.label).inputValue()).toBe(EXECUTIVE);

    // Submitting the incomplete form: the first failed rule in Hindi, by its code.
    await page.getByRole('button', { name: hiPortal.registration.register }).click();
    await expect.poll(() => page.locator('.form-error[role="alert"]').textContent()).toBe(hiCommon.validation.INVALID_MOBILE);
    expect(await page.locator('.field-error').first().textContent()).toMatch(DEVANAGARI);
    await hindiChecks(page, '/registration', [EXECUTIVE]);
    await screenshots(page, 'i18n-registration-hi');

    await toEnglish(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Create Account');
    expect(await page.getByLabel('Community').locator('option[value="Lodha"]').textContent()).toBe('Lodha');
    await screenshots(page, 'i18n-registration-en');
    await page.context().close();
  });

  it('registering in Hindi: the photo cropper, a taken e-mail told in Hindi by the API code, the success dialog in Hindi', async () => {
    const page = await hindiPage();
    await page.goto('/?showLogin=true');
    await page.getByRole('dialog', { name: hiPortal.login.title }).getByRole('link', { name: hiPortal.login.register }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(hiPortal.registration.title);
    const f = hiPortal.memberFields;
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field(f.fullName).fill('Pooja Lodhi');
    await field(f.dob).fill('1998-03-14');
    await field(f.gender).selectOption('Female');
    await field(f.mobile).fill('9876501234');
    await field(f.email).fill(EMAIL);
    await field(hiPortal.registration.password).fill('secret-2026');
    await field(f.qualification).selectOption('M.Sc.');
    await field(f.profession).selectOption('Teacher / Lecturer / Professor');
    await field(f.motherName).fill('Geeta Lodhi');
    await field(f.fatherName).fill('Mohan Lodhi');
    await field(f.fatherMobile).fill('9123405678');
    await field(f.community).selectOption('Lodha');
    await field(f.gotra).fill('Kashyap');
    await field(f.motherGotra).fill('Vatsa');
    await field(f.state).selectOption('Madhya Pradesh');
    await field(f.district).selectOption('Indore');
    await field(f.block).fill('Vijay Nagar');
    await field(f.address).fill('12 MG Road, Indore');
    await expect.poll(() => page.getByLabel(hiPortal.executiveField.label).inputValue()).toBe(EXECUTIVE);

    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3a7bd5' } }).png().toBuffer();
    await page.getByLabel(hiPortal.imagePicker.required.replace('{{label}}', hiPortal.registration.photoLabel)).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.locator('.cropper-crop-box').waitFor();
    await page.getByRole('button', { name: hiPortal.imagePicker.zoomIn }).click();
    await hindiChecks(page, 'image cropper');
    await screenshots(page, 'i18n-registration-crop-hi');
    await page.getByRole('button', { name: hiPortal.imagePicker.use }).click();
    await page.getByAltText(hiPortal.imagePicker.chosenAlt).waitFor();

    // The API refuses the taken e-mail; the page shows the field error's code in Hindi, never the server's words.
    await page.getByRole('button', { name: hiPortal.registration.register, exact: true }).click();
    await expect.poll(() => page.locator('.form-error[role="alert"]').textContent()).toBe(hiCommon.validation.EMAIL_TAKEN);
    await hindiChecks(page, '/registration (e-mail taken)');

    await field(f.email).fill('pooja.forms@example.com');
    await page.getByRole('button', { name: hiPortal.registration.register, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: hiPortal.registration.successTitle });
    await dialog.waitFor({ timeout: 20_000 });
    expect(await dialog.textContent()).toContain(hiPortal.registration.successText);
    // The dialog leaves by itself after 3 seconds, so only the quick checks here (registration.test.ts runs axe on it).
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await englishLeft(page, ['English']), 'English left on the success dialog').toEqual([]);
    await page.screenshot({ path: path.join(artifactsDir, 'i18n-registration-success-hi-360.png') });
    await page.context().close();

    // Registered in Hindi, so the account is Hindi before any login: a reset mail asked for by an English client
    // (no Accept-Language) goes out in Hindi, and the account says 'hi'.
    const anon = new ApiClient(stack.apiUrl);
    await anon.gql(`mutation($email: String!) { requestPasswordReset(email: $email) { __typename } }`, { email: 'pooja.forms@example.com' });
    await expect.poll(() => outboxMailTo('pooja.forms@example.com'), { timeout: 10_000 }).not.toBeNull();
    expect(outboxMailTo('pooja.forms@example.com')).toMatch(/^Content-Language: hi$/m);
    const login = await anon.gql(`mutation($input: LoginInput!) { login(input: $input) { __typename } }`, { input: { email: 'pooja.forms@example.com', password: 'secret-2026' } });
    expect(login.login.__typename).toBe('LoginSuccess');
    expect((await anon.gql('{ me { preferredLanguage } }')).me.preferredLanguage).toBe('hi');
  });

  it('forgot and reset password in Hindi: Hindi answers from the API by code, a used-up link said in Hindi', async () => {
    const page = await hindiPage();
    await page.goto('/?showLogin=true');
    await page.getByRole('dialog', { name: hiPortal.login.title }).getByRole('link', { name: hiPortal.login.forgot }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(hiPortal.forgotPassword.title);
    await page.getByLabel(hiPortal.forgotPassword.email).fill(EMAIL);
    await page.getByRole('button', { name: hiPortal.forgotPassword.send }).click();
    await expect.poll(() => page.locator('.form-success').textContent()).toBe(hiCommon.messages.resetLinkSent);
    await hindiChecks(page, '/forgot-password');
    await screenshots(page, 'i18n-forgot-password-hi');

    // The reset page from the mailed link (DATA_DIR/outbox: no SMTP server in this stack).
    await expect.poll(outboxResetLink).not.toBeNull();
    await page.goto(outboxResetLink()!);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(hiPortal.resetPassword.title);
    await page.getByLabel(hiPortal.resetPassword.newPassword, { exact: true }).fill('new-pass-2026');
    await page.getByLabel(hiPortal.resetPassword.confirm).fill('other-pass-2026');
    await page.getByRole('button', { name: hiPortal.resetPassword.submit }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(hiCommon.validation.PASSWORDS_DO_NOT_MATCH);
    await hindiChecks(page, '/reset-password/{token}');
    await screenshots(page, 'i18n-reset-password-hi');

    await page.goto('/reset-password/not-a-real-token');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(hiCommon.errors.INVALID_TOKEN);
    await hindiChecks(page, '/reset-password/{bad token}');
    await screenshots(page, 'i18n-reset-link-unusable-hi');

    await toEnglish(page);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('This reset link is invalid or has expired.');
    await screenshots(page, 'i18n-reset-link-unusable-en');
    await page.getByRole('link', { name: 'Send a new link' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Forgot Password');
    await screenshots(page, 'i18n-forgot-password-en');
    await page.context().close();
  });

  it('the awaiting-approval banner in Hindi names the reviewing executive', async () => {
    const page = await hindiPage();
    await page.goto('/?showLogin=true');
    const dialog = page.getByRole('dialog', { name: hiPortal.login.title });
    await dialog.getByLabel(hiPortal.login.email).fill(PENDING_EMAIL);
    await dialog.getByLabel(hiPortal.login.password).fill(MEMBER_PASSWORD);
    await dialog.getByRole('button', { name: hiPortal.login.submit }).click();
    const banner = page.getByRole('region', { name: hiPortal.approvalBanner.title });
    await banner.getByText(EXECUTIVE).waitFor();
    const text = await banner.innerText();
    expect(text).toContain(hiCommon.errors.AWAITING_APPROVAL);
    expect(text.split(EXECUTIVE).join(' ')).not.toMatch(/[A-Za-z]+(?:[ ,.'’&-]+[A-Za-z]+){2,}/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await banner.screenshot({ path: path.join(artifactsDir, 'i18n-approval-banner-hi-360.png') });
    await page.context().close();
  });
});

describe('messages already shown follow a language switch at once (decisions §10)', () => {
  it('registration: the field errors and the form message of an empty form turn Hindi with the switch, and back', async () => {
    const { page } = await newPage(stack, DESKTOP);
    await page.goto('/');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    const alert = page.locator('form p.form-error[role="alert"]');
    await expect.poll(() => alert.textContent()).toBe(enCommon.validation.INVALID_MOBILE);
    const english = await fieldErrors(page);
    expect(english).toContain(enCommon.validation.REQUIRED);
    expect(english).toContain(enCommon.validation.EXECUTIVE_REQUIRED);
    const codes = english.map(codeOfEnglish);

    await toHindi(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(hiPortal.registration.title);
    await expect.poll(() => fieldErrors(page)).toEqual(codes.map((c) => hiCommon.validation[c]));
    expect(await alert.textContent()).toBe(hiCommon.validation.INVALID_MOBILE);
    expect(await englishLeft(page, ['English']), 'English left on /registration after the switch').toEqual([]);
    await screenshots(page, 'i18n-registration-errors-switched-hi');

    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => fieldErrors(page)).toEqual(english);
    expect(await alert.textContent()).toBe(enCommon.validation.INVALID_MOBILE);
    await page.context().close();
  });

  it('forgot password: the answer shown turns Hindi with the switch', async () => {
    const { page } = await newPage(stack, DESKTOP);
    await page.goto('/?showLogin=true');
    await page.getByRole('dialog', { name: 'Login' }).getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill('nobody.forms@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect.poll(() => page.locator('.form-success').textContent()).toBe(enCommon.messages.resetLinkSent);
    await toHindi(page);
    await expect.poll(() => page.locator('.form-success').textContent()).toBe(hiCommon.messages.resetLinkSent);
    await page.context().close();
  });

  it('edit profile: a field error and the form message turn Hindi with the switch', async () => {
    const { page } = await newPage(stack, DESKTOP);
    await loginThroughDialog(page, EMAIL, MEMBER_PASSWORD);
    await page.goto('/edit-profile');
    const fullName = page.getByLabel('Full name', { exact: true });
    await fullName.waitFor();
    await fullName.fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const alert = page.locator('form p.form-error[role="alert"]');
    await expect.poll(() => alert.textContent()).toBe(enCommon.validation.REQUIRED);
    expect(await fieldErrors(page)).toEqual([enCommon.validation.REQUIRED]);

    await toHindi(page);
    await expect.poll(() => fieldErrors(page)).toEqual([hiCommon.validation.REQUIRED]);
    expect(await alert.textContent()).toBe(hiCommon.validation.REQUIRED);
    // Back to English for the account (the switch saved Hindi on it).
    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => fieldErrors(page)).toEqual([enCommon.validation.REQUIRED]);
    await page.context().close();
  });
});
