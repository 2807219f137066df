import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { ReferenceCache } from '../../db/reference-cache.js';
import { serviceStatuses } from '../../db/schema.js';
import { cachedJson, type CachedAnswer } from '../../http/cached-answer.js';
import { ok } from '../../http/envelope.js';

export interface ServiceStatus {
  isActive: boolean;
  /** `GET transaction/service/status`'s answer, serialised once. */
  answer: CachedAnswer;
}

/**
 * A service's status from the reference cache (read again within a second of a change to
 * service_statuses): the status call answers with it and bill pay checks it on every payment.
 * Null when there is no such service.
 */
export function serviceStatus(
  reference: ReferenceCache,
  db: Database,
  serviceId: string,
): Promise<ServiceStatus | null> {
  return reference.get(`service-status:${serviceId}`, ['service_statuses'], async () => {
    const [status] = await db
      .select()
      .from(serviceStatuses)
      .where(eq(serviceStatuses.serviceId, serviceId));
    if (!status) return null;
    const answer = cachedJson(
      ok({
        isActive: status.isActive,
        statusTitle: status.statusTitle,
        statusMessage: status.statusMessage,
        messageType: status.messageType,
      }),
    );
    return { isActive: status.isActive, answer };
  });
}
