import { DEFAULT_TIME_ZONE } from '@yo/domain';

/**
 * Trinidad and Tobago's public holidays, as observed (a holiday on a Sunday moves to the Monday).
 *
 * Source: the Public Holidays and Festivals Act (Chap. 19:05) for the fixed dates and the
 * Sunday rule, and the Government of the Republic of Trinidad and Tobago's yearly list of public
 * holidays (ttconnect.gov.tt) for the movable ones: Good Friday, Easter Monday, Corpus Christi,
 * Eid-ul-Fitr and Divali. Eid-ul-Fitr and Divali are fixed each year by proclamation; the 2027
 * dates below are the expected ones and must be checked against that year's proclamation.
 * Carnival Monday and Tuesday are not public holidays.
 */
export const TT_PUBLIC_HOLIDAYS: ReadonlySet<string> = new Set([
  // 2025
  '2025-01-01', // New Year's Day
  '2025-03-31', // Spiritual Baptist Liberation Day (30th, a Sunday) and Eid-ul-Fitr
  '2025-04-18', // Good Friday
  '2025-04-21', // Easter Monday
  '2025-05-30', // Indian Arrival Day
  '2025-06-19', // Corpus Christi and Labour Day
  '2025-08-01', // Emancipation Day
  '2025-09-01', // Independence Day (31 August, a Sunday)
  '2025-09-24', // Republic Day
  '2025-10-20', // Divali
  '2025-12-25', // Christmas Day
  '2025-12-26', // Boxing Day
  // 2026
  '2026-01-01', // New Year's Day
  '2026-03-20', // Eid-ul-Fitr
  '2026-03-30', // Spiritual Baptist Liberation Day
  '2026-04-03', // Good Friday
  '2026-04-06', // Easter Monday
  '2026-05-30', // Indian Arrival Day (a Saturday)
  '2026-06-04', // Corpus Christi
  '2026-06-19', // Labour Day
  '2026-08-01', // Emancipation Day (a Saturday)
  '2026-08-31', // Independence Day
  '2026-09-24', // Republic Day
  '2026-11-09', // Divali (8 November, a Sunday)
  '2026-12-25', // Christmas Day
  '2026-12-26', // Boxing Day (a Saturday)
  // 2027
  '2027-01-01', // New Year's Day
  '2027-03-10', // Eid-ul-Fitr (expected)
  '2027-03-26', // Good Friday
  '2027-03-29', // Easter Monday
  '2027-03-30', // Spiritual Baptist Liberation Day
  '2027-05-27', // Corpus Christi
  '2027-05-31', // Indian Arrival Day (30 May, a Sunday)
  '2027-06-19', // Labour Day (a Saturday)
  '2027-08-02', // Emancipation Day (1 August, a Sunday)
  '2027-08-31', // Independence Day
  '2027-09-24', // Republic Day
  '2027-10-29', // Divali (expected)
  '2027-12-25', // Christmas Day (a Saturday)
  '2027-12-27', // Boxing Day (26 December, a Sunday)
]);

const DAY_MS = 24 * 60 * 60_000;
/** Trinidad and Tobago is UTC−4 all year (no daylight saving). */
const TT_OFFSET_MS = -4 * 60 * 60_000;

const localDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEFAULT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Whether a moment falls on a business day in Trinidad and Tobago (not a weekend or holiday). */
export function isBusinessDay(moment: Date): boolean {
  const weekday = new Date(moment.getTime() + TT_OFFSET_MS).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !TT_PUBLIC_HOLIDAYS.has(localDate.format(moment));
}

/**
 * The same time of day `days` business days after `from`, in Trinidad and Tobago: a top-up
 * captured on Thursday 24 December 2026 at 10:00 has until Tuesday 29 December at 10:00
 * (Christmas, Boxing Day and the weekend do not count).
 */
export function addBusinessDays(from: Date, days: number): Date {
  let moment = from;
  let left = days;
  while (left > 0) {
    moment = new Date(moment.getTime() + DAY_MS);
    if (isBusinessDay(moment)) left -= 1;
  }
  return moment;
}
