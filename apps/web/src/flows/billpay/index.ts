export * from './state';
export { billPayStep } from './machine';
export { errorsOf, summaryOf, visibleErrors, type StepErrors } from './errors';
export { buildSubmission, breakdownFor } from './submission';
export { cardAlreadySaved, savedCardAddress, sortSavedCards } from './savedCards';
export { appBillPayServices, type BillPayServices } from './services';
export { useBillPay, type BillPay, type BillPayOptions } from './useBillPay';
