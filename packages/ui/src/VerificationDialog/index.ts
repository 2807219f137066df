export { VerificationDialog } from './VerificationDialog.js';
export type {
  VerificationDialogLabels,
  VerificationDialogProps,
  VerificationMethod,
  VerificationStep,
} from './VerificationDialog.js';
