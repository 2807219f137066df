import {
  formatPhoneInternational,
  topUpScreenText,
  type PhoneProvider,
  type TopUpCountry,
} from '@yo/domain';
import { Button, MaskedPhoneField, Spinner } from '@yo/ui';
import { fieldError } from '../../forms';
import { topUpFieldId } from './CountryStep';
import { CarrierBadge } from './layout';

export interface NumberStepProps {
  country: TopUpCountry | null;
  mobileNumber: string;
  carrier: PhoneProvider | null;
  checking: boolean;
  error: string | undefined;
  onChange: (digits: string) => void;
  onBlur: () => void;
  /** A customer's own verified phone (digits): one press tops it up; '' offers nothing. */
  ownNumber?: string;
}

/** Step 1: Enter PREPAID Mobile Number: the mask, the server's check, the carrier found (5.10). */
export function NumberStep(props: NumberStepProps) {
  const { country, mobileNumber, carrier, checking, error, onChange, onBlur, ownNumber } = props;
  return (
    <>
      <MaskedPhoneField
        id={topUpFieldId('mobileNumber')}
        label={topUpScreenText.mobileNumber}
        prefix={`+${country?.phoneCode ?? ''}`}
        isRequired
        value={mobileNumber}
        onChange={(_formatted, digits) => onChange(digits)}
        onBlur={onBlur}
        {...fieldError(error)}
      />
      {ownNumber && ownNumber !== mobileNumber ? (
        <div>
          <Button variant="outline" size="small" onPress={() => onChange(ownNumber)}>
            {topUpScreenText.myNumber(formatPhoneInternational(ownNumber))}
          </Button>
        </div>
      ) : null}
      <div aria-live="polite">
        {checking ? <Spinner label={topUpScreenText.checkingNumber} size="small" /> : null}
        {carrier ? (
          <CarrierBadge data-testid="topup-carrier">
            {carrier.logo ? <img src={carrier.logo} alt="" /> : null}
            <span>
              {topUpScreenText.carrier}: {carrier.name}
            </span>
          </CarrierBadge>
        ) : null}
      </div>
    </>
  );
}
