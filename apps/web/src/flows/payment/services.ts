import type { CallResult, DownloadedFile, OrderStatus } from '@yo/domain';
import { api } from '../../app/api';

/** What every way to pay asks of the API once a payment is submitted (issue 29). */
export interface PaymentResultServices {
  downloadReceipt: (orderId: string) => Promise<CallResult<DownloadedFile>>;
  /** Payments/GetOrderStatus: where a submitted payment stands; null when it cannot be read. */
  orderStatus: (orderId: string) => Promise<OrderStatus | null>;
}

export const appPaymentResultServices: PaymentResultServices = {
  downloadReceipt: (orderId) => api.call('downloadReceipt', { query: { orderId } }),
  async orderStatus(orderId) {
    const result = await api.call('orderStatus', { query: { orderId } });
    return result.ok ? result.data : null;
  },
};
