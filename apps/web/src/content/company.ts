import {
  AGENT_CONVENIENCE_FEE_MAXIMUM_CENTS,
  AGENT_EARNING_MAXIMUM_CENTS,
  AGENT_LOCATION_COUNT,
  BILL_PAY_DEFAULT_MINIMUM_CENTS,
  BULK_TRANSFER_BUSINESS_DAYS,
  BULK_TRANSFER_FEE_CENTS,
  CHARITY_BANK_FEE_PERCENT,
  CHARITY_PER_TRANSACTION_CENTS,
  FILE_NOTIFICATION_MINIMUM_INTERVAL_MINUTES,
  formatTTD,
  PRODUCT_NAME,
  SCAN2PAY_BANK_FEE_PERCENT,
  SCAN2PAY_MERCHANT_MAXIMUM_CENTS,
  SCAN2PAY_PER_TRANSACTION_CENTS,
  SETTLEMENT_BUSINESS_DAYS,
  TOP_UP_FAQ_MAXIMUM_CENTS,
  TOP_UP_FAQ_MINIMUM_CENTS,
  TOP_UP_FAQ_VAT_RATE,
  TOP_UP_DEFAULT_MAXIMUM_CENTS,
  TOP_UP_DEFAULT_MINIMUM_CENTS,
  TOP_UP_REVERSAL_BUSINESS_DAYS,
  UTILITY_MAXIMUM_CENTS,
  AGENT_BILL_PAY_MINIMUM_CENTS,
  AGENT_BILL_PAY_MAXIMUM_CENTS,
} from '@yo/domain';
import { servedPage } from '../layout/servedPage';

/** Who we are and how to reach us, as printed on every marketing page. */
export const company = {
  legalName: `${PRODUCT_NAME} Payments Limited`,
  address: [
    'Level 4, Nicholas Tower',
    '63–65 Independence Square',
    'Port of Spain',
    'Trinidad and Tobago',
  ],
  phone: '1 (868) 800-9696',
  phoneHref: 'tel:+18688009696',
  supportEmail: 'support@yo.tt',
  businessEmail: 'business@yo.tt',
  agentsEmail: 'agents@yo.tt',
  hours: 'Monday to Friday, 8am to 5pm',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/yopaytt' },
    { name: 'Instagram', href: 'https://www.instagram.com/yopaytt' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/yopaytt' },
    { name: 'YouTube', href: 'https://www.youtube.com/@yopaytt' },
  ],
} as const;

const percent = (rate: string) => `${Number(rate) * 100}%`;

/** A limit in whole dollars with thousands separators: $5,000. */
export function limit(cents: Parameters<typeof formatTTD>[0]): string {
  const [whole = '', fraction = '00'] = formatTTD(cents).replace('$', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === '00' ? `$${grouped}` : `$${grouped}.${fraction}`;
}

/**
 * The top-up limits a page names ("from $5 to $1,000"): the carriers' own bounds, as the form
 * checks them, which the API computes (@yo/domain's topUpRange) and serves the page with
 * (servedPage.ts), so the page paints them with no request. A page served as built (no server
 * module) says the domain's defaults, topUpRange's own without carriers (the browser does not
 * load the validators for them).
 */
export function topUpLimits(): { minimum: string; maximum: string } {
  const range = servedPage()?.data.topUpRange;
  return {
    minimum: limit(range?.minimum ?? TOP_UP_DEFAULT_MINIMUM_CENTS),
    maximum: limit(range?.maximum ?? TOP_UP_DEFAULT_MAXIMUM_CENTS),
  };
}

/** Section 9's figures, written the way the pages print them. */
export const figures = {
  agents: `${AGENT_LOCATION_COUNT}+`,
  agentCount: AGENT_LOCATION_COUNT,
  standardRate: `${SCAN2PAY_BANK_FEE_PERCENT}% + ${formatTTD(SCAN2PAY_PER_TRANSACTION_CENTS)}`,
  charityRate: `${CHARITY_BANK_FEE_PERCENT}% + ${formatTTD(CHARITY_PER_TRANSACTION_CENTS)}`,
  achFee: formatTTD(BULK_TRANSFER_FEE_CENTS),
  achDays: BULK_TRANSFER_BUSINESS_DAYS,
  settlement: `${SETTLEMENT_BUSINESS_DAYS.minimum} to ${SETTLEMENT_BUSINESS_DAYS.maximum} business days`,
  ftpInterval: `${FILE_NOTIFICATION_MINIMUM_INTERVAL_MINUTES} minutes`,
  agentFee: formatTTD(AGENT_CONVENIENCE_FEE_MAXIMUM_CENTS),
  agentEarning: formatTTD(AGENT_EARNING_MAXIMUM_CENTS),
  agentMinimum: limit(AGENT_BILL_PAY_MINIMUM_CENTS),
  agentMaximum: limit(AGENT_BILL_PAY_MAXIMUM_CENTS),
  billPayMinimum: limit(BILL_PAY_DEFAULT_MINIMUM_CENTS),
  scan2PayMaximum: limit(SCAN2PAY_MERCHANT_MAXIMUM_CENTS),
  utilityMaximum: limit(UTILITY_MAXIMUM_CENTS),
  topUpMinimum: limit(TOP_UP_FAQ_MINIMUM_CENTS),
  topUpMaximum: limit(TOP_UP_FAQ_MAXIMUM_CENTS),
  topUpVat: percent(TOP_UP_FAQ_VAT_RATE),
  reversalDays: TOP_UP_REVERSAL_BUSINESS_DAYS,
} as const;
