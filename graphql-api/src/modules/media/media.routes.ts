import { Router } from 'express';
import type { FileStorage } from '../../common/storage.js';
import { Member } from '../member/member.entity.js';
import { visibilityOf } from '../member/member.view.js';

const NAME = /^([a-f0-9]{32})(\.thumb)?\.jpg$/;

/**
 * Photos under /uploads/{name}: served only to viewers who may see that member's photo (the file names are
 * random, and still checked), with a private cache so a phone does not fetch a photo twice.
 */
export function mediaRoutes(storage: FileStorage): Router {
  const r = Router();
  r.get('/:name', async (req, res, next) => {
    try {
      const match = NAME.exec(req.params.name);
      const ctx = req.ctx!;
      const member = match ? await ctx.em.findOne(Member, { photoKey: match[1] }) : null;
      const visibility = member ? visibilityOf(member, ctx.viewer) : 'none';
      if (!member || visibility === 'none' || visibility === 'public') {
        res.status(404).json({ success: false, message: 'Not found.' });
        return;
      }
      const data = await storage.read(req.params.name);
      if (!data) {
        res.status(404).json({ success: false, message: 'Not found.' });
        return;
      }
      res.setHeader('Content-Type', 'image/jpeg');
      res.setHeader('Cache-Control', 'private, max-age=86400, immutable');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'");
      res.end(data);
    } catch (err) {
      next(err);
    }
  });
  return r;
}
