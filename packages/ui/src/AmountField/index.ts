export { AmountField } from './AmountField.js';
export type { AmountFieldProps } from './AmountField.js';
