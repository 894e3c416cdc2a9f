// Registration: the entry from home, every validation message in the rules' order, name filtering and
// capitalisation, location resets, the three executive-lookup outcomes, a cropped photo, the spinner and the
// success dialog that returns to the login dialog after 3 seconds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import path from 'node:path';
import { adminClient, artifactsDir, createExecutive, expectAccessible, newPage, pathOf, screenshots, startStack, DESKTOP, PHONE, type Stack } from './support';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
  const admin = await adminClient(stack);
  await createExecutive(stack, admin, { fullName: 'Ravi Lodha', email: 'ravi@example.com', community: 'Lodha', state: 'Madhya Pradesh', district: 'Indore' });
  await createExecutive(stack, admin, { fullName: 'Meena Sharma', email: 'meena@example.com', community: 'Brahmin', state: 'Madhya Pradesh', district: 'Bhopal' });
  await createExecutive(stack, admin, { fullName: 'Kiran Joshi', email: 'kiran@example.com', community: 'Brahmin', state: 'Madhya Pradesh', district: 'Bhopal' });
});
afterAll(async () => {
  await stack?.stop();
});

async function openRegistration(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('heading', { name: 'Create Account' }).waitFor();
}

async function submitAndReadError(page: Page): Promise<string | null> {
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const alert = page.locator('form p.form-error[role="alert"]');
  await alert.waitFor();
  return alert.textContent();
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillForm(page: Page, email: string) {
    await field(page, 'Full name').fill('Neha Verma');
    await field(page, 'Date of birth').fill('1997-05-20');
    await field(page, 'Gender').selectOption('Female');
    await field(page, 'Mobile number').fill('9876543210');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill('secret-2026');
    await field(page, 'Qualification').selectOption('MBA / PGDM');
    await field(page, 'Profession').selectOption('Software Engineer');
    await field(page, "Mother's name").fill('Kavita Verma');
    await field(page, "Father's name").fill('Suresh Verma');
    await field(page, "Father's mobile number").fill('9123456780');
    await field(page, 'Community').selectOption('Lodha');
    await field(page, 'Gotra').fill('Kashyap');
    await field(page, "Mother's gotra").fill('Vatsa');
    await field(page, 'State').selectOption('Madhya Pradesh');
    await field(page, 'District').selectOption('Indore');
    await field(page, 'City / Tehsil').fill('Vijay Nagar');
    await field(page, 'Address').fill('21 MG Road, Indore');
    await expect.poll(() => field(page, 'Executive').inputValue()).toBe('Ravi Lodha');

}


describe('registration', () => {
  it('checks in the order of the input rules, filters names, resets location and looks up executives', async () => {
    const { context, page } = await newPage(stack, PHONE);
    await openRegistration(page);
    await expectAccessible(page, '/registration');

    expect(await submitAndReadError(page)).toBe('Please enter a valid 10-digit mobile number starting with 6-9');
    await field(page, 'Mobile number').fill('5123456789');
    expect(await submitAndReadError(page)).toBe('Please enter a valid 10-digit mobile number starting with 6-9');
    await field(page, 'Mobile number').fill('9876543210');
    expect(await submitAndReadError(page)).toBe("Please enter a valid father's mobile number");
    await field(page, "Father's mobile number").fill('8123456789');
    expect(await submitAndReadError(page)).toBe('Please enter a valid email address');
    await field(page, 'Email').fill('new.member@example.com');
    expect(await submitAndReadError(page)).toBe('Password must be at least 6 characters long');
    await field(page, 'Password').fill('abc');
    expect(await submitAndReadError(page)).toBe('Password must be at least 6 characters long');
    await field(page, 'Password').fill('secret-2026');
    expect(await submitAndReadError(page)).toBe('Executive selection is required.');

    // Name filtering as typed, capitalisation on blur.
    await field(page, 'Full name').pressSequentially('pRIYA123 sHARMA!');
    expect(await field(page, 'Full name').inputValue()).toBe('pRIYA sHARMA');
    await field(page, 'Full name').blur();
    expect(await field(page, 'Full name').inputValue()).toBe('Priya Sharma');
    await field(page, 'Address').pressSequentially('12, M.G. Road #5 - Indore@');
    expect(await field(page, 'Address').inputValue()).toBe('12, M.G. Road 5 - Indore');

    // District waits for a state.
    expect(await field(page, 'District').isDisabled()).toBe(true);
    await field(page, 'Community').selectOption('Lodha');
    await field(page, 'State').selectOption('Madhya Pradesh');
    await field(page, 'District').selectOption('Indore');
    // One executive: filled in, read-only.
    await expect.poll(() => field(page, 'Executive').inputValue()).toBe('Ravi Lodha');
    expect(await field(page, 'Executive').getAttribute('readonly')).not.toBeNull();

    // Changing the state clears district and executive.
    await field(page, 'State').selectOption('Maharashtra');
    expect(await field(page, 'District').inputValue()).toBe('');
    await expect.poll(() => field(page, 'Executive').inputValue()).toBe('');

    // None: 'No executive available', empty value.
    await field(page, 'District').selectOption('Pune');
    await expect.poll(() => field(page, 'Executive').inputValue()).toBe('No executive available');
    expect(await submitAndReadError(page)).toBe('Executive selection is required.');

    // Several: a select with the first preselected.
    await field(page, 'Community').selectOption('Brahmin');
    await field(page, 'State').selectOption('Madhya Pradesh');
    await field(page, 'District').selectOption('Bhopal');
    await expect.poll(() => page.locator('select[data-field="reg-executive"] option').count()).toBe(2);
    const options = await page.locator('select[data-field="reg-executive"] option').allTextContents();
    expect(options.sort()).toEqual(['Kiran Joshi', 'Meena Sharma']);
    const selected = await page.locator('select[data-field="reg-executive"]').evaluate((s: HTMLSelectElement) => s.selectedIndex);
    expect(selected).toBe(0);

    expect(await submitAndReadError(page)).toBe('Please upload your profile image.');
    await screenshots(page, 'registration-errors');

    // A failed lookup empties the list and the executive.
    await page.route('**/graphql', (route) =>
      (route.request().postData() ?? '').includes('ExecutivesByLocation')
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"message":"boom"}]}' })
        : route.continue(),
    );
    await field(page, 'Community').selectOption('Lodha');
    await field(page, 'District').selectOption('Indore');
    await expect.poll(() => field(page, 'Executive').inputValue()).toBe('No executive available');
    const lookupFailed = page.getByRole('alert').filter({ hasText: 'Executives could not be loaded.' });
    await lookupFailed.waitFor();
    expect(await submitAndReadError(page)).toBe('Executive selection is required.');
    await page.unroute('**/graphql');
    // Retry asks again for the same community and district.
    await lookupFailed.scrollIntoViewIfNeeded();
    await screenshots(page, 'registration-lookup-failed');
    await lookupFailed.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => field(page, 'Executive').inputValue()).toBe('Ravi Lodha');
    await lookupFailed.waitFor({ state: 'detached' });
    await context.close();
  });

  it('crops a photo, registers with a spinner and returns to the login dialog after 3 seconds', async () => {
    const { context, page } = await newPage(stack, DESKTOP);
    await openRegistration(page);
    await fillForm(page, 'neha.verma@example.com');
    expect(await submitAndReadError(page)).toBe('Please upload your profile image.');
    // The focus goes to the photo's own button, which names what to do (not a nameless box around it), and the
    // message is read with it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Choose a photo');
    const describedBy = (await page.evaluate(() => document.activeElement?.getAttribute('aria-describedby'))) ?? '';
    const description = await page.evaluate((ids) => ids.split(' ').map((id) => document.getElementById(id)?.textContent).join(' '), describedBy);
    expect(description).toContain('Please upload your profile image.');

    // Choose a photo: crop mode with "Use this photo" and "Choose another"; only the first sets it.
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7bd5' } }).png().toBuffer();
    const fileInput = page.getByLabel('Profile photo (required)');
    await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    // "Choose another" leaves the crop step and opens the file chooser again.
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Choose another' }).click()]);
    expect(await page.locator('.cropper-container').count()).toBe(0);
    await chooser.setFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.locator('.cropper-crop-box').waitFor();
    // The crop can be adjusted without dragging.
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Move photo left' }).click();
    await expectAccessible(page, 'image cropper');
    await screenshots(page, 'registration-crop');
    await page.getByRole('button', { name: 'Use this photo' }).click();
    await page.getByAltText('Your chosen profile photo').waitFor();
    // The chosen photo answers the error shown for the missing one.
    expect(await page.getByText('Please upload your profile image.').count()).toBe(0);

    // The upload is a multipart request with profile.jpg as JPEG and the preflight header.
    let upload: { headers: Record<string, string>; body: string } | null = null;
    await page.route('**/graphql', async (route) => {
      const req = route.request();
      if ((req.headers()['content-type'] ?? '').startsWith('multipart/form-data')) {
        upload = { headers: req.headers(), body: req.postDataBuffer()?.toString('latin1') ?? '' };
        await new Promise((r) => setTimeout(r, 1200)); // long enough to see the spinner
      }
      await route.continue();
    });
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByRole('button', { name: 'Registering...' }).waitFor();
    expect(await page.locator('.spinner-overlay').count()).toBe(1);
    const dialog = page.getByRole('dialog', { name: 'Registration Successful!' });
    await dialog.waitFor({ timeout: 20_000 });
    const shownAt = Date.now();
    expect(upload).not.toBeNull();
    expect(upload!.headers['apollo-require-preflight']).toBe('true');
    expect(upload!.body).toContain('filename="profile.jpg"');
    expect(upload!.body).toContain('Content-Type: image/jpeg');
    await expectAccessible(page, 'registration success');
    await page.screenshot({ path: path.join(artifactsDir, 'registration-success-1280.png') });

    await page.getByRole('dialog', { name: 'Login' }).waitFor({ timeout: 6000 });
    const elapsed = Date.now() - shownAt;
    expect(elapsed).toBeGreaterThan(2500);
    expect(pathOf(page)).toBe('/');
    await context.close();
  });

  it('shows the server message when the email is taken', async () => {
    const { context, page } = await newPage(stack, PHONE);
    await openRegistration(page);
    await fillForm(page, 'NEHA.VERMA@example.com');
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#d5793a' } }).png().toBuffer();
    await page.getByLabel('Profile photo (required)').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.locator('.cropper-crop-box').waitFor();
    // A filled-in form is not lost to one tap: the link to the login dialog asks first.
    await page.getByRole('link', { name: 'Already have an account? Login' }).click();
    const leaveDialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leaveDialog.getByRole('button', { name: 'Stay on this page' }).click();
    expect(pathOf(page)).toBe('/registration');
    // The photo left in the crop step, without "Use this photo", is the member's photo: the refusal is the e-mail's.
    expect(await submitAndReadError(page)).toBe('An account with this email already exists.');
    await page.getByAltText('Your chosen profile photo').waitFor();
    expect(await page.getByRole('button', { name: 'Use this photo' }).count()).toBe(0);
    // The member is taken to the field the refusal is about, as for the form's own checks.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('email');
    // Everything typed and the cropped photo stay: another email is all it takes, and it takes the message away.
    await field(page, 'Email').fill('neha.v.second@example.com');
    expect(await page.locator('form p.form-error[role="alert"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByRole('dialog', { name: 'Registration Successful!' }).waitFor({ timeout: 20_000 });
    await context.close();
  });

  it('an executive filled in by the lookup clears "Executive selection is required." at once', async () => {
    const { context, page } = await newPage(stack, DESKTOP);
    await openRegistration(page);
    await submitAndReadError(page);
    const executive = field(page, 'Executive');
    const executiveError = page.locator('.field-error').filter({ hasText: 'Executive selection is required.' });
    expect(await executiveError.count()).toBe(1);
    expect(await executive.getAttribute('aria-invalid')).toBe('true');

    await field(page, 'Community').selectOption('Lodha');
    await field(page, 'State').selectOption('Madhya Pradesh');
    // Still empty while the place is incomplete: the error stays.
    expect(await executiveError.count()).toBe(1);
    await field(page, 'District').selectOption('Indore');
    await expect.poll(() => executive.inputValue()).toBe('Ravi Lodha');
    await expect.poll(() => executiveError.count()).toBe(0);
    expect(await executive.getAttribute('aria-invalid')).toBeNull();
    // The other fields' errors stay until they are answered.
    expect(await page.locator('.field-error').filter({ hasText: 'This field is required' }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('shows a focus ring on every stop of the date of birth field, its calendar button too', async () => {
    const { context, page } = await newPage(stack, PHONE);
    await openRegistration(page);
    const dob = page.locator('input[type=date]');
    await dob.focus();
    // Month, day, year, then the calendar button: four Tab stops inside the one field.
    for (let stop = 0; stop < 4; stop++) {
      const ring = await dob.evaluate((el) => ({ focused: document.activeElement === el, outline: getComputedStyle(el).outlineStyle }));
      expect(ring, `stop ${stop + 1}`).toEqual({ focused: true, outline: 'solid' });
      await page.keyboard.press('Tab');
    }
    await context.close();
  });

  it('links back to the login dialog', async () => {
    const { context, page } = await newPage(stack, DESKTOP);
    await openRegistration(page);
    await page.getByRole('link', { name: 'Already have an account? Login' }).click();
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    expect(pathOf(page)).toBe('/');
    await context.close();
  });
});
