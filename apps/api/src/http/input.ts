import { INT4_MAX } from '@yo/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './envelope.js';
import { serverMessages } from './server-messages.js';

/** No request of the contract nests deeper than a few levels; 32 leaves room and stops abuse. */
export const MAX_JSON_DEPTH = 32;

/** What a 400 says of a body or field nested deeper than MAX_JSON_DEPTH. */
export const TOO_DEEP = `must not nest deeper than ${MAX_JSON_DEPTH} levels`;

/**
 * Whether JSON text nests arrays and objects deeper than `max`, found by one pass over the
 * characters (strings skipped) before the text is parsed: deep nesting costs the parser and
 * every validator after it a stack frame per level.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return false;
}

/**
 * What no field of any request may hold, whatever its struct says: a NUL character (PostgreSQL's
 * text refuses it), a number beyond int4 (ids, counts and cents are int4), or nesting deeper than
 * MAX_JSON_DEPTH. Returns the path and the fault of the first such value, or null.
 */
export function unacceptableInput(
  value: unknown,
  path: string[] = [],
): { path: string; fault: 'nul' | 'range' | 'depth' } | null {
  const where = () => (path.length > 0 ? path.join('.') : 'the request');
  if (path.length > MAX_JSON_DEPTH) return { path: where(), fault: 'depth' };
  if (typeof value === 'string')
    return value.includes('\u0000') ? { path: where(), fault: 'nul' } : null;
  if (typeof value === 'number') {
    return Number.isFinite(value) && Math.abs(value) <= INT4_MAX
      ? null
      : { path: where(), fault: 'range' };
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = unacceptableInput(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      if (key.includes('\u0000')) return { path: where(), fault: 'nul' };
      const found = unacceptableInput(field, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * JSON bodies: an empty body with a JSON content type (query-only POSTs) means "no body", not an
 * error, and a body nested deeper than MAX_JSON_DEPTH is refused before it is parsed (thousands
 * of nested arrays cost a stack frame each downstream).
 */
export function registerJsonBodies(server: FastifyInstance): void {
  const parseJson = server.getDefaultJsonParser('error', 'error');
  server.removeContentTypeParser('application/json');
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') done(null, undefined);
    else if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, serverMessages.invalidRequest(`the body ${TOO_DEEP}`)));
    } else parseJson(request, text, done);
  });
}
