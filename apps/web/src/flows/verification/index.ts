export { CodeDialog } from './CodeDialog';
export type { CodeDialogProps } from './CodeDialog';
export { useVerification } from './useVerification';
export type { UseVerificationOptions, Verification } from './useVerification';
export {
  closedVerification,
  displayDestination,
  isBusy,
  resendToast,
  verificationStep,
} from './state';
export type {
  VerificationCommand,
  VerificationEvent,
  VerificationState,
  VerificationStep,
  VerificationTransition,
} from './state';
export { appCodes, appVerificationPorts } from './ports';
export type { VerificationPorts } from './ports';
