/**
 * The order a payment page follows, kept in its address (`?order=YO-…`) so a reload finds the
 * payment again instead of a blank form (issue 29); leaving for a new transaction drops it.
 */
const PARAM = 'order';

export interface OrderInUrl {
  read(): string | null;
  write(orderId: string | null): void;
}

export const browserOrderInUrl: OrderInUrl = {
  read() {
    if (typeof window === 'undefined') return null;
    const value = new URLSearchParams(window.location.search).get(PARAM);
    return value && /^[A-Za-z0-9-]{1,64}$/.test(value) ? value : null;
  },
  write(orderId) {
    if (typeof window === 'undefined') return;
    const url = new URL(window.location.href);
    if (orderId) url.searchParams.set(PARAM, orderId);
    else url.searchParams.delete(PARAM);
    if (url.href !== window.location.href)
      window.history.replaceState(window.history.state, '', url);
  },
};
