import type { NextFunction, Request, RequestHandler, Response } from 'express';
import busboy from 'busboy';
import { fieldError } from '@matrimony/schema';
import { ERROR_CODES, Problem, PROBLEM_STATUS, Refusal, translateFailure } from './failure.js';
import { PHOTO_MAX_BYTES } from '../modules/media/photo.service.js';
import type { RequestContext } from '../app/context.js';
import { recordShown } from '../modules/contact-sharing/contact-shown.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the context middleware for /graphql, /api and /uploads. */
    ctx?: RequestContext;
    requestId?: string;
  }
}

/**
 * Wraps a REST handler: expected failures become `{ success: false, code, message }` with their status, plus
 * `messageContext` when the code has a more precise text; the message is in the request's language (`errors` lists
 * field errors with their codes).
 */
export function rest(handler: (ctx: RequestContext, req: Request, res: Response) => Promise<unknown>): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const body = await handler(req.ctx!, req, res);
      // A connection's contact details the answer carries are written to the owner's log before it leaves.
      await recordShown(req.ctx!);
      if (!res.headersSent) res.json(body);
    } catch (err) {
      if (err instanceof Refusal) {
        const { code, message, fieldErrors, retryAfterSeconds } = translateFailure(req.ctx!.t, err.failure);
        if (retryAfterSeconds) res.setHeader('Retry-After', String(retryAfterSeconds));
        res.status(ERROR_CODES[code].status).json({ success: false, message, code, ...withContext(err.failure.context), ...(fieldErrors ? { errors: fieldErrors } : {}) });
        return;
      }
      if (err instanceof Problem) {
        res.status(PROBLEM_STATUS[err.code]).json({ success: false, message: err.text(req.ctx!.t), code: err.code, ...withContext(err.spec.context) });
        return;
      }
      next(err);
    }
  };
}

/** The i18next context that picked a code's more precise text (docs/error-codes.md), for clients that show codes. */
function withContext(context: string | undefined): { messageContext?: string } {
  return context ? { messageContext: context } : {};
}

/** Text fields of a JSON, urlencoded or multipart body (non-string values become ''). */
export function field(body: unknown, name: string): string {
  const v = (body as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

/**
 * One query-string value, trimmed (null when absent or blank). A repeated (`?gender=Male&gender=Female`) or nested
 * (`?district[$ne]=x`) parameter is refused: read as no filter, it would answer as if the filter had been applied.
 */
export function queryValue(query: Request['query'], name: string): string | null {
  const v = query[name];
  // Express reads `district[$ne]` as a key of its own: refused too, as the nested value it was meant to be.
  const nested = Object.keys(query).some((key) => key.startsWith(`${name}[`));
  if (nested || (v !== undefined && typeof v !== 'string')) throw new Problem('BAD_USER_INPUT', { context: 'queryValue' });
  if (v === undefined) return null;
  return v.trim() || null;
}

/** A photo (5 MB) plus the text fields and multipart framing. */
const MULTIPART_MAX_BYTES = PHOTO_MAX_BYTES + 1024 * 1024;

export interface MultipartBody {
  fields: Record<string, string>;
  file: Buffer | null;
}

/**
 * Parses a multipart request (REST register and profile edit): text fields and at most one file, refused past
 * 5 MB. A JSON or urlencoded body is accepted too (then without a file).
 */
export function readMultipart(req: Request, fileField = 'image'): Promise<MultipartBody> {
  if (!req.is('multipart/form-data')) return Promise.resolve({ fields: stringFields(req.body), file: null });
  // A declared body far over the photo limit is refused before a byte of it is read (and the rest is drained).
  if (Number(req.headers['content-length'] ?? 0) > MULTIPART_MAX_BYTES) {
    discardBody(req);
    return Promise.reject(new Refusal({ code: 'PHOTO_TOO_LARGE', fieldErrors: [fieldError('image', 'PHOTO_TOO_LARGE')] }));
  }
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: req.headers, limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 50, fieldSize: 100 * 1024 } });
    } catch {
      reject(new Problem('BAD_USER_INPUT', { context: 'multipart' }));
      return;
    }
    const fields: Record<string, string> = {};
    let file: Buffer | null = null;
    let tooLarge = false;
    let tooManyFiles = false;
    let tooManyFields = false;
    let nul = false;
    bb.on('field', (name, value) => {
      if (value.includes('\u0000')) nul = true;
      fields[name] = value;
    });
    bb.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => {
        tooLarge = true;
      });
      stream.on('end', () => {
        const data = Buffer.concat(chunks);
        // A form's file input left empty sends a part with no file name and no bytes: no photo. An empty file that
        // has a name is a photo, and is refused as one that cannot be read.
        if (data.length === 0 && !info.filename) return;
        // Older clients send the photo as 'image' (profile.jpg); any single file field is accepted.
        if (name === fileField || file === null) file = data;
      });
    });
    // Fields past the limit would be dropped, and the request then refused for fields it did send.
    bb.on('fieldsLimit', () => {
      tooManyFields = true;
    });
    // One photo per request, as over GraphQL: a second file is refused, not silently dropped.
    bb.on('filesLimit', () => {
      tooManyFiles = true;
    });
    bb.on('error', () => reject(new Problem('BAD_USER_INPUT', { context: 'multipart' })));
    bb.on('close', () => {
      if (nul) {
        reject(new Problem('BAD_USER_INPUT', { context: 'nul' }));
      } else if (tooManyFields) {
        reject(new Problem('BAD_USER_INPUT', { context: 'tooManyFields' }));
      } else if (tooManyFiles) {
        reject(new Problem('BAD_USER_INPUT', { context: 'oneFile' }));
      } else if (tooLarge) {
        reject(new Refusal({ code: 'PHOTO_TOO_LARGE', fieldErrors: [fieldError('image', 'PHOTO_TOO_LARGE')] }));
      } else resolve({ fields, file });
    });
    req.pipe(bb);
  });
}

/** How much of a refused upload is read and thrown away, at most, before its connection is closed. */
const DISCARD_MAX_BYTES = 64 * 1024 * 1024;
const DISCARD_MAX_MS = 30_000;

/**
 * Reads and throws away the body of a request refused before reading it, so that the client, still sending, gets
 * to read the refusal: closing the connection under a client that is still writing resets it, and the client
 * (curl, a phone's browser) then often sees only "broken pipe" instead of the 413. Past 64 MB or 30 s it is closed.
 */
function discardBody(req: Request): void {
  let seen = 0;
  const close = () => req.socket.destroy();
  const timer = setTimeout(close, DISCARD_MAX_MS);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > DISCARD_MAX_BYTES) close();
  });
  req.on('close', () => clearTimeout(timer));
  req.resume();
}

function stringFields(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (body && typeof body === 'object') for (const [k, v] of Object.entries(body)) if (typeof v === 'string') out[k] = v;
  return out;
}

/** REST shape of an entity: `_id` instead of `id` (docs/product.md, "Calls"). */
export function withUnderscoreId<T extends { id: string }>(value: T): Omit<T, 'id'> & { _id: string } {
  const { id, ...rest } = value;
  return { _id: id, ...rest };
}
