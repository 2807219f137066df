export {
  Description,
  ErrorMessage,
  FieldError,
  FieldMessages,
  Label,
  fieldStyles,
} from './Field.js';
export type {
  DescriptionProps,
  ErrorMessageProps,
  FieldErrorMessage,
  FieldErrorProps,
  FieldMessagesProps,
  LabelProps,
} from './Field.js';
