import { describe, expect, test } from 'vitest';
import { assert, object, string, array, StructError } from 'superstruct';
import { illFormedTextPath, isWellFormedText, wellFormedText } from '../src/index.js';

const lone = '\uD800';
const pair = '\uD83D\uDE00'; // 😀

describe('well-formed text (#32): a lone UTF-16 surrogate is refused with its field path', () => {
  test.each([
    ['plain text', 'Port of Spain', true],
    ['an emoji (a whole pair)', `pay ${pair}`, true],
    ['a lone high surrogate', `a${lone}b`, false],
    ['a lone low surrogate', 'a\uDC00', false],
    ['a pair in reverse order', '\uDE00\uD83D', false],
  ])('%s', (_name, text, wellFormed) => {
    expect(isWellFormedText(text)).toBe(wellFormed);
  });

  test.each([
    ['a good value', { name: 'Ann', tags: ['a', pair] }, null],
    ['a bad string', `x${lone}`, []],
    ['a bad field', { name: 'Ann', city: lone }, ['city']],
    ['a bad array item', { tags: ['ok', `y${lone}`] }, ['tags', '1']],
    ['a bad key', { nested: { [`k${lone}`]: 'v' } }, ['nested']],
    ['numbers and null', { amount: 10, note: null }, null],
  ])('the path of %s', (_name, value, path) => {
    expect(illFormedTextPath(value)).toEqual(path);
  });

  test('the refinement names the field in its message, and lets good values through', () => {
    const struct = wellFormedText(object({ name: string(), tags: array(string()) }));
    expect(() => assert({ name: 'Ann', tags: [pair] }, struct)).not.toThrow();
    let error: unknown;
    try {
      assert({ name: 'Ann', tags: ['ok', lone] }, struct);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(StructError);
    expect((error as StructError).message).toBe(
      'At path: tags.1 -- tags.1 must be well-formed Unicode text',
    );
    expect((error as StructError).path).toEqual(['tags', '1']);
    expect(() => assert(lone, wellFormedText(string()))).toThrow(
      'the request must be well-formed Unicode text',
    );
  });
});
