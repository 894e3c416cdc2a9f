import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

/** A stored file opened for reading: its size and a stream of its bytes (read it or destroy it). */
export interface StoredFile {
  size: number;
  body: Readable;
}

/**
 * Where photo files live: a local directory (one server) or an S3 bucket (several servers). Names are random
 * and a name's bytes never change (a new photo gets a new name), so callers may cache by name.
 */
export interface FileStorage {
  put(name: string, data: Buffer): Promise<void>;
  /** The file as a stream, or null when missing. */
  open(name: string): Promise<StoredFile | null>;
  remove(names: string[]): Promise<void>;
  close(): Promise<void>;
}

const SAFE_NAME = /^[a-f0-9]{32}(\.thumb)?\.jpg$/;

function checkName(name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error('unsafe storage name');
  return name;
}

export class LocalFileStorage implements FileStorage {
  constructor(private readonly dir: string) {}

  async init(): Promise<this> {
    await fs.mkdir(this.dir, { recursive: true });
    return this;
  }

  async put(name: string, data: Buffer): Promise<void> {
    const target = this.path(name);
    const temp = `${target}.${process.pid}.tmp`;
    await fs.writeFile(temp, data, { mode: 0o640 });
    await fs.rename(temp, target);
  }

  async open(name: string): Promise<StoredFile | null> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.path(name), 'r');
    } catch {
      return null;
    }
    const { size } = await handle.stat();
    return { size, body: handle.createReadStream() };
  }

  async remove(names: string[]): Promise<void> {
    await Promise.all(names.map((n) => fs.rm(this.path(n), { force: true })));
  }

  async close(): Promise<void> {}

  private path(name: string): string {
    return path.join(this.dir, checkName(name));
  }
}

export interface S3StorageOptions {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (`https://host/bucket/key`), as MinIO and most self-hosted servers want. */
  forcePathStyle: boolean;
  /** Key prefix inside the bucket, e.g. `photos/`. */
  prefix?: string;
}

/**
 * Photos in an S3 bucket (AWS S3, MinIO, Ceph, R2, ...). The API streams them to viewers after its own permission
 * check, so the bucket stays private and needs no public policy or signed URLs.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly opts: S3StorageOptions) {
    this.client = new S3Client({
      endpoint: opts.endpoint,
      region: opts.region,
      forcePathStyle: opts.forcePathStyle,
      credentials: opts.accessKeyId && opts.secretAccessKey
        ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
        : undefined, // the SDK's own chain: instance role, web identity, ~/.aws
      // Checksums only where S3 requires them: S3-compatible servers differ in which new checksum headers they
      // understand, and our bodies are small buffers sent with their length.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  /** Fails start-up loudly when the bucket is missing or the credentials are refused. */
  async init(): Promise<this> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.opts.bucket }));
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      throw new Error(`S3 bucket "${this.opts.bucket}" is not reachable${status ? ` (HTTP ${status})` : ''}: ${(err as Error).name}`);
    }
    return this;
  }

  async put(name: string, data: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({
      Bucket: this.opts.bucket,
      Key: this.key(name),
      Body: data,
      ContentLength: data.length,
      ContentType: 'image/jpeg',
    }));
  }

  async open(name: string): Promise<StoredFile | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.opts.bucket, Key: this.key(name) }));
      if (!out.Body) return null;
      return { size: Number(out.ContentLength ?? 0), body: out.Body as Readable };
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw err;
    }
  }

  async remove(names: string[]): Promise<void> {
    if (!names.length) return;
    const out = await this.client.send(new DeleteObjectsCommand({
      Bucket: this.opts.bucket,
      Delete: { Objects: names.map((n) => ({ Key: this.key(n) })), Quiet: true },
    }));
    if (out.Errors?.length) throw new Error(`S3 delete failed for ${out.Errors.length} object(s): ${out.Errors[0]!.Code}`);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }

  private key(name: string): string {
    return `${this.opts.prefix ?? ''}${checkName(name)}`;
  }
}
