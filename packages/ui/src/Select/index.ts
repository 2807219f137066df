export { Select } from './Select.js';
export type { SelectProps } from './Select.js';
export type { SelectOption } from './ListBoxOption.js';
