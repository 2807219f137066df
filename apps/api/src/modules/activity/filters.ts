import { activityMessages, TRANSACTION_TYPES, type ActivityFilterRequest } from '@yo/domain';
import { BILL_PAY_STATUSES, type BillPayStatus } from '../../db/schema.js';
import { HttpError } from '../../http/envelope.js';
import { dayEnd, dayStart } from './time.js';

/** A page holds 10 to 50 rows (the table offers 10–50, spec 9; the dashboard shows 5 of 10). */
export const PAGE_SIZE_MINIMUM = 10;
export const PAGE_SIZE_MAXIMUM = 50;
/** Far past any customer's history, and small enough that its offset stays an exact number. */
export const PAGE_NUMBER_MAXIMUM = 1_000_000;

/** Bill pays and top-ups share their statuses. */
export const ACTIVITY_STATUSES = BILL_PAY_STATUSES;
export type ActivityStatus = BillPayStatus;

/**
 * What a customer asked to see, checked. Each kind has its own narrowing: `providerIds` applies
 * to bill pays only, `carrierIds` to top-ups only (the screen enables each with its type).
 */
export interface ActivityFilter {
  customerId: number;
  billPay: boolean;
  topUp: boolean;
  providerIds: number[];
  carrierIds: number[];
  statuses: ActivityStatus[];
  /** Created at or after (the start date's first instant in T&T). */
  from: Date | null;
  /** Created before (the instant after the end date, in T&T). */
  until: Date | null;
}

export interface Page {
  size: number;
  number: number;
}

function refuse(message: string): never {
  throw new HttpError(400, message);
}

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/**
 * The filter of a request, for the customer the token names (nothing in the body can name
 * another). Unknown types or statuses and malformed dates are refused rather than ignored.
 */
export function activityFilter(customerId: number, body: ActivityFilterRequest): ActivityFilter {
  const types = Object.values(TRANSACTION_TYPES) as string[];
  for (const type of body.tranType) {
    if (!types.includes(type)) refuse(activityMessages.tranType(types.join(', ')));
  }
  const statuses = ACTIVITY_STATUSES as readonly string[];
  for (const status of body.tranStatus) {
    if (!statuses.includes(status)) refuse(activityMessages.tranStatus(statuses.join(', ')));
  }
  const from = body.startDate === null ? null : dayStart(body.startDate.trim());
  if (body.startDate !== null && from === null) refuse(activityMessages.startDate);
  const until = body.endDate === null ? null : dayEnd(body.endDate.trim());
  if (body.endDate !== null && until === null) refuse(activityMessages.endDate);
  // An end date is inclusive: a start on the same day is fine, a start after it is not.
  if (from && until && from.getTime() >= until.getTime()) refuse(activityMessages.dateOrder);

  const allTypes = body.tranType.length === 0;
  return {
    customerId,
    billPay: allTypes || body.tranType.includes(TRANSACTION_TYPES.billPay),
    topUp: allTypes || body.tranType.includes(TRANSACTION_TYPES.topUp),
    providerIds: unique(body.provider),
    carrierIds: unique(body.phoneProvider),
    statuses: unique(body.tranStatus) as ActivityStatus[],
    from,
    until,
  };
}

/** The page a `transaction/filtered` request asks for. */
export function activityPage(body: ActivityFilterRequest): Page {
  const size = body.pageSize;
  if (size === null || size < PAGE_SIZE_MINIMUM || size > PAGE_SIZE_MAXIMUM) {
    refuse(activityMessages.pageSize(PAGE_SIZE_MINIMUM, PAGE_SIZE_MAXIMUM));
  }
  if (body.pageNumber < 1 || body.pageNumber > PAGE_NUMBER_MAXIMUM) {
    refuse(activityMessages.pageNumber(PAGE_NUMBER_MAXIMUM));
  }
  return { size, number: body.pageNumber };
}
