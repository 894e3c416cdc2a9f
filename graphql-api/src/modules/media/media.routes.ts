import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import type { FileStorage } from '../../common/storage.js';
import { mayViewPhoto } from '../privacy/privacy.service.js';

const NAME = /^([a-f0-9]{32})(\.thumb)?\.jpg$/;

/**
 * Photos under /uploads/{name}: served only to viewers who may see that member's photo (the file names are
 * random, and still checked), streamed from the configured storage with a private cache so a phone does not
 * fetch a photo twice.
 */
export function mediaRoutes(storage: FileStorage): Router {
  const r = Router();
  r.get('/:name', async (req, res, next) => {
    try {
      const match = NAME.exec(req.params.name);
      const ctx = req.ctx!;
      // A blocked pair is 'User not found' to each other: no photo file either.
      if (!match || !(await mayViewPhoto(ctx.sql, ctx.viewer, match[1]!))) {
        res.status(404).json({ success: false, code: 'NOT_FOUND', message: req.ctx!.t('errors.NOT_FOUND') });
        return;
      }
      // A name's bytes never change (a new photo gets a new name), so the name is the entity tag: the same on
      // every server and every storage, and a revalidation costs no storage read. The browser keeps the photo but
      // asks every time (no-cache), so the permission check above runs again and a logged-out or no longer
      // permitted viewer gets 404 instead of a cached photo; a permitted one gets a cheap 304.
      const etag = `"${req.params.name.replace(/\.jpg$/, '')}"`;
      const cacheHeaders = () => {
        res.setHeader('Cache-Control', 'private, no-cache');
        res.setHeader('ETag', etag);
      };
      if (req.headers['if-none-match']?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
        cacheHeaders();
        res.status(304).end();
        return;
      }
      const file = await storage.open(req.params.name);
      if (!file) {
        res.status(404).json({ success: false, code: 'NOT_FOUND', message: req.ctx!.t('errors.NOT_FOUND') });
        return;
      }
      cacheHeaders();
      res.setHeader('Content-Type', 'image/jpeg');
      if (file.size > 0) res.setHeader('Content-Length', String(file.size));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'");
      if (req.method === 'HEAD') {
        file.body.destroy();
        res.end();
        return;
      }
      // Streamed: a photo is never held whole in memory, whichever storage it comes from.
      await pipeline(file.body, res).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw err; // the viewer went away
      });
    } catch (err) {
      if (res.headersSent) res.destroy();
      else next(err);
    }
  });
  return r;
}
