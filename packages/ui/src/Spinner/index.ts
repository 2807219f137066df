export { Spinner } from './Spinner.js';
export type { SpinnerProps, SpinnerSize } from './Spinner.js';
