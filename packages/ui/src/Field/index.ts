export { Description, FieldError, FieldMessages, Label, fieldStyles } from './Field.js';
export type {
  DescriptionProps,
  FieldErrorMessage,
  FieldErrorProps,
  FieldMessagesProps,
  LabelProps,
} from './Field.js';
