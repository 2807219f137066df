/** 5.7 and 5.8 Billing address: state only (and required) for country code 840. */
import { STATE_REQUIRED_COUNTRY_CODE } from '../constants.js';
import { addressMessages } from '../messages.js';
import { anyValue, asText, defineForm, field, isFilled, type FormSchema } from './core.js';

export interface BillingAddressValues {
  countryCode: string;
  state: string;
  city: string;
  line1: string;
  line2: string;
  postalCode: string;
}
export type BillingAddressField = keyof BillingAddressValues;

export interface BillingAddressContext {
  /** The account card form requires an address; the payment forms' address step is optional. */
  required: boolean;
  /** The whole address, so an optional one that was left blank passes. */
  values?: Partial<BillingAddressValues>;
}

/** The fields the country governs: cleared when the country changes. */
export const COUNTRY_DEPENDENT_FIELDS = ['line1', 'line2', 'city', 'postalCode', 'state'] as const;

/** Whether the state field is shown (and required): only for the United States, 840. */
export function countryHasStates(countryCode: string | number | null | undefined): boolean {
  return asText(countryCode) === STATE_REQUIRED_COUNTRY_CODE;
}

/** A new country clears line1, line2, city, postal code and state. */
export function changeBillingCountry<A extends Partial<BillingAddressValues>>(
  address: A,
  countryCode: string,
): A {
  const cleared = { ...address, countryCode };
  for (const name of COUNTRY_DEPENDENT_FIELDS) (cleared as Record<string, unknown>)[name] = '';
  return cleared;
}

function isBlank(values: Partial<BillingAddressValues>): boolean {
  return COUNTRY_DEPENDENT_FIELDS.every((name) => asText(values[name]).trim() === '');
}

/** The address fields in the spec's order (line 1, city, country, state). */
export function billingAddressSchema(
  context: BillingAddressContext,
): FormSchema<BillingAddressField> {
  if (!context.required && isBlank(context.values ?? {})) {
    return {
      line1: anyValue,
      city: anyValue,
      countryCode: anyValue,
      state: anyValue,
      line2: anyValue,
      postalCode: anyValue,
    };
  }
  const countryCode = asText(context.values?.countryCode);
  return {
    line1: field('line1', [[isFilled, addressMessages.line1Required]]),
    city: field('city', [[isFilled, addressMessages.cityRequired]]),
    countryCode: field('countryCode', [[isFilled, addressMessages.countryRequired]]),
    state: countryHasStates(countryCode)
      ? field('state', [[isFilled, addressMessages.stateRequired]])
      : anyValue,
    line2: anyValue,
    postalCode: anyValue,
  };
}

const billingAddressForm = defineForm<
  BillingAddressValues,
  BillingAddressField,
  { required: boolean }
>((values, context) => billingAddressSchema({ required: context.required, values }));

export function validateBillingAddressField(
  name: BillingAddressField,
  values: Partial<BillingAddressValues>,
  context: { required: boolean },
) {
  return billingAddressForm.field(name, values, context);
}
export function validateBillingAddress(
  values: Partial<BillingAddressValues>,
  context: { required: boolean },
) {
  return billingAddressForm.validate(values, context);
}
