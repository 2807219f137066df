/**
 * The 3-D Secure rules every card payment shares (bill pay, top-up, the card check): which ACS
 * answers pass, when a SpiToken is still usable, and how a repeated ACS post waits for the first.
 */
import type { AuthenticationResult, PaymentOutcome } from '../../integrations/card-gateway.js';

/** Gateway transaction identifiers are UUIDs: anything else is nobody's payment. */
export const GATEWAY_TRANSACTION_ID =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How long a repeated ACS post (or a repeat of an Idempotency-Key) waits for the first's answer. */
export const IN_FLIGHT_WAIT_MS = 30_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Authenticated (Y), attempted (A), or a card not enrolled (3D1): the only answers completed. */
export function passedThreeDSecure(auth: AuthenticationResult): boolean {
  return (
    auth.responseCode === '3D1' ||
    (auth.responseCode === '3D0' && (auth.status === 'Y' || auth.status === 'A'))
  );
}

/** A SpiToken the gateway still accepts: present and within its life by our clock. */
export function spiTokenUsable(
  row: { spiToken: string | null; spiTokenExpiresAt: Date | null },
  now: number,
): row is { spiToken: string; spiTokenExpiresAt: Date } {
  return (
    row.spiToken !== null && row.spiTokenExpiresAt !== null && row.spiTokenExpiresAt.getTime() > now
  );
}

/** A completion the gateway refused because the 3-D Secure session ran out (ISO 12, "expired"). */
export function expiredAtGateway(outcome: PaymentOutcome): boolean {
  return outcome.isoResponseCode === '12' && /expired/i.test(outcome.message);
}

/** Reads a row until it is no longer Pending, or IN_FLIGHT_WAIT_MS have passed. */
export async function waitWhilePending<Row extends { status: string }>(
  read: () => Promise<Row>,
): Promise<Row> {
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  for (;;) {
    const row = await read();
    if (row.status !== 'Pending' || Date.now() > deadline) return row;
    await sleep(100);
  }
}
