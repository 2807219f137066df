export { FormErrorSummary } from './FormErrorSummary.js';
export type { FormError, FormErrorSummaryProps } from './FormErrorSummary.js';
