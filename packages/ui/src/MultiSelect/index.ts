export { MultiSelect } from './MultiSelect.js';
export type { MultiSelectProps } from './MultiSelect.js';
