export { EXPIRY_MASK, ExpiryField } from './ExpiryField.js';
export type { ExpiryFieldProps } from './ExpiryField.js';
