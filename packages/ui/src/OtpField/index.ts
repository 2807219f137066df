export { OtpField, formatCountdown } from './OtpField.js';
export type { OtpFieldProps, OtpResendState } from './OtpField.js';
