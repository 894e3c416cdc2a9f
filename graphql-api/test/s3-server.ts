import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// s3rver (npm) is a real S3 API server (access keys checked, objects on disk): the tests speak S3 over HTTP to it.
import S3rver from 's3rver';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  directory: string;
  /** The S3_* settings that point an API at this server. */
  env: Record<string, string>;
  /** Object keys in the bucket, read from s3rver's own files (not through the API under test). */
  keys(): string[];
  stop(): Promise<void>;
}

export async function startS3(bucket = 'photos'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimony-test-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const address = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    keys() {
      const root = path.join(directory, bucket);
      const walk = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(path.join(dir, e.name)) : [path.relative(root, path.join(dir, e.name))]);
      // s3rver keeps each object as <key>._S3rver_object plus metadata files beside it.
      return walk(root).filter((f) => f.endsWith('._S3rver_object')).map((f) => f.slice(0, -'._S3rver_object'.length)).sort();
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
