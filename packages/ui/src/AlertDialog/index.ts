export { AlertDialog } from './AlertDialog.js';
export type { AlertDialogProps } from './AlertDialog.js';
