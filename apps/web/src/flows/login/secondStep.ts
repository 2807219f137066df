/**
 * The login's second step (spec 4.1 steps 2 and 5): which pending token the code dialog runs on.
 * A code is bound to the pending session that asked for it, so an unexpired stored code is only
 * reused (without a new send) while that session's token is still stored and unexpired.
 */
import { isTokenExpired, type StoredToken } from '@yo/domain';

export interface SecondStepPlan {
  /** The pending token the code calls send (`{ bearer }`). */
  bearer: string;
  /** Reuse the stored code: the dialog opens on it without a new send. */
  reuseCode: boolean;
  /** A pending token no longer needed: revoked on the server (best effort). */
  revoke: string | undefined;
}

export function planSecondStep(args: {
  /** The token the right password just yielded. */
  newToken: string;
  /** The pending token stored by an earlier LOG IN in this tab, if any. */
  stored: StoredToken | undefined;
  /** An unexpired login code for this email is stored (CodeStore). */
  codeInFlight: boolean;
  now: number;
}): SecondStepPlan {
  const { newToken, stored, codeInFlight, now } = args;
  const storedUsable = stored !== undefined && !isTokenExpired(stored, now);
  if (codeInFlight && storedUsable && stored.token !== newToken) {
    return { bearer: stored.token, reuseCode: true, revoke: newToken };
  }
  return {
    bearer: newToken,
    reuseCode: false,
    revoke: storedUsable && stored.token !== newToken ? stored.token : undefined,
  };
}
