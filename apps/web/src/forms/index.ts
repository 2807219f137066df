// The first step's code imports the form types from ./types: this barrel also brings the card
// and address fields, which only the later steps need.
export { CardFields, type CardFieldsProps } from './CardFields';
export { BillingAddressFields, type BillingAddressFieldsProps } from './BillingAddressFields';
export {
  emptyAddress,
  emptyCard,
  fieldError,
  type AddressErrors,
  type AddressForm,
  type CardErrors,
  type CardForm,
} from './types';
