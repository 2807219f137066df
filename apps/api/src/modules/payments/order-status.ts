import { paymentProgressText, routes, topUpServerMessages, type OrderStatus } from '@yo/domain';
import type { AppContext } from '../../context.js';
import { ok, refused } from '../../http/envelope.js';
import type { Principal } from '../auth/tokens.js';
import { topUpReceiptLines } from '../topup/receipt.js';
import type { TopUpService } from '../topup/service.js';

/** A kind of payment that can say where one of its orders stands, for its payer only. */
export interface OrderStatusSource {
  status(orderId: string, principal: Principal): Promise<OrderStatus | null>;
}

/** The paying session, or the signed-in customer who paid. */
function paidBy(
  row: { sessionId: string; customerId: number | null },
  principal: Principal,
): boolean {
  return (
    row.sessionId === principal.sessionId ||
    (row.customerId !== null && row.customerId === principal.customerId)
  );
}

/** Top-up's orders: Captured while the carrier delivers, Reversed when it could not. */
export function topUpOrderStatus(service: TopUpService): OrderStatusSource {
  return {
    async status(orderId, principal) {
      const row = await service.findByOrderId(orderId);
      if (!row || !paidBy(row, principal)) return null;
      const lines =
        row.status === 'Successful'
          ? topUpReceiptLines(row, await service.names(row)).map(([label, value]) => ({
              label,
              value,
            }))
          : [];
      const message =
        row.status === 'Failed'
          ? row.statusMessage
          : row.status === 'Reversed'
            ? (row.statusMessage ?? topUpServerMessages.reversed)
            : null;
      return { orderId: row.orderId, status: row.status, message, email: row.email, lines };
    },
  };
}

/**
 * Payments/GetOrderStatus (#29): the app follows a payment past its 3-D Secure frame to its end,
 * and finds it again after a reload. Only the session (or customer) that paid may read it.
 */
export function registerOrderStatusRoute(
  context: AppContext,
  sources: readonly OrderStatusSource[],
): void {
  context.define(
    routes.orderStatus,
    { rateLimit: { max: 120, timeWindow: '1 minute' } },
    async ({ query, principal }) => {
      if (principal) {
        for (const source of sources) {
          const found = await source.status(query.orderId, principal);
          if (found) return ok(found);
        }
      }
      return refused(paymentProgressText.orderNotFound);
    },
  );
}
