/** Reads the quoted texts of the product spec's sections 5 and 8, as the spec writes them. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SPEC_PATH = fileURLToPath(
  new URL('../../../../shared/spec/product-spec.md', import.meta.url),
);

/** The body of `## {number}. ...` up to the next `## ` heading. */
export function specSection(spec: string, number: number): string {
  const start = spec.indexOf(`\n## ${number}. `);
  if (start < 0) throw new Error(`Spec section ${number} not found`);
  const end = spec.indexOf('\n## ', start + 1);
  return spec.slice(start, end < 0 ? undefined : end);
}

/**
 * Single-quoted texts: a quote opens after a line start, space or bracket and closes before a
 * space, punctuation or the line end, so apostrophes inside words ("doesn't") stay inside.
 */
export function quotedTexts(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?<=^|[\s(])'(.+?)'(?=[\s,;:)]|\.(?:\s|$)|$)/gm)) {
    found.push(match[1]!);
  }
  return found;
}

export function specStrings(sections: number[]): string[] {
  const spec = readFileSync(SPEC_PATH, 'utf8');
  return [...new Set(sections.flatMap((number) => quotedTexts(specSection(spec, number))))];
}
