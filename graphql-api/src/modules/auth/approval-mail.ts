import type { EntityManager } from '@mikro-orm/postgresql';
import { emailHtml } from '../../common/html.js';
import { translator } from '../../common/i18n.js';
import type { Jobs } from '../../common/jobs.js';
import type { Logger } from '../../common/logger.js';
import { linkIn, type Mailer } from '../../common/mail.js';
import { Executive } from '../executive/executive.entity.js';
import { Member } from '../member/member.entity.js';

export const APPROVAL_MAIL_JOB = 'account.approved-email';
export const APPROVAL_MAIL_HEADER = 'X-Mail-Kind';

export type ApprovedAccount = { kind: 'member' | 'executive'; id: string };

/**
 * "Your profile is approved": the e-mail a member (or an executive) gets when they are approved, so they know
 * they can now search (or review members) without logging in to find out. It always goes (decisions 12: no
 * setting, no quiet hours), in the account's language, through the job runner: queued after the approval's commit,
 * it survives a restart, and it is sent only if the account is still approved when the job runs.
 */
export class ApprovalMail {
  constructor(
    private readonly deps: { jobs: Jobs; mailer: Mailer; portalUrl: string; consoleUrl: string; logger: Logger; fork: () => EntityManager },
  ) {}

  /** After the approval has been committed. A failure to queue is logged; the approval itself stands. */
  async queue(account: ApprovedAccount): Promise<void> {
    try {
      await this.deps.jobs.send(APPROVAL_MAIL_JOB, account, { singletonKey: `${account.kind}:${account.id}` });
    } catch (err) {
      this.deps.logger.error({ err: { message: (err as Error).message }, kind: account.kind }, 'approval e-mail not queued');
    }
  }

  /** The job: the account as it is now (rejected or deleted meanwhile: nothing is sent). */
  async deliver({ kind, id }: ApprovedAccount): Promise<void> {
    const em = this.deps.fork();
    const account = kind === 'member'
      ? await em.findOne(Member, { id, status: 'Approved' })
      : await em.findOne(Executive, { id, isApproved: true });
    if (!account) return;
    const t = translator(account.preferredLanguage) as unknown as (key: string, values?: Record<string, string>) => string;
    const link = linkIn(account.preferredLanguage, kind === 'member' ? `${this.deps.portalUrl.replace(/\/$/, '')}/search` : `${this.deps.consoleUrl.replace(/\/$/, '')}/admin-login`);
    const lines = [t('email.approved.greeting', { name: account.fullName }), t(`email.approved.${kind}.body`), link, t('email.approved.signature')];
    await this.deps.mailer.send({
      to: account.email,
      language: account.preferredLanguage,
      subject: t(`email.approved.${kind}.subject`),
      text: lines.join('\n\n'),
      html: emailHtml(account.preferredLanguage, lines),
      // Says what this mail is to filters and to tests that look for other mails to the same address.
      headers: { [APPROVAL_MAIL_HEADER]: 'approved' },
    });
  }
}
