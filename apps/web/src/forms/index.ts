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
