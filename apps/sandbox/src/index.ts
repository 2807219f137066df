export {
  createSandbox,
  SANDBOX_POWERTRANZ_CREDENTIALS,
  SANDBOX_AIRTIME_CREDENTIALS,
  type DemoCustomer,
  type Sandbox,
  type SandboxOptions,
  type SandboxPluginOptions,
} from './plugin.js';
export {
  PowerTranzGateway,
  SPI_TOKEN_LIFETIME_MS,
  type PowerTranzCredentials,
  type PowerTranzResponse,
  type ThreeDSecureResult,
  type TransactionSummary,
} from './powertranz/gateway.js';
export { TEST_CARDS, CHALLENGE_PASSWORD, type TestCard } from './powertranz/cards.js';
export { PayeeDirectory, type Posting, type PostingRequest } from './payees/directory.js';
export { PAYEE_ACCOUNTS, PAYEES, type PayeeAccount } from './payees/accounts.js';
export { MessageStore, recipientKey, type Channel, type ReceivedMessage } from './messages.js';
export { SandboxSmtpServer } from './mail/smtp-server.js';
export {
  AirtimeAggregator,
  AIRTIME_ERRORS,
  type AirtimeCredentials,
  type TopUpRecord,
  type TopUpStatus as AirtimeTopUpStatus,
} from './airtime/aggregator.js';
export {
  OPERATORS,
  SAMPLE_NUMBERS,
  DELAYED_DELIVERY_MS,
  STUCK_DELIVERY_MS,
  type Operator,
  type SampleNumber,
  type Behaviour as TopUpBehaviour,
} from './airtime/numbers.js';
