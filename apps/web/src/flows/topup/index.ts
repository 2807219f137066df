export * from './machine';
export { buildTopUpSubmission } from './submission';
export { appTopUpServices, type TopUpServices } from './services';
export { useTopUp, type TopUp, type TopUpOptions } from './useTopUp';
export { topUpErrors, type TopUpErrors } from './errors';
