import {
  formatPhone,
  formatTTD,
  reviewMessages,
  type AddressCountry,
  type Charity,
  type Provider,
  type ReviewBreakdown,
} from '@yo/domain';
import { Button, Card } from '@yo/ui';
import type { ReactNode } from 'react';
import type { QuickPayState } from '../../state/quickpay';
import { ConsentFields, type ConsentErrors } from './ConsentFields';
import { Details, Note, ReviewGrid } from './layout';

export interface ReviewStepProps {
  state: QuickPayState;
  /** The card number as the review shows it: its last four only. */
  cardNumberText: string;
  provider: Provider | undefined;
  charities: readonly Charity[];
  countries: readonly AddressCountry[];
  breakdown: ReviewBreakdown;
  errors: ConsentErrors;
  captchaResetKey: number;
  isDisabled: boolean;
  onEdit: (step: number) => void;
  onAgreedChange: (agreed: boolean) => void;
  onCaptchaChange: (payload: string) => void;
}

export function Row({
  term,
  children,
  total,
}: {
  term: string;
  children: ReactNode;
  total?: boolean;
}) {
  return (
    <>
      <dt>{term}</dt>
      <dd data-total={total || undefined}>{children}</dd>
    </>
  );
}

export function EditButton({
  label,
  onPress,
  isDisabled,
}: {
  label: string;
  onPress: () => void;
  isDisabled: boolean;
}) {
  return (
    <Button
      variant="text"
      size="small"
      aria-label={label}
      isDisabled={isDisabled}
      onPress={onPress}
    >
      Edit
    </Button>
  );
}

/** Step 3: Payment Review: what will be paid, the breakdown, the agreement and the captcha. */
export function ReviewStep({
  state,
  cardNumberText,
  provider,
  charities,
  countries,
  breakdown,
  errors,
  captchaResetKey,
  isDisabled,
  onEdit,
  onAgreedChange,
  onCaptchaChange,
}: ReviewStepProps) {
  const { details, card, address } = state;
  const charity = charities.find((item) => item.providerId === details.charityId);
  const country = countries.find((item) => item.isoCode === address.countryCode);
  const hasAddress = [address.line1, address.city].some((value) => value.trim() !== '');
  const feeNote = provider?.customerFeesDisclaimer || reviewMessages.defaultFeeNote;

  return (
    <>
      <ReviewGrid>
        <Card
          title="Payment Details"
          headingLevel={3}
          actions={
            <EditButton
              label="Edit payment details"
              isDisabled={isDisabled}
              onPress={() => onEdit(0)}
            />
          }
        >
          <Details>
            <Row term="Payee">{provider?.name ?? ''}</Row>
            <Row term="Account Number">{details.accountNumber}</Row>
            {state.accountHolderName ? (
              <Row term="Name on Account">{state.accountHolderName}</Row>
            ) : null}
            <Row term="Phone Number">{formatPhone(details.phoneNumber)}</Row>
            <Row term="Email">{details.email}</Row>
            {provider?.commentsField && details.comment ? (
              <Row term="Comments">{details.comment}</Row>
            ) : null}
            {charity && breakdown.donation > 0 ? <Row term="Charity">{charity.name}</Row> : null}
          </Details>
        </Card>
        <Card
          title="Card Details"
          headingLevel={3}
          actions={
            <EditButton
              label="Edit card details"
              isDisabled={isDisabled}
              onPress={() => onEdit(1)}
            />
          }
        >
          <Details>
            <Row term="Name on Card">{card.name}</Row>
            <Row term="Card Number">{cardNumberText}</Row>
            <Row term="Expiration Date">{card.expirationDate}</Row>
          </Details>
        </Card>
        <Card
          title="Billing Address"
          headingLevel={3}
          actions={
            <EditButton
              label="Edit billing address"
              isDisabled={isDisabled}
              onPress={() => onEdit(2)}
            />
          }
        >
          {hasAddress ? (
            <Details>
              <Row term="Address">
                {[address.line1, address.line2].filter((line) => line.trim()).join(', ')}
              </Row>
              <Row term="City">{address.city}</Row>
              {address.state ? <Row term="State">{address.state}</Row> : null}
              {address.postalCode ? <Row term="Postal Code">{address.postalCode}</Row> : null}
              <Row term="Country">{country?.name ?? address.countryCode}</Row>
            </Details>
          ) : (
            <Note>No billing address given.</Note>
          )}
        </Card>
        <Card title="Payment Summary" headingLevel={3}>
          <Details data-testid="quickpay-breakdown">
            <Row term="Amount">{formatTTD(breakdown.amount)}</Row>
            {breakdown.showFee ? (
              <Row term="Transaction Fee">{formatTTD(breakdown.fee)}</Row>
            ) : null}
            {breakdown.donation > 0 ? (
              <Row term="Donation">{formatTTD(breakdown.donation)}</Row>
            ) : null}
            <Row term="Total" total>
              {formatTTD(breakdown.total)}
            </Row>
          </Details>
          {breakdown.showFee ? <Note>{feeNote}</Note> : null}
        </Card>
      </ReviewGrid>
      <ConsentFields
        agreed={state.consent.agreed}
        errors={errors}
        captchaResetKey={captchaResetKey}
        isDisabled={isDisabled}
        onAgreedChange={onAgreedChange}
        onCaptchaChange={onCaptchaChange}
      />
    </>
  );
}
