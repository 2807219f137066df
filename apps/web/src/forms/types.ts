import { DEFAULT_BILLING_COUNTRY_CODE } from '@yo/domain';

/**
 * The card and billing-address forms shared by bill pay (guest and customer) and the account
 * page's 'Edit Payment Method' dialog. Values are what the fields show; rules live in @yo/domain.
 */

/** A new card: the number and CVV live only in memory and are never stored or logged. */
export interface CardForm {
  name: string;
  /** As shown, grouped: '4111 1111 1111 1111'. */
  cardNumber: string;
  /** As shown: 'MM/YY'. */
  expirationDate: string;
  /** Digits only. */
  cvv: string;
}

/** A billing address (spec 5.8). `state` is an alpha code, used when the country has states. */
export interface AddressForm {
  countryCode: string;
  state: string;
  city: string;
  line1: string;
  line2: string;
  postalCode: string;
}

/** Messages per field; a field without one is valid. */
export type CardErrors = Partial<Record<keyof CardForm, string>>;
export type AddressErrors = Partial<Record<keyof AddressForm, string>>;

export function emptyCard(): CardForm {
  return { name: '', cardNumber: '', expirationDate: '', cvv: '' };
}

/** The empty default: the default billing country, nothing else. */
export function emptyAddress(): AddressForm {
  return {
    countryCode: DEFAULT_BILLING_COUNTRY_CODE,
    state: '',
    city: '',
    line1: '',
    line2: '',
    postalCode: '',
  };
}

/** react-aria props for a field's message: invalid with its text, or valid. */
export function fieldError(message: string | undefined) {
  return message ? { isInvalid: true, errorMessage: message } : { isInvalid: false };
}
