import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from './logger.js';

export interface MailMessage {
  to: string;
  /** The recipient's language (Content-Language header); the texts come from the catalogs in it. */
  language?: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on notification e-mails. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Waits for mails still being handed to the SMTP server, then closes the transport. */
  close(): Promise<void>;
}

/**
 * A link in an e-mail, in the recipient's language: the apps open in it (`?lang=`) even on a browser that shows the
 * other one, so the login that follows keeps the account's language.
 */
export function linkIn(language: string, url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(language)}`;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise each mail becomes an .eml file in DATA_DIR/outbox/. */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  if (opts.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(opts.smtpUrl);
    const pending = new Set<Promise<void>>();
    return {
      // Resolves once the message is handed over, not after the SMTP dialogue (about 200 ms): an answer must not
      // take longer when a mail goes out, or forgot-password would reveal which addresses have an account.
      // Delivery failures are logged here.
      async send(m) {
        const delivery: Promise<void> = transport
          .sendMail(envelope(opts.from, m))
          .then(
            () => opts.logger.info({ subject: m.subject }, 'mail sent'),
            (err: unknown) => opts.logger.error({ err: { message: (err as Error)?.message }, subject: m.subject }, 'mail could not be sent'),
          )
          .finally(() => pending.delete(delivery));
        pending.add(delivery);
      },
      async close() {
        let timer: NodeJS.Timeout | undefined;
        const cap = new Promise<void>((resolve) => (timer = setTimeout(resolve, 5000).unref()));
        await Promise.race([Promise.allSettled([...pending]), cap]);
        clearTimeout(timer);
        transport.close();
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail(envelope(opts.from, m));
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`);
      // Written beside the outbox, then moved in: whoever reads the outbox never finds a mail half written.
      const writing = path.join(path.dirname(opts.outboxDir), `.${path.basename(file)}.writing`);
      await fs.writeFile(writing, info.message as Buffer, { mode: 0o600 });
      await fs.rename(writing, file);
      // Local development only (no SMTP): the link is logged so the developer can follow it.
      const links = m.text.match(/https?:\/\/\S+/g) ?? [];
      opts.logger.info({ subject: m.subject, file, links }, 'mail written to outbox');
    },
    close: async () => transport.close(),
  };
}

/** nodemailer's message: the language goes into a Content-Language header beside the message's own headers. */
function envelope(from: string, m: MailMessage) {
  const { language, headers, ...rest } = m;
  return { from, ...rest, headers: { ...headers, ...(language ? { 'Content-Language': language } : {}) } };
}
