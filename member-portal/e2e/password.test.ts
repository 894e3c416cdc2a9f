// Forgot and reset password through the link a real SMTP server (started here) receives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
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
  PHONE,
  type Stack,
} from './support';

let stack: Stack;
let smtp: SMTPServer;
const mails: string[] = [];
let mailArrived: (() => void) | null = null;
const EMAIL = 'forgetful@example.com';

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        // The member's approval e-mail (sent when the test approves them) is not what these tests wait for.
        if (/^X-Mail-Kind: approved\r?$/m.test(raw)) return callback();
        mails.push(raw);
        mailArrived?.();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  stack = await startStack({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  const admin = await adminClient(stack);
  const exec = await createExecutive(stack, admin, { fullName: 'Ravi Lodha', email: 'ravi@example.com', community: 'Lodha', state: 'Madhya Pradesh', district: 'Indore' });
  await approveMember(admin, await registerMember(stack, exec, { fullName: 'Farhan Lodhi', email: EMAIL }));
});
afterAll(async () => {
  await stack?.stop();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

function resetLink(mail: string): string {
  // Quoted-printable bodies wrap lines with "=\r\n" and encode "=" as "=3D".
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const match = /https?:\/\/[^\s"'<>]+\/reset-password\/[A-Za-z0-9_\-]+/.exec(text);
  if (!match) throw new Error(`no reset link in mail:\n${text.slice(0, 2000)}`);
  return match[0];
}

describe('password reset', () => {
  it('sends a link by e-mail and sets a new password through it', async () => {
    const { context, page } = await newPage(stack, PHONE);
    await page.goto('/?showLogin=true');
    await page.getByRole('dialog', { name: 'Login' }).getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    const send = page.getByRole('button', { name: 'Send Reset Link' });
    expect(await send.isDisabled()).toBe(true);
    // A mistyped address is said as the registration says it, not as a bare 'Invalid input.'.
    await page.getByLabel('Email').fill('ramesh@');
    await send.click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByLabel('Email').fill(EMAIL);
    expect(await send.isDisabled()).toBe(false);
    const arrived = new Promise<void>((resolve) => (mailArrived = resolve));
    await send.click();
    await page.getByText('Reset link sent to your email.').waitFor();
    await Promise.race([arrived, new Promise((_, reject) => setTimeout(() => reject(new Error('no mail within 15 s')), 15_000))]);
    const link = resetLink(mails.at(-1)!);
    expect(link.startsWith(stack.portalUrl)).toBe(true);

    // An unknown address gets the same answer.
    await page.getByLabel('Email').fill('nobody@example.com');
    await send.click();
    await page.getByText('Reset link sent to your email.').waitFor();
    // The fourth request for one address in an hour is refused, and says so with the time left (not "Something went
    // wrong", which would have the member try again in vain).
    for (let i = 0; i < 3; i += 1) {
      const answered = page.waitForResponse((r) => r.url().includes('/graphql') && (r.request().postData() ?? '').includes('RequestPasswordReset'));
      await send.click();
      await answered;
    }
    await page.getByText(/^Too many reset requests for this address\. Please try again in \d+ minutes\.$/).waitFor();

    await page.goto(link);
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await expectAccessible(page, '/reset-password/{token}');
    await screenshots(page, 'reset-password');
    const reset = page.getByRole('button', { name: 'Reset Password' });
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm new password').fill('abc');
    await reset.click();
    await page.getByText('Password must be at least 6 characters.').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('brand-new-2026');
    await page.getByLabel('Confirm new password').fill('brand-new-2025');
    await reset.click();
    await page.getByText('Passwords do not match.').waitFor();
    await page.getByLabel('Confirm new password').fill('brand-new-2026');
    await reset.click();
    await page.getByText('Password reset successful! Redirecting...').waitFor();
    const doneAt = Date.now();
    await page.getByRole('dialog', { name: 'Login' }).waitFor({ timeout: 5000 });
    expect(Date.now() - doneAt).toBeGreaterThan(1500);
    expect(pathOf(page)).toBe('/');

    // The link is single use, and the page says so when it opens, before any password is typed, with the way to
    // a new link.
    await page.goto(link);
    await page.getByText('This reset link is invalid or has expired.').waitFor();
    expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);
    await expectAccessible(page, '/reset-password/{used token}');
    await screenshots(page, 'reset-link-used');
    await page.getByRole('link', { name: 'Send a new link' }).click();
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    expect(pathOf(page)).toBe('/forgot-password');
    // A made-up link is turned away the same way.
    await page.goto('/reset-password/not-a-real-token');
    await page.getByText('This reset link is invalid or has expired.').waitFor();

    // The old password no longer works, the new one does.
    await page.goto('/?showLogin=true');
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Email').fill(EMAIL);
    await dialog.getByLabel('Password').fill(MEMBER_PASSWORD);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Invalid email or password.');
    await loginThroughDialog(page, EMAIL, 'brand-new-2026');
    await context.close();
  });
});
