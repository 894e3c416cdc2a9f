import { Router, type Response } from 'express';
import type { Language } from '@matrimony/schema';
import { translator, type Translate } from '../../common/i18n.js';
import { escapeHtml } from '../../common/html.js';

/**
 * One-click unsubscribe from notification e-mails (RFC 8058): the e-mail's List-Unsubscribe link. A mail
 * provider POSTs `List-Unsubscribe=One-Click` to it; a person who opens it gets a page with one button (a GET
 * never changes anything, so link scanners cannot unsubscribe anyone). Not part of the REST mirror: a link in
 * our own e-mails, signed, naming one member and one kind of e-mail. The pages are in the member's saved language
 * (the one their e-mails are in); a link that is not valid is refused at once, in the browser's (Accept-Language).
 */
export function notificationRoutes(): Router {
  const r = Router();
  r.get('/unsubscribe/:token', async (req, res, next) => {
    try {
      const ctx = req.ctx!;
      const language = await ctx.services.notifications.unsubscribeLanguage(ctx.em, req.params.token);
      if (!language) {
        // Said at once, not after a press of the button: the link was altered, or its member no longer exists.
        page(res, 400, ctx.language, ctx.t, `<h1>${escapeHtml(ctx.t('email.unsubscribePage.invalid'))}</h1>`);
        return;
      }
      const t = translator(language);
      page(res, 200, language, t, `<h1>${escapeHtml(t('email.unsubscribePage.heading'))}</h1>
      <p>${escapeHtml(t('email.unsubscribePage.question'))}</p>
      <form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t('email.unsubscribePage.button'))}</button></form>`);
    } catch (err) {
      next(err);
    }
  });
  r.post('/unsubscribe/:token', async (req, res, next) => {
    try {
      const ctx = req.ctx!;
      const language = await ctx.services.notifications.unsubscribe(ctx.em, req.params.token);
      if (!language) {
        page(res, 400, ctx.language, ctx.t, `<h1>${escapeHtml(ctx.t('email.unsubscribePage.invalid'))}</h1>`);
        return;
      }
      const t = translator(language);
      page(res, 200, language, t, `<h1>${escapeHtml(t('email.unsubscribePage.done'))}</h1>
        <p>${escapeHtml(t('email.unsubscribePage.doneHint'))}</p>`);
    } catch (err) {
      next(err);
    }
  });
  return r;
}

function page(res: Response, status: number, language: Language, t: Translate, body: string): void {
  res.status(status).type('html').setHeader('Cache-Control', 'no-store');
  res.send(`<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t('email.unsubscribePage.title'))}</title></head><body>${body}</body></html>`);
}
