export { DatePicker, parseIsoDate } from './DatePicker.js';
export type { DatePickerProps, IsoDate } from './DatePicker.js';
