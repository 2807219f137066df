import {
  formatPhoneInternational,
  formatTTD,
  screenText,
  topUpScreenText as text,
  type AddressCountry,
  type ReviewBreakdown,
} from '@yo/domain';
import { Card } from '@yo/ui';
import {
  ADDRESS_STEP,
  AMOUNT_STEP,
  CARD_STEP,
  NUMBER_STEP,
  carrierOf,
  type TopUpState,
} from '../../flows/topup';
import { Details, Note, ReviewGrid } from '../quickpay/layout';
import { EditButton, Row } from '../quickpay/ReviewStep';

export interface TopUpReviewProps {
  state: TopUpState;
  cardNumberText: string;
  breakdown: ReviewBreakdown;
  countries: readonly AddressCountry[];
  isDisabled: boolean;
  onEdit: (step: number) => void;
}

/** Step 6: Payment Review: the number, carrier and amount (net, VAT, total), the card, the address. */
export function TopUpReview(props: TopUpReviewProps) {
  const { state, cardNumberText, breakdown, countries, isDisabled, onEdit } = props;
  const { card, address } = state;
  const steps = screenText.topUpSteps;
  const edit = (step: number) => (
    <EditButton
      label={text.editStep(steps[step] ?? '')}
      isDisabled={isDisabled}
      onPress={() => onEdit(step)}
    />
  );
  const hasAddress = [address.line1, address.city].some((value) => value.trim() !== '');
  const country = countries.find((item) => item.isoCode === address.countryCode);
  return (
    <ReviewGrid>
      <Card title={text.topUpDetails} headingLevel={3} actions={edit(NUMBER_STEP)}>
        <Details>
          <Row term={text.country}>{state.country?.description ?? ''}</Row>
          <Row term={text.carrier}>{carrierOf(state)?.name ?? ''}</Row>
          <Row term={text.mobileNumber}>{formatPhoneInternational(state.mobileNumber)}</Row>
          <Row term={text.email}>{state.email}</Row>
        </Details>
      </Card>
      <Card title={text.paymentSummary} headingLevel={3} actions={edit(AMOUNT_STEP)}>
        <Details data-testid="topup-breakdown">
          {breakdown.net !== undefined ? (
            <Row term={text.net}>{formatTTD(breakdown.net)}</Row>
          ) : null}
          {breakdown.vat !== undefined ? (
            <Row term={text.vat}>{formatTTD(breakdown.vat)}</Row>
          ) : null}
          <Row term={text.total} total>
            {formatTTD(breakdown.total)}
          </Row>
        </Details>
      </Card>
      <Card title={text.cardDetails} headingLevel={3} actions={edit(CARD_STEP)}>
        <Details>
          <Row term={text.nameOnCard}>{card.name}</Row>
          <Row term={text.cardNumber}>{cardNumberText}</Row>
          <Row term={text.expirationDate}>{card.expirationDate}</Row>
        </Details>
      </Card>
      <Card title={text.billingAddress} headingLevel={3} actions={edit(ADDRESS_STEP)}>
        {hasAddress ? (
          <Details>
            <Row term={text.address}>
              {[address.line1, address.line2].filter((line) => line.trim()).join(', ')}
            </Row>
            <Row term={text.city}>{address.city}</Row>
            {address.state ? <Row term={text.state}>{address.state}</Row> : null}
            {address.postalCode ? <Row term={text.postalCode}>{address.postalCode}</Row> : null}
            <Row term={text.country}>{country?.name ?? address.countryCode}</Row>
          </Details>
        ) : (
          <Note>{text.noBillingAddress}</Note>
        )}
      </Card>
    </ReviewGrid>
  );
}
