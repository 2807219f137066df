/**
 * Trinidad and Tobago time for activity: UTC−4 all year (no daylight saving since 1980), so
 * days and months are fixed offsets from UTC. Dates in requests are 'YYYY-MM-DD' in that time.
 */
export const TT_UTC_OFFSET_HOURS = -4;
const OFFSET_MS = TT_UTC_OFFSET_HOURS * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export interface CalendarMonth {
  year: number;
  /** 1–12 */
  month: number;
}

/** The instant a 'YYYY-MM-DD' day starts in T&T, or null when the text is not a real date. */
export function dayStart(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, day);
  const check = new Date(utc);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  ) {
    return null;
  }
  return new Date(utc - OFFSET_MS);
}

/** The instant the day after a 'YYYY-MM-DD' day starts in T&T (an inclusive end date's bound). */
export function dayEnd(text: string): Date | null {
  const start = dayStart(text);
  return start === null ? null : new Date(start.getTime() + DAY_MS);
}

/** The same wall-clock time as T&T shows it, carried in a Date's UTC fields. */
export function wallClock(instant: Date): Date {
  return new Date(instant.getTime() + OFFSET_MS);
}

/** The T&T calendar month an instant falls in. */
export function monthOf(instant: Date): CalendarMonth {
  const local = wallClock(instant);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1 };
}

/** The month `count` months after (negative: before) a month. */
export function addMonths({ year, month }: CalendarMonth, count: number): CalendarMonth {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The instant a T&T calendar month starts. */
export function monthStart({ year, month }: CalendarMonth): Date {
  return new Date(Date.UTC(year, month - 1, 1) - OFFSET_MS);
}

/** '2026-11', the key the stats query groups by. */
export function monthKey({ year, month }: CalendarMonth): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** 'Nov 2026': a stats row's `month`, as the dashboard chart labels it. */
export function monthLabel({ year, month }: CalendarMonth): string {
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

/**
 * 'YYYY-MM-DD h:mm A' in T&T ('2026-11-22 4:05 PM'), as @yo/domain's `formatTransactionDate`
 * writes it (a test holds them equal), without building an Intl formatter per row: exports
 * write a hundred thousand of them.
 */
export function formatActivityDate(instant: Date): string {
  const local = wallClock(instant);
  const hours = local.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ` +
    `${hour12}:${pad(local.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`
  );
}
