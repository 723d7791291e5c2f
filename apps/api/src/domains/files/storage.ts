/**
 * Where file bytes live. The built-in adapter writes under DATA_DIR/files; another (object storage) would
 * implement the same two calls and be chosen in fileStorage().
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { AppServices } from '../../services';

export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
}

/** Keys are made by the server: bizType/yyyy/mm/uuid.ext. Anything else is refused before touching the disk. */
export const KEY_PATTERN = /^[a-z][a-z0-9-]{0,49}\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

export function localDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid file key: ${key}`);
    const full = resolve(root, key);
    if (!full.startsWith(resolve(root) + sep)) throw new Error(`file key escapes the store: ${key}`);
    return full;
  };
  return {
    async put(key, bytes) {
      const full = pathOf(key);
      await mkdir(dirname(full), { recursive: true });
      // Written aside then renamed, so a reader never sees half a file.
      const tmp = `${full}.part`;
      await writeFile(tmp, bytes);
      await rename(tmp, full);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}

export function fileStorage(services: AppServices): FileStorage {
  return localDiskStorage(join(services.env.dataDir, 'files'));
}
