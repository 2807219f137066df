export { CvvField } from './CvvField.js';
export type { CvvFieldProps } from './CvvField.js';
