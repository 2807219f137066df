import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The api package's folder, found from this module whether it runs from src/ or bundled in dist/. */
export function packageDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json of @yo/api not found');
    dir = parent;
  }
  return dir;
}
