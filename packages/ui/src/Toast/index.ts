export { ToastRegion, createToastQueue, showToast } from './Toast.js';
export type {
  ShowToastOptions,
  ToastContent,
  ToastQueue,
  ToastRegionProps,
  ToastTone,
} from './Toast.js';
