import { tokenValues } from '../tokens/values.js';

export interface TokenEntry {
  /** Dotted path, e.g. `color.brand.primary`. */
  path: string;
  /** The CSS variable apps read, e.g. `--yo-color-brand-primary`. */
  variable: string;
  value: string;
}

/** Every token as a flat list, in the order of the token tree — the source of the Foundations pages. */
export function listTokens(tree: object = tokenValues, prefix: string[] = []): TokenEntry[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = [...prefix, key];
    if (typeof value === 'object' && value !== null) return listTokens(value, path);
    const variable = `--yo-${path.map((p) => p.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)).join('-')}`;
    return [{ path: path.join('.'), variable, value: String(value) }];
  });
}
