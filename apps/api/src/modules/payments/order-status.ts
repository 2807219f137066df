import { paymentProgressText, routes, type OrderStatus } from '@yo/domain';
import type { AppContext } from '../../context.js';
import { ok, refused } from '../../http/envelope.js';
import type { Principal } from '../auth/tokens.js';

/** An order as the order-status route reads it, with its kind's receipt lines. */
export interface FoundOrder {
  order: {
    orderId: string;
    status: OrderStatus['status'];
    statusMessage: string | null;
    email: string;
  };
  receiptLines(): Promise<Array<[string, string]>>;
}

/**
 * Payments/GetOrderStatus (#29): the app follows a payment past its 3-D Secure frame to its end
 * (a top-up the carrier delivers later), and finds it again after a reload. Only the session (or
 * customer) that paid may read it (`findPaidOrder` answers null for anyone else); every kind of
 * payment answers it the same way.
 */
export function registerOrderStatusRoute(
  context: AppContext,
  findPaidOrder: (orderId: string, principal: Principal | null) => Promise<FoundOrder | null>,
): void {
  context.define(
    routes.orderStatus,
    { rateLimit: { max: 120, timeWindow: '1 minute' } },
    async ({ query, principal }) => {
      const found = await findPaidOrder(query.orderId, principal);
      if (!found) return refused(paymentProgressText.orderNotFound);
      const { order } = found;
      const final = order.status === 'Failed' || order.status === 'Reversed';
      const lines =
        order.status === 'Successful'
          ? (await found.receiptLines()).map(([label, value]) => ({ label, value }))
          : [];
      return ok({
        orderId: order.orderId,
        status: order.status,
        message: final ? order.statusMessage : null,
        email: order.email,
        lines,
      });
    },
  );
}
