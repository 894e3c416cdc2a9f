import { createRequire } from 'node:module';
import { Router, type RequestHandler, type Response } from 'express';
import type { Language } from '@matrimony/schema';
import { translator, type Translate } from '../../common/i18n.js';
import { escapeHtml } from '../../common/html.js';
import { linkIn } from '../../common/mail.js';
import type { RequestContext } from '../../app/context.js';
import type { UnsubscribeTarget } from './notification.service.js';

/**
 * One-click unsubscribe from notification e-mails (RFC 8058): the e-mail's List-Unsubscribe link. A mail
 * provider POSTs `List-Unsubscribe=One-Click` to it; a person who opens it gets a page with one button (a GET
 * never changes anything, so link scanners cannot unsubscribe anyone). Not part of the REST mirror: a link in
 * our own e-mails, signed, naming one member and one kind of e-mail. The pages are in the member's saved language
 * (the one their e-mails are in); a link that is not valid is refused at once, in the browser's (Accept-Language).
 */
export function notificationRoutes(): Router {
  const r = Router();
  // The pages' Devanagari face, for a device without one of its own (the portal ships the same subset).
  r.get(FONT_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=2592000');
    res.type('font/woff2').sendFile(DEVANAGARI_FONT_FILE);
  });
  r.get('/unsubscribe/:token', unsubscribePage(
    (ctx, token) => ctx.services.notifications.unsubscribeTarget(ctx.em, token),
    (t, what) => `<h1>${escapeHtml(t('email.unsubscribePage.heading'))}</h1>
      <p>${escapeHtml(t('email.unsubscribePage.question', { what }))}</p>
      <form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t('email.unsubscribePage.button'))}</button></form>`,
  ));
  r.post('/unsubscribe/:token', unsubscribePage(
    (ctx, token) => ctx.services.notifications.unsubscribe(ctx.em, token),
    (t, what, language) => `<h1>${escapeHtml(t('email.unsubscribePage.done'))}</h1>
      <p>${escapeHtml(t('email.unsubscribePage.doneWhat', { what }))}</p>
      <p>${escapeHtml(t('email.unsubscribePage.doneHint'))}</p>
      <p><a href="${escapeHtml(linkIn(language, '/settings'))}">${escapeHtml(t('email.unsubscribePage.settings'))}</a></p>`,
  ));
  return r;
}

/**
 * One of the two pages: `act` reads (GET) or carries out (POST) what the link names; the page says which e-mails
 * (`what`), in the member's saved language. A link that is not valid (altered, or its member no longer exists) is
 * said so at once, in the browser's language, on either. Settings opens in the page's language (`?lang=`).
 */
function unsubscribePage(
  act: (ctx: RequestContext, token: string) => Promise<UnsubscribeTarget | null>,
  body: (t: Translate, what: string, language: Language) => string,
): RequestHandler<{ token: string }> {
  return async (req, res, next) => {
    try {
      const ctx = req.ctx!;
      const target = await act(ctx, req.params.token);
      if (!target) {
        page(res, 400, ctx.language, ctx.t, `<h1>${escapeHtml(ctx.t('email.unsubscribePage.invalid'))}</h1>`);
        return;
      }
      const t = translator(target.language);
      page(res, 200, target.language, t, body(t, t(`email.unsubscribePage.what.${target.setting}`), target.language));
    } catch (err) {
      next(err);
    }
  };
}

/**
 * The pages are served from the portal's address (its proxy), so `/settings` is the member's Settings. Devanagari is
 * drawn with the device's own Hindi font when it has one (Android, iOS and Windows do), else with the self-hosted Noto
 * Sans Devanagari subset, fetched only when the page holds Devanagari (unicode-range): a desktop Linux browser
 * without Hindi fonts showed empty boxes. The page's colours are the portal's.
 */
const FONT_PATH = '/font/noto-sans-devanagari.woff2';
const DEVANAGARI_FONT_FILE = createRequire(import.meta.url).resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2');
const PAGE_STYLE = `@font-face{font-family:"Devanagari Text";src:local("Noto Sans Devanagari"),local("NotoSansDevanagari-Regular"),local("Nirmala UI"),local("Mangal"),local("Kohinoor Devanagari"),local("Lohit Devanagari"),url("/api/notifications${FONT_PATH}") format("woff2");font-display:swap;unicode-range:U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+25CC,U+A830-A839,U+A8E0-A8FF}
body{margin:0;font-family:"Devanagari Text",system-ui,sans-serif;color:#1f1a1c;background:#fffaf5;line-height:1.5}
header{background:#8c1c3a;color:#fff;padding:12px 16px;font-weight:700;font-size:1.1rem}
main{max-width:560px;margin:0 auto;padding:16px}h1{font-size:1.4rem;color:#8c1c3a}
button{font:inherit;font-weight:600;min-height:44px;padding:8px 18px;border-radius:8px;border:2px solid #8c1c3a;background:#8c1c3a;color:#fff;cursor:pointer}
a{color:#8c1c3a}`;

function page(res: Response, status: number, language: Language, t: Translate, body: string): void {
  res.status(status).type('html').setHeader('Cache-Control', 'no-store');
  const title = escapeHtml(t('email.unsubscribePage.title'));
  res.send(`<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>${PAGE_STYLE}</style></head><body><header>${title}</header><main>${body}</main></body></html>`);
}
