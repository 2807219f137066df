export {
  createSandbox,
  SANDBOX_POWERTRANZ_CREDENTIALS,
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
