import {
  formatCurrencyAmount,
  formatPhoneSpaced,
  formatTransactionDate,
  formatWholeDollars,
  parseAmount,
  screenText,
  toCents,
  TRANSACTION_TYPES,
  type Cents,
  type MonthlyStat,
  type Transaction,
} from '@yo/domain';

/** How a transaction reads on the dashboard and in the activity table (2.13, 2.14). Pure. */
export interface TransactionView {
  /** A stable key for the row. */
  id: string;
  status: string;
  /** Top-ups' numbers phone-formatted: '1(868) 555-1234'. */
  account: string;
  /** The account is a phone number (a top-up): kept on one line. */
  accountIsPhone: boolean;
  /** 'YYYY-MM-DD h:mm A' in Trinidad and Tobago's time. */
  date: string;
  /** 'TTD $12.50', 'TTD $5,341.64'. */
  amount: string;
  provider: string;
  nameOnAccount: string;
  /** The type as 2.14 names it: 'Bill Pay', 'Topup' (not the wire's 'Billpay', 'TopUps'). */
  type: string;
  receipt: string;
  authCode: string;
}

export function isTopUp(transaction: Pick<Transaction, 'tranType'>): boolean {
  return transaction.tranType === TRANSACTION_TYPES.topUp;
}

const typeLabels: Record<string, string> = {
  [TRANSACTION_TYPES.billPay]: screenText.tranTypeLabels.billPay,
  [TRANSACTION_TYPES.topUp]: screenText.tranTypeLabels.topUp,
};

/** A type's name as customers read it; a type the app does not know yet as the server sends it. */
export function transactionTypeLabel(tranType: string): string {
  return typeLabels[tranType] ?? tranType;
}

export function transactionView(transaction: Transaction, index: number): TransactionView {
  const date = formatTransactionDate(transaction.transactionDate);
  return {
    id: `${transaction.orderNumber ?? ''}|${transaction.transactionDate}|${index}`,
    status: transaction.tranStatus,
    account: isTopUp(transaction)
      ? formatPhoneSpaced(transaction.accountNumber)
      : transaction.accountNumber,
    accountIsPhone: isTopUp(transaction),
    date,
    amount: formatCurrencyAmount(
      parseAmount(transaction.amount) ?? toCents(0),
      transaction.currencyCode,
      transaction.currencySymbol,
    ),
    provider: transaction.provider,
    nameOnAccount: transaction.nameOnAccount ?? '',
    type: transactionTypeLabel(transaction.tranType),
    receipt: transaction.orderNumber ?? '',
    authCode: transaction.authCode ?? '',
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A stats month as the chart's axis names it: '2026-06' → 'Jun 2026'; other text as it is. */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(month);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

/**
 * The chart's data: one group per month ('Jun 2026', 'Jun' on the axis), totals in cents, read
 * once from the wire's decimals (the chart only compares and scales them; the text is ours).
 */
export function statsChartData(stats: MonthlyStat[]) {
  const cents = (amount: number): Cents => parseAmount(amount) ?? toCents(0);
  return stats.map((row) => {
    const label = monthLabel(row.month);
    return {
      label,
      axisLabel: label.split(' ')[0]!,
      values: { billPay: cents(row.billPay), topUps: cents(row.topUps) },
    };
  });
}

/** Whether the months hold any payment at all: a chart of zeros says nothing. */
export function hasMonthlyStats(stats: MonthlyStat[]): boolean {
  return statsChartData(stats).some((row) => row.values.billPay !== 0 || row.values.topUps !== 0);
}

/** The chart's value axis (cents), short enough for a phone: '$5,000'. */
export function statsAxisAmount(value: number): string {
  return formatWholeDollars(toCents(Math.round(value)));
}

/** A stats amount (cents) as the chart's table and tooltips show it: 'TTD $1,250.00'. */
export function statsAmount(value: number): string {
  return formatCurrencyAmount(toCents(Math.round(value)));
}
