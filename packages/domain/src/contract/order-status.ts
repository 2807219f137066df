/**
 * GET Payments/GetOrderStatus (not in the spec's table; this contract adds it): where a payment
 * the paying session (or its customer) made stands, so the app can follow it to its end after the
 * 3-D Secure frame, and again after a reload.
 */
import { array, enums, nullable, object, string, type Infer } from 'superstruct';

export const OrderStatusQueryStruct = object({ orderId: string() });
export type OrderStatusQuery = Infer<typeof OrderStatusQueryStruct>;

/**
 * A payment's state: Pending (the bank's check or its completion under way), Captured (paid, the
 * delivery still under way), then one of Successful, Failed or Reversed (refunded).
 */
export const ORDER_STATUSES = ['Pending', 'Captured', 'Successful', 'Failed', 'Reversed'] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];

export const OrderStatusStruct = object({
  orderId: string(),
  status: enums(ORDER_STATUSES),
  /** Why it failed or was refunded, as the customer should read it; null otherwise. */
  message: nullable(string()),
  /** Where the receipt (or the news of a late delivery) is mailed. */
  email: string(),
  /** The receipt's lines once Successful, in order; empty before. */
  lines: array(object({ label: string(), value: string() })),
});
export type OrderStatus = Infer<typeof OrderStatusStruct>;

/** A state the payment does not leave. */
export function isFinalOrderStatus(status: OrderStatusName): boolean {
  return status === 'Successful' || status === 'Failed' || status === 'Reversed';
}
