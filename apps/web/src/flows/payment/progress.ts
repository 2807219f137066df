/**
 * Following a card payment past its submit (issue 29), for every way to pay: the order's state as
 * the API reports it (Payments/GetOrderStatus), polled until it is final. Pure: the hook
 * (useOrderProgress) feeds it answers and clock ticks; the screen reads its phase.
 */
import { isFinalOrderStatus, type OrderStatus } from '@yo/domain';

/** How often the state is read while the customer waits, and once they may leave. */
export const POLL_MS = 2_000;
export const SLOW_POLL_MS = 10_000;
/**
 * Longer than a customer will wait for a delivery: past this the page says what happens next
 * and lets them leave (the sandbox's late carrier answers in 20 s, well within it).
 */
export const WAIT_LIMIT_MS = 45_000;

export interface OrderProgress {
  orderId: string;
  /** The 3-D Secure frame is on the page (not after a reload). */
  hasFrame: boolean;
  /** The last answer, or null before the first. */
  order: OrderStatus | null;
  /** When the payment left the bank's hands (or the page found it again), in ms; else null. */
  workingSince: number | null;
  now: number;
  /** The last read failed (offline, a server error): it is read again. */
  unreadable: boolean;
}

export type ProgressPhase =
  /** The bank's check (3-D Secure) is open in the frame. */
  | 'bank'
  /** Paid or being completed; the result will come by itself. */
  | 'working'
  /** Still working, longer than a customer will wait: they may leave. */
  | 'waitedOut'
  /** The frame's own result page shows the outcome (the bank's answer settled it at once). */
  | 'frameResult'
  /** Final, shown by the app (after a delivery or a reload). */
  | 'successful'
  | 'failed'
  | 'reversed';

export function startProgress(orderId: string, hasFrame: boolean, now: number): OrderProgress {
  return {
    orderId,
    hasFrame,
    order: null,
    workingSince: hasFrame ? null : now,
    now,
    unreadable: false,
  };
}

/** An answer of Payments/GetOrderStatus (null: it could not be read). */
export function progressRead(
  progress: OrderProgress,
  order: OrderStatus | null,
  now: number,
): OrderProgress {
  if (!order) return { ...progress, now, unreadable: true };
  return { ...progress, order, now, unreadable: false };
}

/**
 * The frame's page says the bank is done but the payment is not (the server's processing page):
 * from here the app shows the wait, and the result when it comes.
 */
export function progressWorking(progress: OrderProgress, now: number): OrderProgress {
  return { ...progress, workingSince: progress.workingSince ?? now, now };
}

export function progressTick(progress: OrderProgress, now: number): OrderProgress {
  return { ...progress, now };
}

export function progressPhase(progress: OrderProgress): ProgressPhase {
  const status = progress.order?.status;
  if (status && isFinalOrderStatus(status)) {
    // Settled while the frame was on the bank's page: its result page says so itself.
    if (progress.hasFrame && progress.workingSince === null) return 'frameResult';
    return status === 'Successful' ? 'successful' : status === 'Failed' ? 'failed' : 'reversed';
  }
  if (progress.workingSince === null) return 'bank';
  return progress.now - progress.workingSince >= WAIT_LIMIT_MS ? 'waitedOut' : 'working';
}

/** Whole seconds the customer has waited since the payment left the bank. */
export function waitedSeconds(progress: OrderProgress): number {
  return progress.workingSince === null
    ? 0
    : Math.max(0, Math.floor((progress.now - progress.workingSince) / 1000));
}

/** Whether the state is read again, and when. */
export function nextPollMs(progress: OrderProgress): number | null {
  const status = progress.order?.status;
  if (status && isFinalOrderStatus(status)) return null;
  return progressPhase(progress) === 'waitedOut' ? SLOW_POLL_MS : POLL_MS;
}

/** The outcome once it is known: the frame's or the app's; 'pending' before. */
export function progressOutcome(progress: OrderProgress): 'pending' | 'successful' | 'failed' {
  const status = progress.order?.status;
  if (status === 'Successful') return 'successful';
  if (status === 'Failed' || status === 'Reversed') return 'failed';
  return 'pending';
}
