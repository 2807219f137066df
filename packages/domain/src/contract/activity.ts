/** Requests of the activity calls (section 7: transaction/filtered, exports, stats). */
import { array, integer, nullable, object, string, type Infer } from 'superstruct';

/**
 * POST transaction/filtered. Dates are 'YYYY-MM-DD' or null. `tranType` holds
 * TRANSACTION_TYPES values; `phoneProvider` and `provider` hold ids. Exports send the same body
 * with `pageSize` null (all rows).
 */
export const ActivityFilterRequestStruct = object({
  pageNumber: integer(),
  pageSize: nullable(integer()),
  tranType: array(string()),
  phoneProvider: array(integer()),
  provider: array(integer()),
  startDate: nullable(string()),
  endDate: nullable(string()),
  tranStatus: array(string()),
});
export type ActivityFilterRequest = Infer<typeof ActivityFilterRequestStruct>;
