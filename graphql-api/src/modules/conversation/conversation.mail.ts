import { linkIn, type Mailer } from '../../common/mail.js';
import type { Member } from '../member/member.entity.js';
import type { NotificationMailer } from '../notification/notification.mail.js';
import { translator } from '../../common/i18n.js';
import { emailHtml } from '../../common/html.js';

/**
 * The unread-message e-mail: in the recipient's language, with the same signed one-click unsubscribe
 * (`List-Unsubscribe`, RFC 8058) and quiet hours as every notification e-mail. It names the sender, never the
 * message: bodies do not leave the product by e-mail.
 */
export class ConversationMailer {
  constructor(private readonly deps: { mailer: Mailer; notifications: NotificationMailer; portalUrl: string }) {}

  /** Null to send now; else when quiet hours end. */
  holdUntil(): Date | null {
    return this.deps.notifications.holdUntil();
  }

  async send(member: Member, sender: Member): Promise<void> {
    const language = (member as { preferredLanguage?: string }).preferredLanguage === 'hi' ? 'hi' : 'en';
    const t = translator(language);
    const unsubscribeLink = this.deps.notifications.unsubscribeUrl(member.id, 'emailMessageUnread');
    const values = { name: sender.fullName, memberName: member.fullName, link: linkIn(language, `${this.deps.portalUrl}/messages/${sender.id}`), unsubscribeLink };
    const lines = [
      t('email.messageUnread.greeting', values), '', t('email.messageUnread.body', values), '',
      t('email.messageUnread.unsubscribe', values), '', t('email.messageUnread.signature'),
    ];
    const unsubscribe = unsubscribeLink;
    await this.deps.mailer.send({
      to: member.email,
      language,
      subject: t('email.messageUnread.subject', values),
      text: lines.join('\n'),
      html: emailHtml(language, lines),
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  }
}
