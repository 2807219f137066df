export { Alert } from './Alert.js';
export type { AlertProps, AlertTone } from './Alert.js';
