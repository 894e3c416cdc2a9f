import { Router, type Response } from 'express';

/**
 * One-click unsubscribe from notification e-mails (RFC 8058): the e-mail's List-Unsubscribe link. A mail
 * provider POSTs `List-Unsubscribe=One-Click` to it; a person who opens it gets a page with one button (a GET
 * never changes anything, so link scanners cannot unsubscribe anyone). Not part of the REST mirror: a link in
 * our own e-mails, signed, naming one member and one kind of e-mail.
 */
export function notificationRoutes(): Router {
  const r = Router();
  r.get('/unsubscribe/:token', (req, res) => {
    page(res, 200, `<h1>Unsubscribe / सदस्यता छोड़ें</h1>
      <p>Stop this kind of notification e-mail? / इस प्रकार के सूचना ई-मेल बंद करें?</p>
      <form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe / सदस्यता छोड़ें</button></form>`);
  });
  r.post('/unsubscribe/:token', async (req, res, next) => {
    try {
      const ctx = req.ctx!;
      const done = await ctx.services.notifications.unsubscribe(ctx.em, req.params.token);
      if (!done) {
        page(res, 400, '<h1>This link is not valid. / यह लिंक मान्य नहीं है।</h1>');
        return;
      }
      page(res, 200, `<h1>You are unsubscribed. / आपकी सदस्यता छोड़ दी गई है।</h1>
        <p>You can turn these e-mails back on in your settings. / आप इन ई-मेल को अपनी सेटिंग में फिर से चालू कर सकते हैं।</p>`);
    } catch (err) {
      next(err);
    }
  });
  return r;
}

function page(res: Response, status: number, body: string): void {
  res.status(status).type('html').setHeader('Cache-Control', 'no-store');
  res.send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Rishta Samaj</title></head><body>${body}</body></html>`);
}
