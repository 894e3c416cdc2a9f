// The reset page's message follows a language switch while shown: the link comes through a real SMTP server
// started here, as the portal's password tests get theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import enCommon from '@matrimony/schema/i18n/en/common.json';
import hiCommon from '@matrimony/schema/i18n/hi/common.json';
import { createAdmin, gql, openPage, startStack, type Stack } from './support/stack';

const ADMIN = { email: 'reset.admin@example.com', password: 'admin-pass-3', name: 'Reset Admin' };

let stack: Stack;
let smtp: SMTPServer;
const mails: string[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  stack = await startStack({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  createAdmin(stack.api, ADMIN.email, ADMIN.password, ADMIN.name);
});

afterAll(async () => {
  await stack?.stop();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

/** The token of the newest reset e-mail (quoted-printable bodies wrap lines with "=\r\n" and write "=" as "=3D"). */
function resetToken(): string {
  const text = (mails.at(-1) ?? '').replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const match = /\/admin-reset-password\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in mail:\n${text.slice(0, 2000)}`);
  return match[1]!;
}

describe('reset password in two languages', () => {
  it('a refusal shown on the reset page follows a switch to English at once', async () => {
    const asked = await gql(stack.api, 'mutation($email: String!) { executiveForgotPassword(email: $email) { __typename } }', { email: ADMIN.email });
    expect(asked.data?.executiveForgotPassword.__typename).toBe('PasswordResetRequested');
    await expect.poll(() => mails.length, { timeout: 15_000 }).toBeGreaterThan(0);

    const { context, page, errors } = await openPage(stack.browser, 360, 800);
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('lang', 'hi');
        localStorage.setItem('langChosen', '1');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto(`${stack.web}/admin-reset-password/${resetToken()}`);
    await page.getByRole('heading', { name: 'पासवर्ड रीसेट करें' }).waitFor();
    await page.locator('input[name="password"]').fill('abc');
    await page.locator('input[name="confirm"]').fill('abc');
    await page.getByRole('button', { name: 'पासवर्ड रीसेट करें' }).click();
    const said = page.getByRole('alert');
    await expect.poll(() => said.innerText()).toBe(hiCommon.validation.RESET_PASSWORD_TOO_SHORT);

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await expect.poll(() => said.innerText()).toBe(enCommon.validation.RESET_PASSWORD_TOO_SHORT);
    expect(errors).toEqual([]);
    await context.close();
  });
});
