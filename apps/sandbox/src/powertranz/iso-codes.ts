/** ISO 8583 and PowerTranz response codes the sandbox answers with, and their messages. */
export const RESPONSE_MESSAGES = {
  '00': 'Transaction is approved',
  '05': 'Do not honour',
  '12': 'Invalid transaction',
  '13': 'Invalid amount',
  '14': 'Invalid card number',
  '30': 'Format error',
  '51': 'Insufficient funds',
  '54': 'Expired card',
  '91': 'Issuer or switch inoperative',
  '94': 'Duplicate transmission',
  N7: 'Decline for CVV2 failure',
  SP4: 'SPI Preprocessing complete',
  '3D0': '3DS complete',
  '3D1': '3DS not available: card not enrolled',
  TK0: 'Tokenization successful',
} as const;

export type IsoResponseCode = keyof typeof RESPONSE_MESSAGES;

/** PowerTranz's TransactionType numbers. */
export const TRANSACTION_TYPE = {
  auth: 1,
  sale: 2,
  capture: 3,
  void: 4,
  refund: 5,
  riskManagement: 8,
} as const;
