import { linkIn, type Mailer } from '../../common/mail.js';
import { quietHoursEnd } from '../../common/quiet-hours.js';
import { sign, verify } from '../../common/signing.js';
import type { Member } from '../member/member.entity.js';
import type { Notification, NotificationKindValue } from './notification.entity.js';
import type { NotificationSettingsView } from './notification.service.js';
import { translator } from '../../common/i18n.js';
import { emailHtml } from '../../common/html.js';

/** The setting that turns each kind of notification e-mail on or off. */
const SETTING_OF: Partial<Record<NotificationKindValue, keyof NotificationSettingsView>> = {
  INTEREST_RECEIVED: 'emailInterestReceived',
  INTEREST_REMINDED: 'emailInterestReceived',
  INTEREST_ACCEPTED: 'emailInterestAccepted',
  REPORT_OUTCOME: 'emailReportOutcome',
};
/** The kinds of notification that are e-mailed (those with a setting above). */
type MailedKind = 'INTEREST_RECEIVED' | 'INTEREST_REMINDED' | 'INTEREST_ACCEPTED' | 'REPORT_OUTCOME';
/** Where each e-mail's link opens in the portal. */
const LINK_OF: Record<MailedKind, string> = {
  INTEREST_RECEIVED: '/connections?tab=received',
  INTEREST_REMINDED: '/connections?tab=received',
  INTEREST_ACCEPTED: '/connections?tab=connected',
  REPORT_OUTCOME: '/search?notifications=open',
};
/** Settings an unsubscribe link may turn off: the kinds above, and unread messages (conversation domain). */
const SETTINGS = new Set<string>([...Object.values(SETTING_OF), 'emailMessageUnread']);

/**
 * Notification e-mails: in the recipient's language, never in quiet hours, each with a signed one-click
 * unsubscribe link (RFC 8058 `List-Unsubscribe` and `List-Unsubscribe-Post`) for its kind.
 */
export class NotificationMailer {
  constructor(private readonly deps: { mailer: Mailer; key: Buffer; portalUrl: string; clock: () => Date }) {}

  /** Whether this kind of entry is ever e-mailed. */
  sendsFor(kind: NotificationKindValue): boolean {
    return kind in SETTING_OF;
  }

  wanted(kind: NotificationKindValue, settings: NotificationSettingsView): boolean {
    const setting = SETTING_OF[kind];
    return !!setting && settings[setting];
  }

  /** Null to send now; else when quiet hours end (real time, whatever the configured clock). */
  holdUntil(): Date | null {
    const now = this.deps.clock();
    const end = quietHoursEnd(now);
    return end ? new Date(Date.now() + (end.getTime() - now.getTime())) : null;
  }

  unsubscribeToken(memberId: string, setting: keyof NotificationSettingsView): string {
    return sign(this.deps.key, `unsubscribe:${memberId}:${setting}`);
  }

  readUnsubscribeToken(token: string): { memberId: string; setting: keyof NotificationSettingsView } | null {
    const payload = verify(this.deps.key, token);
    const [purpose, memberId, setting] = payload?.split(':') ?? [];
    if (purpose !== 'unsubscribe' || !memberId || !setting || !SETTINGS.has(setting)) return null;
    return { memberId, setting: setting as keyof NotificationSettingsView };
  }

  unsubscribeUrl(memberId: string, setting: keyof NotificationSettingsView): string {
    return `${this.deps.portalUrl}/api/notifications/unsubscribe/${this.unsubscribeToken(memberId, setting)}`;
  }

  async send(member: Member, entry: Notification, other: Member | null): Promise<void> {
    const setting = SETTING_OF[entry.kind];
    if (!setting) return;
    // In the recipient's language (their saved preference), from the shared catalogs (email.notification).
    const language = member.preferredLanguage === 'hi' ? 'hi' : 'en';
    const t = translator(language) as unknown as (key: string, values?: Record<string, string>) => string;
    const kind = entry.kind as MailedKind;
    // Each opens where it is answered: an interest on Received, an acceptance on Connected (with the contact
    // details it shares), a report's outcome in the bell's list (the portal opens it for `?notifications=open`).
    const link = linkIn(language, `${this.deps.portalUrl}${LINK_OF[kind]}`);
    const unsubscribe = this.unsubscribeUrl(member.id, setting);
    const values = {
      name: other?.fullName ?? '',
      memberName: member.fullName,
      link,
      outcome: t(entry.outcome === 'ACTION_TAKEN' ? 'email.notification.outcomeActionTaken' : 'email.notification.outcomeDismissed'),
    };
    const subject = t(`email.notification.${kind}.subject`, values);
    const lines = [
      t('email.notification.greeting', values), '', t(`email.notification.${kind}.body`, values), '',
      t('email.notification.unsubscribe', { link: unsubscribe }), '', t('email.notification.signature'),
    ];
    await this.deps.mailer.send({
      to: member.email,
      language,
      subject,
      text: lines.join('\n'),
      html: emailHtml(language, lines),
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  }
}
