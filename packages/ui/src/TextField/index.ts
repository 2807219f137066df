export { TextField } from './TextField.js';
export type { TextFieldProps, TextFieldType } from './TextField.js';
