export { CARD_NUMBER_MASK, CardNumberField } from './CardNumberField.js';
export type { CardNumberFieldProps, PaymentFieldBaseProps } from './CardNumberField.js';
export { CardBrandIcon, cardBrandLabels } from './CardBrandIcon.js';
export type { CardBrandIconProps, CardBrandName } from './CardBrandIcon.js';
