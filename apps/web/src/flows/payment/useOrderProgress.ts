import { isFinalOrderStatus, type OrderStatus } from '@yo/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  nextPollMs,
  progressRead,
  progressTick,
  progressWorking,
  startProgress,
  type OrderProgress,
} from './progress';

export interface OrderProgressHandle {
  progress: OrderProgress | null;
  /** The frame's page said the bank is done but the payment is still at work. */
  markWorking: () => void;
  /** Reads the state now (the frame has moved on to its next page), not at the next poll. */
  readNow: () => void;
}

/**
 * Follows an order to its end by itself (issue 29): reads its state every few seconds until it is
 * final (slower once the customer has been told they may leave), and ticks the clock each second
 * for the honest time on screen. A new order id starts over; none stops it all.
 */
export function useOrderProgress(
  orderId: string | undefined,
  hasFrame: boolean,
  read: (orderId: string) => Promise<OrderStatus | null>,
): OrderProgressHandle {
  const [progress, setProgress] = useState<OrderProgress | null>(null);
  const current = useRef<OrderProgress | null>(null);
  const reader = useRef(read);
  reader.current = read;
  const readNowRef = useRef<() => void>(() => {});
  const update = useCallback((next: OrderProgress | null) => {
    current.current = next;
    setProgress(next);
  }, []);

  useEffect(() => {
    if (!orderId) {
      update(null);
      return;
    }
    update(startProgress(orderId, hasFrame, Date.now()));
    let stopped = false;
    let poll: ReturnType<typeof setTimeout> | undefined;
    const pollNow = async () => {
      const order = await reader.current(orderId).catch(() => null);
      const following = current.current;
      if (stopped || following?.orderId !== orderId) return;
      const next = progressRead(following, order, Date.now());
      update(next);
      const wait = nextPollMs(next);
      if (wait !== null) poll = setTimeout(() => void pollNow(), wait);
    };
    void pollNow();
    readNowRef.current = () => {
      const order = current.current?.order?.status;
      if (stopped || (order && isFinalOrderStatus(order))) return;
      clearTimeout(poll);
      void pollNow();
    };
    const clock = setInterval(() => {
      const following = current.current;
      if (following?.orderId === orderId) update(progressTick(following, Date.now()));
    }, 1_000);
    return () => {
      stopped = true;
      readNowRef.current = () => {};
      clearTimeout(poll);
      clearInterval(clock);
    };
    // A reload's order (no frame) and a submitted one are different orders.
  }, [orderId, hasFrame, update]);

  const markWorking = useCallback(() => {
    if (current.current) update(progressWorking(current.current, Date.now()));
  }, [update]);

  const readNow = useCallback(() => readNowRef.current(), []);

  return { progress, markWorking, readNow };
}
