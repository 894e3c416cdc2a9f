// Rough edges a family notices in the first week: search kept across Back, pasted mobile numbers, member-only
// addresses for visitors, a hung or failed load, the photo picker, the awaiting-approval banner and the top bar
// at 360 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  MEMBER_PASSWORD,
  adminClient,
  approveMember,
  createExecutive,
  expectAccessible,
  loginThroughDialog,
  newPage,
  pathOf,
  registerMember,
  screenshots,
  startStack,
  DESKTOP,
  PHONE,
  type Stack,
  memberClient,
} from './support';

let stack: Stack;
let doctorId = '';
let executiveId = '';
const ME = { fullName: 'Aarti Lodha', email: 'aarti@example.com' };
const PENDING = { fullName: 'Pooja Pending', email: 'pooja@example.com' };
const EXECUTIVE = 'Ravi Lodha';
const NAMES = ['Amit', 'Rahul', 'Sunil', 'Vijay', 'Deepak', 'Manoj', 'Rakesh', 'Sanjay', 'Ajay', 'Nitin', 'Gaurav', 'Rohit', 'Harsh'];

beforeAll(async () => {
  stack = await startStack();
  const admin = await adminClient(stack);
  const exec = (executiveId = await createExecutive(stack, admin, { fullName: EXECUTIVE, email: 'ravi@example.com', community: 'Lodha', state: 'Madhya Pradesh', district: 'Indore' }));
  for (let i = 0; i < 25; i++) {
    const id = await registerMember(stack, exec, {
      fullName: `${NAMES[i % NAMES.length]} ${i < NAMES.length ? 'Lodhi' : 'Patel'}`,
      email: `member${i}@example.com`,
      gender: 'Male',
      dob: `${1990 + (i % 5)}-03-15`,
      profession: i < 3 ? 'Doctor' : 'Teacher / Lecturer / Professor',
    });
    await approveMember(admin, id);
    if (i === 0) doctorId = id;
  }
  await approveMember(admin, await registerMember(stack, exec, { ...ME, gender: 'Female' }));
  await registerMember(stack, exec, { ...PENDING, gender: 'Female' });
}, 300_000);
afterAll(async () => {
  await stack?.stop();
});

const cards = (page: Page) => page.locator('.member-card');
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

describe('search across Back', () => {
  it('keeps the paged list and its scroll position, and a search with its ticked filters; Clear search browses again', async () => {
    const { context, page } = await newPage(stack, DESKTOP);
    await loginThroughDialog(page, ME.email, MEMBER_PASSWORD);
    await expect.poll(() => cards(page).count()).toBe(10);

    // Cards label their values and show age and community besides the original card's fields.
    const first = await cards(page).first().innerText();
    for (const label of ['Age', 'City', 'Gender', 'Qualification', 'Profession', 'Community']) expect(first).toContain(label);
    expect(first).toContain('Lodha');
    expect(first).toMatch(/Age\s*:?\s*3\d/);

    // Browse two pages, open a card of the second page, come back.
    await scrollToBottom(page);
    await expect.poll(() => cards(page).count()).toBe(20);
    const target = cards(page).nth(14);
    await target.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(300);
    const name = (await target.locator('.member-card-name').innerText()).trim();
    await target.locator('a').click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.goBack();
    await page.waitForURL('**/search');
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(20);
    await expect.poll(async () => Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(2);

    // A search with ticked filters survives Back too.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('checkbox', { name: 'Profession' }).check();
    await page.locator('#search-profession').selectOption('Doctor');
    await page.getByLabel('Gender').selectOption('Male');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => cards(page).count()).toBe(3);
    expect(new URL(page.url()).searchParams.get('profession')).toBe('Doctor');
    const found = await page.locator('.member-card-name').allTextContents();
    await cards(page).first().locator('a').click();
    await page.waitForURL('**/profile/**');
    await page.goBack();
    await page.waitForURL('**/search?**');
    await expect.poll(() => page.locator('.member-card-name').allTextContents()).toEqual(found);
    expect(await page.getByRole('checkbox', { name: 'Profession' }).isChecked()).toBe(true);
    expect(await page.locator('#search-profession').inputValue()).toBe('Doctor');
    expect(await page.getByLabel('Gender').inputValue()).toBe('Male');
    await screenshots(page, 'search-after-back');

    // Clear search returns to browsing without a reload.
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => pathOf(page)).toBe('/search');
    expect(await page.getByRole('checkbox', { name: 'Profession' }).isChecked()).toBe(false);
    expect(await page.getByLabel('Gender').inputValue()).toBe('');
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(10);
    expect(await page.getByRole('button', { name: 'Clear search' }).count()).toBe(0);
    await expectAccessible(page, 'search after clear');
    await context.close();
  });
});

describe('pasted mobile numbers', () => {
  it('keeps the last ten digits of "+91 98270 12345" and "98270-12345"', async () => {
    const { context, page } = await newPage(stack, DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.portalUrl });
    await page.goto('/');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    const paste = async (label: string, text: string) => {
      await page.evaluate((t) => navigator.clipboard.writeText(t), text);
      const field = page.getByLabel(label, { exact: true });
      await field.click();
      await page.keyboard.press('Control+V');
      return field.inputValue();
    };
    expect(await paste('Mobile number', '+91 98270 12345')).toBe('9827012345');
    expect(await paste("Father's mobile number", '98270-12345')).toBe('9827012345');
    // Typing stays as before: digits only, at most ten.
    const mobile = page.getByLabel('Mobile number', { exact: true });
    await mobile.fill('');
    await mobile.pressSequentially('98-2701234567');
    expect(await mobile.inputValue()).toBe('9827012345');
    await context.close();
  });
});

describe('member-only addresses for visitors', () => {
  it('opens the login dialog with a reason and goes on to the page asked for', async () => {
    const { context, page } = await newPage(stack, PHONE);
    await page.goto('/my-profile');
    await expect.poll(() => pathOf(page)).toBe('/');
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByText('Please log in to continue.').waitFor();
    await screenshots(page, 'login-required');
    await dialog.getByLabel('Email').fill(ME.email);
    await dialog.getByLabel('Password').fill(MEMBER_PASSWORD);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/my-profile');
    await page.getByRole('heading', { name: `Welcome ${ME.fullName}` }).waitFor();
    await context.close();

    // The search address, with its filters, is kept as well.
    const second = await newPage(stack, DESKTOP);
    await second.page.goto('/search?by=profession&profession=Doctor&q=1');
    await expect.poll(() => pathOf(second.page)).toBe('/');
    const d2 = second.page.getByRole('dialog', { name: 'Login' });
    await d2.getByText('Please log in to continue.').waitFor();
    await d2.getByLabel('Email').fill(ME.email);
    await d2.getByLabel('Password').fill(MEMBER_PASSWORD);
    await d2.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => pathOf(second.page)).toBe('/search?by=profession&profession=Doctor&q=1');
    await second.context.close();
  });

  it('tells a visitor on a public profile that photos and family details are for approved members', async () => {
    const { context, page } = await newPage(stack, PHONE);
    await page.goto(`/profile/${doctorId}`);
    const hint = page.getByRole('region', { name: 'Photos and family details' });
    await hint.getByText('Photos and family details are for approved members.').waitFor();
    await screenshots(page, 'public-profile-hint');
    await expectAccessible(page, 'public profile');
    // Register goes to the registration form (its guard wants to know where the visitor came from).
    await hint.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await page.goBack();
    await hint.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Email').fill(ME.email);
    await dialog.getByLabel('Password').fill(MEMBER_PASSWORD);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => pathOf(page)).toBe(`/profile/${doctorId}`);
    await page.getByRole('heading', { name: 'Family', exact: true }).waitFor();
    expect(await hint.count()).toBe(0);
    await context.close();
  });
});

describe('loads that hang or fail', () => {
  it('gives up on a hung API with a Retry button, and Retry loads', async () => {
    const { context, page } = await newPage(stack, PHONE);
    await loginThroughDialog(page, ME.email, MEMBER_PASSWORD);
    // The API never answers the profile query.
    await page.route('**/graphql', (route) => {
      if (route.request().postData()?.includes('query MyProfile')) return; // left hanging
      return route.continue();
    });
    await page.goto('/my-profile');
    await page.getByText('Loading...').waitFor();
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor({ timeout: 40_000 });
    await screenshots(page, 'load-timed-out');
    await page.unroute('**/graphql');
    await retry.click();
    await page.getByRole('heading', { name: `Welcome ${ME.fullName}` }).waitFor();
    await context.close();
  });

  it('offers Retry when search or a profile fails to load', async () => {
    const { context, page } = await newPage(stack, DESKTOP);
    await loginThroughDialog(page, ME.email, MEMBER_PASSWORD);
    await expect.poll(() => cards(page).count()).toBe(10);
    const fail = (name: string) => (route: import('playwright-core').Route) =>
      route.request().postData()?.includes(`query ${name}`) ? route.fulfill({ status: 503, body: 'down' }) : route.continue();

    await page.route('**/graphql', fail('SearchMembers'));
    await page.getByRole('checkbox', { name: 'Profession' }).check();
    await page.locator('#search-profession').selectOption('Doctor');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    await page.unroute('**/graphql');
    await retry.click();
    await expect.poll(() => cards(page).count()).toBe(3);

    await page.route('**/graphql', fail('MemberProfile'));
    await page.goto(`/profile/${doctorId}`);
    await page.getByText('There was a problem loading user data.').waitFor();
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Family', exact: true }).waitFor();
    await context.close();
  });
});

describe('Edit Profile loads that fail', () => {
  it('offers Retry when the notification list fails instead of "Loading..." for ever', async () => {
    const { context, page } = await newPage(stack, PHONE);
    await loginThroughDialog(page, ME.email, MEMBER_PASSWORD);
    await expect.poll(() => cards(page).count()).toBe(10);
    await page.route('**/graphql', (route) =>
      route.request().postData()?.includes('query MyNotifications') ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    const failed = panel.getByRole('alert').filter({ hasText: 'Could not load this list. Please try again.' });
    await failed.waitFor();
    await screenshots(page, 'notifications-load-failed');
    await page.unroute('**/graphql');
    await failed.getByRole('button', { name: 'Retry' }).click();
    await panel.getByText('Nothing new yet.').waitFor();
    await context.close();
  });

  it('offers Retry when the profile or the executive lookup for a move fails', async () => {
    const { context, page } = await newPage(stack, PHONE);
    await loginThroughDialog(page, ME.email, MEMBER_PASSWORD);
    await expect.poll(() => cards(page).count()).toBe(10);
    const fail = (name: string) => (route: import('playwright-core').Route) =>
      route.request().postData()?.includes(`query ${name}`) ? route.fulfill({ status: 503, body: 'down' }) : route.continue();

    await page.route('**/graphql', fail('MyProfile'));
    await page.goto('/edit-profile');
    const loadFailed = page.getByRole('alert').filter({ hasText: 'There was a problem loading user data.' });
    await loadFailed.waitFor();
    await page.unroute('**/graphql');
    await loadFailed.getByRole('button', { name: 'Retry' }).click();
    const district = page.getByLabel('District', { exact: true });
    await expect.poll(() => district.inputValue()).toBe('Indore');

    // A move asks who serves the new place; when that lookup fails, Retry asks again.
    await page.route('**/graphql', fail('ExecutivesByLocation'));
    await district.selectOption('Bhopal');
    const lookupFailed = page.getByRole('alert').filter({ hasText: 'Executives could not be loaded.' });
    await lookupFailed.waitFor();
    await expect.poll(() => page.locator('[data-field="edit-executive"]').inputValue()).toBe('No executive available');
    await lookupFailed.scrollIntoViewIfNeeded();
    await screenshots(page, 'edit-profile-lookup-failed');
    await page.unroute('**/graphql');
    let asked = 0;
    page.on('request', (r) => {
      if (r.postData()?.includes('query ExecutivesByLocation')) asked++;
    });
    await lookupFailed.getByRole('button', { name: 'Retry' }).click();
    await lookupFailed.waitFor({ state: 'detached' });
    expect(asked).toBe(1);
    await expect.poll(() => page.locator('[data-field="edit-executive"]').inputValue()).toBe('No executive available');
    await context.close();
  });
});

describe('photo picker, awaiting approval, top bar', () => {
  it('labels the crop buttons and shows the chosen photo instead of "No file chosen"', async () => {
    const { context, page } = await newPage(stack, PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Register' }).click();
    const input = page.locator('input[type=file]');
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a7' } }).png().toBuffer();
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const use = page.getByRole('button', { name: 'Use this photo' });
    await use.waitFor();
    expect(await use.innerText()).toContain('Use this photo');
    expect(await page.getByRole('button', { name: 'Choose another' }).innerText()).toContain('Choose another');
    // The crop step takes the focus (its group's name is read on the way in), so Tab reaches its tools.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Use this photo');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="group"]')?.getAttribute('aria-label'))).toBe('Crop your photo');
    // The photo is one image to a screen reader: the cropper's copy inside its crop box is hidden from it.
    await page.locator('.cropper-view-box img').waitFor({ state: 'attached' });
    await expect.poll(() => page.getByRole('img', { name: 'Photo to crop' }).count()).toBe(1);
    await screenshots(page, 'crop-step');
    // "Choose another" with the file chooser cancelled: the focus is on the choose button, not lost.
    page.once('filechooser', () => undefined);
    await page.getByRole('button', { name: 'Choose another' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Choose a photo');
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await use.click();
    await page.getByText('Photo chosen', { exact: true }).waitFor();
    expect(await page.getByRole('img', { name: 'Your chosen profile photo' }).isVisible()).toBe(true);
    // The native "No file chosen" caption is not what a member sees next to their new photo.
    expect((await input.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
    await screenshots(page, 'photo-chosen');
    await context.close();
  });

  it('says at once when a chosen file cannot be opened as a photo (a HEIC from a phone), and opens the crop step for the next photo', async () => {
    const { context, page } = await newPage(stack, PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Register' }).click();
    const input = page.locator('input[type=file]');
    await input.setInputFiles({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: Buffer.concat([Buffer.from('\0\0\0\x18ftypheic'), Buffer.alloc(2000, 7)]) });
    const message = page.getByRole('alert').filter({ hasText: 'This file cannot be opened as a photo. Please choose a JPEG, PNG or WebP photo.' });
    await message.waitFor();
    expect(await page.getByRole('button', { name: 'Use this photo' }).count()).toBe(0);
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await screenshots(page, 'photo-unreadable');
    const sharp = (await import('sharp')).default;
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#a37' } }).jpeg().toBuffer();
    await input.setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await page.getByRole('button', { name: 'Use this photo' }).waitFor();
    await message.waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows a member awaiting approval who reviews them and what happens next, on My Profile and Search; Connections and Messages say so too', async () => {
    const { context, page } = await newPage(stack, PHONE);
    await loginThroughDialog(page, PENDING.email, MEMBER_PASSWORD);
    const banner = page.getByRole('region', { name: 'Awaiting approval' });
    await banner.getByText(EXECUTIVE).waitFor();
    expect(await banner.innerText()).toContain('Your profile is awaiting approval.');
    await screenshots(page, 'search-awaiting-approval');
    await page.goto('/my-profile');
    await page.getByRole('heading', { name: `Welcome ${PENDING.fullName}` }).waitFor();
    await banner.getByText(EXECUTIVE).waitFor();
    await screenshots(page, 'my-profile-awaiting-approval');
    // Connections and Messages say why they are empty, with no Retry that could never work; the top bar's
    // unread count is no error.
    const refused: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('/graphql')) return;
      const body = await response.text().catch(() => '');
      if (body.includes('"errors"')) refused.push(body);
    });
    for (const path of ['/connections', '/messages']) {
      await page.goto(path);
      await page.getByRole('status').filter({ hasText: 'Your profile is awaiting approval.' }).waitFor();
      expect(await page.getByRole('button', { name: 'Retry' }).count(), path).toBe(0);
    }
    await screenshots(page, 'messages-awaiting-approval');
    expect(refused.filter((body) => body.includes('unreadMessageCount'))).toEqual([]);
    await context.close();
  });

  it('keeps the title on one line and the member name whole in the top bar at 360 px', async () => {
    const { context, page } = await newPage(stack, PHONE);
    await loginThroughDialog(page, ME.email, MEMBER_PASSWORD);
    const brand = page.locator('.brand');
    const name = page.locator('.user-name');
    await name.waitFor();
    const fit = await page.evaluate(() => {
      const title = document.querySelector('.brand span') as HTMLElement;
      const user = document.querySelector('.user-name') as HTMLElement;
      const lineHeight = parseFloat(getComputedStyle(title).lineHeight) || parseFloat(getComputedStyle(title).fontSize) * 1.5;
      return { titleLines: Math.round(title.getBoundingClientRect().height / lineHeight), cut: user.scrollWidth > user.clientWidth };
    });
    expect(fit).toEqual({ titleLines: 1, cut: false });
    expect((await name.innerText()).trim()).toBe(ME.fullName);
    expect(await brand.isVisible()).toBe(true);
    await screenshots(page, 'top-bar-member');
    await context.close();
  });

  it('a very long name is cut short in the top bar at 360 px: the language switch and the menu stay on screen', async () => {
    const LONG = { fullName: 'Venkatalakshmi Subrahmanyeshwari Chakravarthy Krishnamurthy Ramanathan', email: 'venkata@example.com' };
    await registerMember(stack, executiveId, { ...LONG, gender: 'Female' });
    const { context, page } = await newPage(stack, PHONE);
    await loginThroughDialog(page, LONG.email, MEMBER_PASSWORD);
    await page.locator('.user-name').waitFor();
    const layout = await page.evaluate(() => {
      const inView = (selector: string) => {
        const r = document.querySelector(selector)!.getBoundingClientRect();
        return r.left >= 0 && r.right <= window.innerWidth;
      };
      const name = document.querySelector('.user-name') as HTMLElement;
      return { pageWidth: document.documentElement.scrollWidth, switch: inView('.language-switch'), menu: inView('.user-menu-toggle'), cut: name.scrollWidth > name.clientWidth };
    });
    expect(layout).toEqual({ pageWidth: 360, switch: true, menu: true, cut: true });
    // Two rows whatever the name (the title and the switch, then the member's part): not a third for the switch.
    const row = async (selector: string) => Math.round((await page.locator(selector).boundingBox())!.y);
    expect(await row('.language-switch')).toBeLessThan(await row('.user-menu-toggle'));
    expect(Math.abs((await row('.language-switch')) - (await row('.brand')))).toBeLessThan(12);
    await page.locator('.user-menu-toggle').click();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await screenshots(page, 'top-bar-long-name');
    await context.close();
  });
});

describe('browsing with a member blocked', () => {
  it('loads every other member to the end, each page full though one member is left out', async () => {
    const me = await memberClient(stack, ME.email);
    const first = await me.gql(`{ searchMembers(limit: 10) { ... on MemberSearchPage { items { id } } } }`);
    const blocked = first.searchMembers.items[3].id as string;
    await me.gql(`mutation($id: ID!) { blockMember(memberId: $id) { __typename } }`, { id: blocked });
    try {
      const { context, page } = await newPage(stack, DESKTOP);
      await loginThroughDialog(page, ME.email, MEMBER_PASSWORD);
      // The first page is full: the blocked member's place goes to the next one (the API fills it).
      await expect.poll(() => cards(page).count()).toBe(10);
      // Scroll until nothing more comes: all 25 others but the blocked one.
      for (let i = 0; i < 10 && (await cards(page).count()) < 24; i++) {
        await scrollToBottom(page);
        await page.waitForTimeout(400);
      }
      expect(await cards(page).count()).toBe(24);
      expect(await page.locator(`.member-card a[href="/profile/${blocked}"]`).count()).toBe(0);
      await context.close();
    } finally {
      await me.gql(`mutation($id: ID!) { unblockMember(memberId: $id) { __typename } }`, { id: blocked });
    }
  });
});
