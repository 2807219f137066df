export { MaskedPhoneField, PHONE_MASK } from './MaskedPhoneField.js';
export type { MaskedPhoneFieldProps } from './MaskedPhoneField.js';
