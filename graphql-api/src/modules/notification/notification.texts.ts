/**
 * Notification e-mail texts in English and Hindi, keyed by notification kind, in one place so that they move
 * into the language catalogs (email.*) as a whole. {{name}}, {{link}} and {{outcome}} are filled in.
 */
export type MailLanguage = 'en' | 'hi';

export interface MailText {
  subject: string;
  body: string;
}

export const NOTIFICATION_MAIL_TEXTS: Record<MailLanguage, Record<'INTEREST_RECEIVED' | 'INTEREST_REMINDED' | 'INTEREST_ACCEPTED' | 'REPORT_OUTCOME', MailText> & {
  greeting: string; unsubscribe: string; outcomeActionTaken: string; outcomeDismissed: string; footer: string;
}> = {
  en: {
    greeting: 'Namaste {{memberName}},',
    INTEREST_RECEIVED: {
      subject: '{{name}} is interested in you',
      body: '{{name}} has sent you an interest on Rishta Samaj. See their profile and accept or decline it here: {{link}}',
    },
    INTEREST_REMINDED: {
      subject: '{{name}} is waiting for your answer',
      body: '{{name}} sent you an interest and is waiting for your answer. Accept or decline it here: {{link}}',
    },
    INTEREST_ACCEPTED: {
      subject: '{{name}} accepted your interest',
      body: '{{name}} accepted your interest. You are now connected and can see the contact details they share: {{link}}',
    },
    REPORT_OUTCOME: {
      subject: 'Your report has been reviewed',
      body: 'Thank you for your report. Our team has reviewed it: {{outcome}} See your notifications: {{link}}',
    },
    outcomeActionTaken: 'we have taken action.',
    outcomeDismissed: 'we found nothing that breaks our rules.',
    unsubscribe: 'Do not want these e-mails? Unsubscribe with one click: {{link}}',
    footer: 'Rishta Samaj',
  },
  hi: {
    greeting: 'नमस्ते {{memberName}},',
    INTEREST_RECEIVED: {
      subject: '{{name}} ने आपमें रुचि दिखाई है',
      body: '{{name}} ने रिश्ता समाज पर आपको रुचि भेजी है। उनकी प्रोफ़ाइल देखें और यहाँ स्वीकार या अस्वीकार करें: {{link}}',
    },
    INTEREST_REMINDED: {
      subject: '{{name}} आपके उत्तर की प्रतीक्षा कर रहे हैं',
      body: '{{name}} ने आपको रुचि भेजी है और आपके उत्तर की प्रतीक्षा कर रहे हैं। यहाँ स्वीकार या अस्वीकार करें: {{link}}',
    },
    INTEREST_ACCEPTED: {
      subject: '{{name}} ने आपकी रुचि स्वीकार की',
      body: '{{name}} ने आपकी रुचि स्वीकार कर ली है। अब आप जुड़े हुए हैं और उनके साझा किए संपर्क विवरण देख सकते हैं: {{link}}',
    },
    REPORT_OUTCOME: {
      subject: 'आपकी शिकायत की समीक्षा हो गई है',
      body: 'आपकी शिकायत के लिए धन्यवाद। हमारी टीम ने इसकी समीक्षा की: {{outcome}} अपनी सूचनाएँ देखें: {{link}}',
    },
    outcomeActionTaken: 'हमने कार्रवाई की है।',
    outcomeDismissed: 'हमें नियमों का कोई उल्लंघन नहीं मिला।',
    unsubscribe: 'ये ई-मेल नहीं चाहिए? एक क्लिक में सदस्यता छोड़ें: {{link}}',
    footer: 'रिश्ता समाज',
  },
};

export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');
}
