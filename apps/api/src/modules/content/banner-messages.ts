import type { BannerMessage } from '@yo/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { ReferenceCache } from '../../db/reference-cache.js';
import { banners } from '../../db/schema.js';
import { cachedJson, type CachedAnswer } from '../../http/cached-answer.js';
import { ok } from '../../http/envelope.js';

export interface PageBanners {
  /** The active banners of the page for the audience, in their order. */
  list: BannerMessage[];
  /** `GET Banner/GetBannerMessages`'s answer, serialised once. */
  answer: CachedAnswer;
}

/**
 * A page's banner messages for guests or registered customers (spec 4.4), from the reference
 * cache (read again within a second of a change to banners): the banner call answers with them
 * and the web app's pages are served with the guests' ones.
 */
export function pageBanners(
  reference: ReferenceCache,
  db: Database,
  pageName: string,
  isRegistered: boolean,
): Promise<PageBanners> {
  const name = pageName.trim().toLowerCase();
  const audiences = isRegistered ? ['everyone', 'registered'] : ['everyone', 'guests'];
  return reference.get(`banners:${isRegistered}:${name}`, ['banners'], async () => {
    const list = await db
      .select({ id: banners.id, message: banners.message, closeable: banners.closeable })
      .from(banners)
      .where(
        and(
          eq(sql`lower(${banners.pageName})`, name),
          eq(banners.isActive, true),
          inArray(banners.audience, audiences as Array<'everyone' | 'guests' | 'registered'>),
        ),
      )
      .orderBy(asc(banners.sortOrder), asc(banners.id));
    return { list, answer: cachedJson(ok(list)) };
  });
}
