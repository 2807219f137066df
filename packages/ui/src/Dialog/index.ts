export { Dialog, DialogTrigger } from './Dialog.js';
export type { DialogContent, DialogProps, DialogSize } from './Dialog.js';
