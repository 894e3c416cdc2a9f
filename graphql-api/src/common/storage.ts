import fs from 'node:fs/promises';
import path from 'node:path';

/** Where photo files live. A local directory now; object storage can implement the same three calls. */
export interface FileStorage {
  put(name: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when missing. */
  read(name: string): Promise<Buffer | null>;
  remove(names: string[]): Promise<void>;
}

const SAFE_NAME = /^[a-f0-9]{32}(\.thumb)?\.jpg$/;

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

  async read(name: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.path(name));
    } catch {
      return null;
    }
  }

  async remove(names: string[]): Promise<void> {
    await Promise.all(names.map((n) => fs.rm(this.path(n), { force: true })));
  }



  private path(name: string): string {
    if (!SAFE_NAME.test(name)) throw new Error('unsafe storage name');
    return path.join(this.dir, name);
  }
}
