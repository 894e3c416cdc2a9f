// A member: login lands on /search; search by every filter and by gender; infinite scroll over three pages;
// a card opens the profile; my profile; edit with its messages and the 2-second return; the dropdown; logout;
// a Not Approved member's /search; an expired session acting like the guard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { MESSAGES } from '@matrimony/schema';
import {
  MEMBER_PASSWORD,
  ApiClient,
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
  type MemberInput,
  type Stack,
  memberClient,
  submitLoginDialog,
} from './support';

let stack: Stack;
let otherIds: string[] = [];
let admin: ApiClient;
let moverId: string;
let suspendedId: string;
const ME = { fullName: 'Aarti Lodha', email: 'aarti@example.com' };
const PENDING = { fullName: 'Pooja Pending', email: 'pooja@example.com' };
const REJECTED = { fullName: 'Rekha Rejected', email: 'rekha@example.com' };
const MOVER = { fullName: 'Meera Mover', email: 'meera@example.com' };
const SUSPENDED = { fullName: 'Sapna Suspended', email: 'sapna@example.com' };

const FIRST = ['Amit', 'Rahul', 'Sunil', 'Vijay', 'Deepak', 'Manoj', 'Rakesh', 'Sanjay', 'Ajay', 'Nitin', 'Gaurav', 'Rohit', 'Harsh', 'Kunal'];
const LAST = ['Lodhi', 'Patel', 'Verma', 'Singh'];

beforeAll(async () => {
  stack = await startStack();
  admin = await adminClient(stack);
  const indore = await createExecutive(stack, admin, { fullName: 'Ravi Lodha', email: 'ravi@example.com', community: 'Lodha', state: 'Madhya Pradesh', district: 'Indore' });
  const bhopal = await createExecutive(stack, admin, { fullName: 'Uma Lodha', email: 'uma@example.com', community: 'Lodha', state: 'Madhya Pradesh', district: 'Bhopal' });
  const people: MemberInput[] = [];
  for (let i = 0; i < 28; i++) {
    people.push({
      fullName: `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}${i >= FIRST.length ? ' Jr' : ''}`,
      email: `member${i}@example.com`,
      gender: i === 27 ? 'Other' : 'Male',
      qualification: i < 2 ? 'MBA / PGDM' : 'B.Sc.',
      profession: i === 5 || i === 6 ? 'Doctor' : 'Teacher / Lecturer / Professor',
      district: i >= 20 && i < 23 ? 'Bhopal' : 'Indore',
    });
  }
  people[10].fullName = 'Zubin Kashyap';
  for (const p of people) {
    const id = await registerMember(stack, p.district === 'Bhopal' ? bhopal : indore, p);
    await approveMember(admin, id);
    otherIds.push(id);
  }
  const me = await registerMember(stack, indore, { ...ME, gender: 'Female', block: 'Vijay Nagar Sector 7' });
  await approveMember(admin, me);
  // Approved only in their own test, so the search counts above do not include them.
  moverId = await registerMember(stack, indore, { ...MOVER, gender: 'Female' });
  // Suspended after a report (Approved only in their own test, like the mover).
  suspendedId = await registerMember(stack, indore, { ...SUSPENDED, gender: 'Female' });
  await registerMember(stack, indore, { ...PENDING, gender: 'Female' });
  const rejected = await registerMember(stack, indore, { ...REJECTED, gender: 'Female' });
  const r = await admin.gql(`mutation($id: ID!) { rejectMember(id: $id) { __typename } }`, { id: rejected });
  expect(r.rejectMember.__typename).toBe('MemberModerationSuccess');
}, 300_000);
afterAll(async () => {
  await stack?.stop();
});

const cards = (page: Page) => page.locator('.member-card');

async function runSearch(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect.poll(() => page.locator('.loading').count()).toBe(0);
  // The cards of a page that just arrived are drawn a moment after the page is announced (a deferred render):
  // read them once the list shows as many as the announcement says.
  const names = page.locator('.member-card-name');
  const announced = page.locator('.search-page p.visually-hidden[role="status"]');
  await expect.poll(async () => {
    const text = (await announced.textContent()) ?? '';
    const count = text === 'No results found.' ? 0 : Number(/^(\d+) members? found\.$/.exec(text)?.[1] ?? NaN);
    return count === (await names.count());
  }).toBe(true);
  return names.allTextContents();
}

describe('member', () => {
  it('logs in to /search, pages by scrolling and searches by every filter', async () => {
    const { context, page } = await newPage(stack, PHONE);
    await loginThroughDialog(page, ME.email, MEMBER_PASSWORD);
    // The navbar shows the stored user.
    await page.getByRole('button', { name: new RegExp(ME.fullName) }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(stored.fullName).toBe(ME.fullName);
    expect(typeof stored._id).toBe('string');
    expect(stored.profileImage).toMatch(/^\/uploads\//);
    expect('imageUrl' in stored).toBe(true);

    // Page 1 of 10, then 20 and 28 as the member scrolls to the bottom.
    await expect.poll(() => cards(page).count()).toBe(10);
    await expectAccessible(page, '/search');
    await screenshots(page, 'search');
    // While a filter has a value, scrolling does not page (docs/product.md, 'Search'); clearing it resumes.
    await page.locator('#search-gender').selectOption('Male');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(800);
    expect(await cards(page).count()).toBe(10);
    await page.locator('#search-gender').selectOption('');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => cards(page).count()).toBe(20);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => cards(page).count()).toBe(28);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(800);
    expect(await cards(page).count()).toBe(28);
    const names = await page.locator('.member-card-name').allTextContents();
    expect(names).not.toContain(ME.fullName); // never themselves
    expect(names).not.toContain(PENDING.fullName); // only Approved members
    await page.evaluate(() => window.scrollTo(0, 0));

    // Empty search: the product's alert.
    const alertText = new Promise<string>((resolve) => page.once('dialog', (d) => { resolve(d.message()); void d.dismiss(); }));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect(await alertText).toBe('Please enter at least one search value.');

    const searchBy = page.getByRole('group', { name: 'Search By' });
    // Name (text input).
    await searchBy.getByLabel('Name').check();
    await page.getByLabel('Name', { exact: true }).last().fill('zubin');
    expect(await runSearch(page)).toEqual(['Zubin Kashyap']);
    // On a phone the form fills the screen: the answer is brought up, clear of the sticky top bar.
    await expect.poll(() => cards(page).first().evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(PHONE.height / 2);
    expect(await cards(page).first().evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(56);
    await searchBy.getByLabel('Name').uncheck();
    // Qualification (dropdown).
    await searchBy.getByLabel('Qualification').check();
    await page.locator('#search-qualification').selectOption('MBA / PGDM');
    expect((await runSearch(page)).length).toBe(2);
    await searchBy.getByLabel('Qualification').uncheck();
    // City/District (dropdown of every district).
    await searchBy.getByLabel('City/District').check();
    expect(await page.locator('#search-district option').count()).toBe(14);
    await page.locator('#search-district').selectOption('Bhopal');
    expect((await runSearch(page)).length).toBe(3);
    await searchBy.getByLabel('City/District').uncheck();
    // Profession (dropdown).
    await searchBy.getByLabel('Profession').check();
    await page.locator('#search-profession').selectOption('Doctor');
    expect((await runSearch(page)).length).toBe(2);
    await screenshots(page, 'search-results');
    await searchBy.getByLabel('Profession').uncheck();
    // Gender alone.
    expect(await page.locator('#search-gender option').allTextContents()).toEqual(['All Genders', 'Male', 'Female', 'Other']);
    await page.locator('#search-gender').selectOption('Other');
    expect((await runSearch(page)).length).toBe(1);
    // Nothing matches.
    await page.locator('#search-gender').selectOption('Female');
    expect((await runSearch(page)).length).toBe(0);
    await page.locator('p.empty', { hasText: 'No results found.' }).waitFor();
    // An explicit search stops paging: scrolling does not add anything.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(600);
    expect(await cards(page).count()).toBe(0);

    // A card opens the profile.
    await page.locator('#search-gender').selectOption('Other');
    await runSearch(page);
    await cards(page).first().getByRole('link').click();
    await page.waitForURL(/\/profile\//);
    await page.getByRole('heading', { level: 1, name: 'Kunal Singh Jr' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('Other');
    await expectAccessible(page, '/profile/{id}');
    await screenshots(page, 'profile');
    await context.close();
  });

  it('shows my profile, edits it with its messages and returns after 2 seconds; the dropdown; logout', async () => {
    const { context, page } = await newPage(stack, DESKTOP);
    await loginThroughDialog(page, ME.email, MEMBER_PASSWORD);
    // The address changes before the search screen is drawn (its code may still be on its way), and the top bar
    // closes its menu when the new screen arrives: open the menu once the screen is there, as a person would.
    await page.locator('.search-page').waitFor();
    const toggle = page.getByRole('button', { name: new RegExp(ME.fullName) });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // A click outside closes the dropdown.
    await page.locator('h1').click();
    expect(await page.getByRole('link', { name: 'My Profile' }).count()).toBe(0);
    await toggle.click();
    await page.getByRole('link', { name: 'My Profile' }).click();
    await page.waitForURL('**/my-profile');
    expect(await page.getByRole('link', { name: 'My Profile' }).count()).toBe(0); // choosing closes it
    await page.getByRole('heading', { name: `Welcome ${ME.fullName}` }).waitFor();
    const text = await page.locator('main').textContent();
    for (const t of ['aarti@example.com', '9876543210', 'Sunita Devi', 'Kashyap', 'Indore', 'Vijay Nagar', 'Ravi Lodha']) expect(text).toContain(t);
    await expectAccessible(page, '/my-profile');
    await screenshots(page, 'my-profile');

    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await page.waitForURL('**/edit-profile');
    const full = page.getByLabel('Full name', { exact: true });
    await expect.poll(() => full.inputValue()).toBe(ME.fullName);
    const mobile = page.getByLabel('Mobile number', { exact: true });
    expect(await mobile.getAttribute('placeholder')).toBe('Enter 10-digit mobile number');
    // At most 10 characters, kept by normalising rather than by maxlength, which would cut a pasted
    // "+91 98270 12345" before its country code is dropped (docs/product.md, 'Input rules').
    const savedMobile = await mobile.inputValue();
    await mobile.fill('+91 98270 123456');
    expect(await mobile.inputValue()).toBe('9827012345');
    await mobile.fill(savedMobile);
    await expectAccessible(page, '/edit-profile');
    await screenshots(page, 'edit-profile');

    // Letters only as typed, capitalised on blur (block too, on this form).
    await full.fill('');
    await full.pressSequentially('aarti9 LODHA');
    await full.blur();
    expect(await full.inputValue()).toBe('Aarti Lodha');
    const block = page.getByLabel('City / Tehsil', { exact: true });
    // Registration allowed digits there: typing on this form filters what is typed, never the saved 'Sector 7'.
    expect(await block.inputValue()).toBe('Vijay Nagar Sector 7');
    await block.press('End');
    await block.pressSequentially(' b9');
    expect(await block.inputValue()).toBe('Vijay Nagar Sector 7 b');
    await block.press('Backspace');
    expect(await block.inputValue()).toBe('Vijay Nagar Sector 7 ');
    await block.fill('');
    await block.pressSequentially('rau-2 town');
    await block.blur();
    expect(await block.inputValue()).toBe('Rau Town');

    // Messages: bad mobile, then a required field. With the address (far below) emptied too, the message and the
    // focus are the mobile's: the first problem on the page, not the first rule (required fields are checked first).
    await mobile.fill('12345');
    const address = page.getByLabel('Address', { exact: true });
    const savedAddress = await address.inputValue();
    await address.fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => page.locator('[role="alert"].form-error').textContent()).toBe('Please enter a valid 10-digit mobile number starting with 6-9');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('mobile');
    await address.fill(savedAddress);
    await mobile.fill('9988776655');
    // Fixing the field takes the form's message away too (it named no field, and stayed by the button).
    expect(await page.locator('[role="alert"].form-error').count()).toBe(0);
    // Changing state clears the district.
    await page.getByLabel('State', { exact: true }).selectOption('Delhi');
    expect(await page.getByLabel('District', { exact: true }).inputValue()).toBe('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => page.locator('[role="alert"].form-error').textContent()).toBe('This field is required');
    // A move to another place asks for an executive there before saving (docs/privacy.md): none serves West Delhi.
    await page.getByLabel('District', { exact: true }).selectOption('West Delhi');
    await page.getByText(MESSAGES.relocationReview).waitFor();
    await expect.poll(() => page.locator('[data-field="edit-executive"]').inputValue()).toBe(MESSAGES.noExecutive);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => page.locator('[role="alert"].form-error').textContent()).toBe(MESSAGES.executiveRequired);
    // Back to the saved place: no notice, no executive to choose.
    await page.getByLabel('State', { exact: true }).selectOption('Madhya Pradesh');
    await page.getByLabel('District', { exact: true }).selectOption('Indore');
    await expect.poll(() => page.getByText(MESSAGES.relocationReview).count()).toBe(0);
    expect(await page.locator('[data-field="edit-executive"]').count()).toBe(0);
    // Father's mobile and gotras are optional.
    await page.getByLabel("Father's mobile number", { exact: true }).fill('');
    await page.getByLabel('Gotra', { exact: true }).fill('');
    await full.fill('Aarti Lodha Sharma');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    const savedAt = Date.now();
    await page.waitForURL('**/my-profile', { timeout: 5000 });
    expect(Date.now() - savedAt).toBeGreaterThan(1500);
    await page.getByRole('heading', { name: 'Welcome Aarti Lodha Sharma' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('Ravi Lodha');
    // Every field shows on My Profile, the emptied ones as not given.
    for (const label of ["Father's mobile", 'Gotra']) {
      expect(await page.locator('.profile-row').filter({ has: page.getByText(label, { exact: true }) }).locator('dd').textContent()).toBe('Not given');
    }
    // The stored user and the navbar follow.
    await page.getByRole('button', { name: /Aarti Lodha Sharma/ }).waitFor();

    // Logout clears storage (all but the language choice) and goes to /. A request refused while the logout is on
    // its way (the session it ended) does not open "Your session has expired": the Logout answer is held until such
    // a refusal has been announced.
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('mutation Logout')) return route.fallback();
      const answer = await route.fetch();
      await page.evaluate(() => window.dispatchEvent(new Event('session-expired')));
      await route.fulfill({ response: answer });
    });
    await page.getByRole('button', { name: /Aarti Lodha Sharma/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key !== 'lang'))).toEqual([]);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.unroute('**/graphql');
    // The server session ended too: the guard route now bounces.
    await page.goto('/search');
    await expect.poll(() => pathOf(page)).toBe('/');
    await context.close();
  });

  it('asks before unsaved changes are lost (Cancel, a top-bar link, Back) and saves a photo left in the crop step', async () => {
    const { context, page } = await newPage(stack, PHONE);
    await loginThroughDialog(page, ME.email, MEMBER_PASSWORD);
    await page.locator('.search-page').waitFor();
    await page.goto('/my-profile');
    const openEdit = async () => {
      await page.getByRole('link', { name: 'Edit Profile' }).click();
      await page.waitForURL('**/edit-profile');
    };
    await openEdit();
    const block = page.getByLabel('City / Tehsil', { exact: true });
    await expect.poll(() => block.inputValue()).not.toBe('');
    const saved = await block.inputValue();
    const leaveDialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    // Nothing changed: Cancel leaves at once.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL('**/my-profile');
    await openEdit();

    // Changed: Cancel asks; staying keeps what was typed.
    await block.fill('Mhow');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await leaveDialog.waitFor();
    expect(pathOf(page)).toBe('/edit-profile');
    await expectAccessible(page, 'leave without saving');
    await screenshots(page, 'edit-profile-leave');
    await leaveDialog.getByRole('button', { name: 'Stay on this page' }).click();
    expect(await leaveDialog.count()).toBe(0);
    expect(await block.inputValue()).toBe('Mhow');
    // Back (a phone's back gesture) asks too, and stays on the form.
    await page.goBack();
    await leaveDialog.waitFor();
    expect(pathOf(page)).toBe('/edit-profile');
    await leaveDialog.getByRole('button', { name: 'Stay on this page' }).click();
    expect(await block.inputValue()).toBe('Mhow');
    // A link in the top bar asks; leaving goes there and drops the change.
    await page.getByRole('button', { name: /Aarti Lodha/ }).click();
    await page.getByRole('link', { name: 'My Profile' }).click();
    await leaveDialog.waitFor();
    await leaveDialog.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL('**/my-profile');
    await openEdit();
    await expect.poll(() => block.inputValue()).toBe(saved);
    // Back, then leave: the page before the form, with no extra step left in the history.
    await block.fill('Mhow');
    await page.goBack();
    await leaveDialog.waitFor();
    await leaveDialog.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL('**/my-profile');
    expect(await leaveDialog.count()).toBe(0);
    await openEdit();
    // A change undone is no change: Cancel leaves at once. (The address field keeps what is typed as it is: City /
    // Tehsil would drop the digits a registration allowed there.)
    await expect.poll(() => block.inputValue()).toBe(saved);
    const address = page.getByLabel('Address', { exact: true });
    const savedAddress = await address.inputValue();
    await address.fill('Mhow');
    await address.fill(savedAddress);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL('**/my-profile');
    await openEdit();

    // A photo chosen and left in the crop step (no "Use this photo") is the one saved.
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2f9e44' } }).png().toBuffer();
    await page.getByLabel('Change profile photo (optional)').setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: png });
    await page.locator('.cropper-crop-box').waitFor();
    let uploaded = '';
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
      if (body.includes('UpdateMyProfile')) uploaded = body;
      await route.continue();
    });
    // A change near the top, then saved from the bottom of the long form on a phone: the outcome is in view, not
    // scrolled back to where the member was when the form first changed.
    await page.getByLabel('Full name', { exact: true }).press('End');
    await page.getByLabel('Full name', { exact: true }).pressSequentially(' Devi');
    await page.getByRole('button', { name: 'Save Changes' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    await page.waitForTimeout(300);
    const shown = await page.getByText('Profile updated successfully').boundingBox();
    expect(shown!.y).toBeGreaterThan(0);
    expect(shown!.y + shown!.height).toBeLessThan(PHONE.height);
    expect(uploaded).toContain('filename="profile.jpg"');
    expect(await page.getByRole('button', { name: 'Use this photo' }).count()).toBe(0);
    // Saved: nothing asks, and the return to My Profile is the page after the form.
    await page.waitForURL('**/my-profile', { timeout: 5000 });
    expect(await leaveDialog.count()).toBe(0);
    await page.goBack();
    await page.waitForURL('**/edit-profile');
    await page.goBack();
    await page.waitForURL('**/my-profile');
    await context.close();
  });

  it('a member who moves chooses an executive serving the new place and is reviewed again, told so before saving', async () => {
    await approveMember(admin, moverId);
    const { context, page } = await newPage(stack, DESKTOP);
    await loginThroughDialog(page, MOVER.email, MEMBER_PASSWORD);
    await page.goto('/edit-profile');
    await expect.poll(() => page.getByLabel('Full name', { exact: true }).inputValue()).toBe(MOVER.fullName);
    expect(await page.getByText(MESSAGES.relocationReview).count()).toBe(0);
    await page.getByLabel('District', { exact: true }).selectOption('Bhopal');
    // The same lookup as registration: the one executive of Lodha, Bhopal is filled in.
    await page.getByText(MESSAGES.relocationReview).waitFor();
    await expect.poll(() => page.locator('[data-field="edit-executive"]').inputValue()).toBe('Uma Lodha');
    await page.getByText(MESSAGES.relocationReview).scrollIntoViewIfNeeded();
    await expectAccessible(page, '/edit-profile (moving)');
    await screenshots(page, 'edit-profile-moving');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    await page.waitForURL('**/my-profile', { timeout: 5000 });
    // The address changes before the lazily loaded page replaces the form: read My Profile once it is there.
    await page.getByRole('heading', { name: /^Welcome / }).waitFor();
    const text = await page.locator('main').textContent();
    expect(text).toContain('Bhopal');
    expect(text).toContain('Uma Lodha');
    // Not Approved again: search says the profile awaits approval.
    await page.goto('/search');
    await page.getByText(MESSAGES.awaitingApproval).waitFor();
    await context.close();
  });

  it('a suspended member is told before saving that they cannot move, and can still edit the rest', async () => {
    await approveMember(admin, suspendedId);
    const reporter = await memberClient(stack, 'member0@example.com');
    const sent = await reporter.gql(`mutation($input: ReportMemberInput!) { reportMember(input: $input) { __typename ... on ReportSubmitted { reportId } } }`, { input: { memberId: suspendedId, category: 'FAKE_PROFILE' } });
    const reportId = sent.reportMember.reportId as string;
    await admin.gql(`mutation($id: ID!) { takeReport(reportId: $id) { __typename } }`, { id: reportId });
    const resolved = await admin.gql(`mutation($id: ID!) { resolveReport(reportId: $id, action: SUSPEND) { __typename } }`, { id: reportId });
    expect(resolved.resolveReport.__typename).toBe('ReportActionSuccess');

    const { context, page } = await newPage(stack, PHONE);
    await loginThroughDialog(page, SUSPENDED.email, MEMBER_PASSWORD);
    await page.goto('/edit-profile');
    await expect.poll(() => page.getByLabel('Full name', { exact: true }).inputValue()).toBe(SUSPENDED.fullName);
    const moveText = 'While your profile is suspended you cannot move to another community, state or district. Your other details can still be changed.';
    await page.getByLabel('District', { exact: true }).selectOption('Bhopal');
    // Not the relocation review (choose an executive there): a move is not open to them.
    await page.locator('#relocation-notice', { hasText: moveText }).waitFor();
    expect(await page.getByText(MESSAGES.relocationReview).count()).toBe(0);
    expect(await page.locator('[data-field="edit-executive"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => page.locator('[role="alert"].form-error').textContent()).toBe(moveText);
    await screenshots(page, 'edit-profile-suspended-move');
    // The rest saves.
    await page.getByLabel('District', { exact: true }).selectOption('Indore');
    await expect.poll(() => page.locator('#relocation-notice').count()).toBe(0);
    await page.getByLabel('Full name', { exact: true }).fill('Sapna Suspended Rao');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    const me = await admin.gql(`query($id: ID!) { member(id: $id) { ... on Member { fullName district status } } }`, { id: suspendedId });
    expect(me.member).toEqual({ fullName: 'Sapna Suspended Rao', district: 'Indore', status: 'SUSPENDED' });
    await context.close();
  });

  it('tells a Not Approved member their profile awaits approval', async () => {
    const { context, page } = await newPage(stack, PHONE);
    await loginThroughDialog(page, PENDING.email, MEMBER_PASSWORD);
    await page.getByText('Your profile is awaiting approval.').waitFor();
    expect(await cards(page).count()).toBe(0);
    await screenshots(page, 'search-awaiting-approval');
    await context.close();
  });

  it('tells a Rejected member their profile was not approved and how to reach support', async () => {
    const { context, page } = await newPage(stack, PHONE);
    await loginThroughDialog(page, REJECTED.email, MEMBER_PASSWORD);
    await page.getByText('Your profile was not approved.', { exact: false }).waitFor();
    expect(await page.locator('.notice').textContent()).toContain('support@rishtasamaj.in');
    await context.close();
  });

  it('keeps Edit Profile changes and a chosen photo when the session ends mid-edit, for the same member only', async () => {
    const { context, page } = await newPage(stack, DESKTOP);
    await loginThroughDialog(page, 'member4@example.com', MEMBER_PASSWORD);
    await page.goto('/edit-profile');
    const address = page.getByLabel('Address', { exact: true });
    await address.waitFor();
    await address.fill('14 Lake View Road, Indore');
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#1c7ed6' } }).png().toBuffer();
    await page.getByLabel('Change profile photo (optional)').setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Use this photo' }).click();
    await page.getByAltText('Your chosen profile photo').waitFor();
    // The session ends (here: its cookie is gone); the save is refused, and the member logs in again.
    await context.clearCookies();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await saveAfterSessionEnd(page, dialog);
    await submitLoginDialog(page, 'member4@example.com', MEMBER_PASSWORD);
    await expect.poll(() => pathOf(page)).toBe('/edit-profile');
    // Back on the form: the typed address and the cropped photo, said so, and saved with one press.
    await page.getByText('Your changes were kept while you logged in again. Check them and save.').waitFor();
    expect(await address.inputValue()).toBe('14 Lake View Road, Indore');
    await page.getByAltText('Your chosen profile photo').waitFor();
    let uploaded = '';
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
      if (body.includes('UpdateMyProfile')) uploaded = body;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    expect(uploaded).toContain('filename="profile.jpg"');
    expect(uploaded).toContain('14 Lake View Road, Indore');
    await page.unroute('**/graphql');

    // Kept for that member only: another member logging in after an ended session gets their own profile.
    await page.goto('/edit-profile');
    await address.fill('Somewhere Else');
    await context.clearCookies();
    await saveAfterSessionEnd(page, dialog);
    await submitLoginDialog(page, 'member5@example.com', MEMBER_PASSWORD);
    await expect.poll(() => pathOf(page)).toBe('/edit-profile');
    await address.waitFor();
    expect(await address.inputValue()).not.toBe('Somewhere Else');
    expect(await page.getByText('Your changes were kept while you logged in again. Check them and save.').count()).toBe(0);
    await context.close();
  });

  it('treats an expired session like the guard, and unknown profiles as not found', async () => {
    const { context, page } = await newPage(stack, DESKTOP);
    await loginThroughDialog(page, 'member3@example.com', MEMBER_PASSWORD);
    await expect.poll(() => cards(page).count()).toBe(10);
    await page.goto('/search?gender=Female');
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    await context.clearCookies();
    await page.reload();
    await expect.poll(() => pathOf(page)).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    // Like the guard: the login dialog says why, and logging in goes back to where the member was.
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByText('Your session has expired. Please log in again.').waitFor();
    await submitLoginDialog(page, 'member3@example.com', MEMBER_PASSWORD);
    await expect.poll(() => pathOf(page)).toBe('/search?gender=Female');
    await context.clearCookies();
    await page.evaluate(() => localStorage.removeItem('user'));

    await page.goto('/profile/00000000-0000-4000-8000-000000000000');
    await page.getByText('User not found').waitFor();
    // A visitor sees the public card of an Approved member, without the photo.
    await page.goto(`/profile/${otherIds[10]}`);
    await page.getByRole('heading', { level: 1, name: 'Zubin Kashyap' }).waitFor();
    expect(await page.locator('main').textContent()).not.toContain('Sunita Devi');
    await context.close();
  });
});

/**
 * Presses Save Changes once the session has ended. A request of the page's own (the top bar's counts, loaded a
 * little later on a slow machine) may learn of the ended session first: the app then keeps the draft and opens the
 * login dialog at once, and the button is gone. Either way the dialog must say the session expired.
 */
async function saveAfterSessionEnd(page: Page, dialog: Locator): Promise<void> {
  try {
    await page.getByRole('button', { name: 'Save Changes' }).click({ timeout: 15_000 });
  } catch (error) {
    if (!(await dialog.isVisible())) throw error;
  }
  await dialog.getByText('Your session has expired. Please log in again.').waitFor();
}
