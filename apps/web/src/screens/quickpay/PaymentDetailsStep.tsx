import {
  billPayMessages,
  payeeHasComments,
  screenText,
  type Charity,
  type Provider,
} from '@yo/domain';
import { AmountField, MaskedPhoneField, Select, TextArea, TextField } from '@yo/ui';
import { useTypedBeforeHydration } from '../../forms/typedBeforeHydration';
import type { PaymentDetailsForm } from '../../state/quickpay';
import { Fields, Wide } from '../../layout/form';
import { SectionTitle } from './layout';

export type DetailsErrors = Partial<Record<keyof PaymentDetailsForm, string>>;

export interface PaymentDetailsStepProps {
  details: PaymentDetailsForm;
  providers: readonly Provider[];
  /** The payee list is still on its way: the Payee field says so. */
  providersLoading?: boolean;
  charities: readonly Charity[];
  errors: DetailsErrors;
  onChange: <K extends keyof PaymentDetailsForm>(name: K, value: PaymentDetailsForm[K]) => void;
  onBlur: (name: keyof PaymentDetailsForm) => void;
  accountHolderName: string;
}

export const fieldId = (name: string) => `quickpay-${name}`;

/** Step 0: Enter Payment Details (spec 5.6), with the optional donation. */
export function PaymentDetailsStep({
  details,
  providers,
  providersLoading = false,
  charities,
  errors,
  onChange,
  onBlur,
  accountHolderName,
}: PaymentDetailsStepProps) {
  useTypedBeforeHydration([
    {
      id: fieldId('accountNumber'),
      value: details.accountNumber,
      take: (typed) => onChange('accountNumber', typed),
    },
    { id: fieldId('email'), value: details.email, take: (typed) => onChange('email', typed) },
    {
      id: fieldId('phoneNumber'),
      value: details.phoneNumber,
      take: (typed) => {
        const phone = typed.replace(/\D/g, '');
        if (phone.length > 4 && phone !== details.phoneNumber) onChange('phoneNumber', phone);
      },
    },
    {
      id: fieldId('amount'),
      value: details.amount,
      take: (typed) => {
        const amount = typed.replace(/[^\d.]/g, '');
        if (/^\d+(\.\d{1,2})?$/.test(amount) && !details.amount) onChange('amount', amount);
      },
    },
  ]);
  const provider = providers.find((item) => item.providerId === details.providerId);
  const isCharityPayee = provider?.type.toLowerCase() === 'charity';
  const error = (name: keyof PaymentDetailsForm) =>
    errors[name] ? { isInvalid: true, errorMessage: errors[name] } : { isInvalid: false };

  return (
    <Fields>
      <Wide>
        <Select
          id={fieldId('providerId')}
          label="Payee"
          isRequired
          {...(providersLoading ? { loadingLabel: screenText.loadingPayees } : {})}
          options={providers.map((item) => ({ id: String(item.providerId), label: item.name }))}
          value={details.providerId === null ? null : String(details.providerId)}
          onChange={(value) => onChange('providerId', value === null ? null : Number(value))}
          onBlur={() => onBlur('providerId')}
          {...error('providerId')}
        />
      </Wide>
      <TextField
        id={fieldId('accountNumber')}
        label="Account Number"
        isRequired
        maxLength={25}
        autoComplete="off"
        spellCheck="false"
        value={details.accountNumber}
        onChange={(value) => onChange('accountNumber', value)}
        onBlur={() => onBlur('accountNumber')}
        description={
          accountHolderName
            ? `Name on account: ${accountHolderName}`
            : (provider?.accountHelperMessage ?? undefined)
        }
        {...error('accountNumber')}
      />
      <AmountField
        id={fieldId('amount')}
        label="Amount"
        isRequired
        value={details.amount}
        onChange={(value) => onChange('amount', value)}
        onBlur={() => onBlur('amount')}
        description={provider?.accountDisclaimerMessage ?? undefined}
        {...error('amount')}
      />
      <MaskedPhoneField
        id={fieldId('phoneNumber')}
        label="Phone Number"
        prefix="1868"
        isRequired
        value={details.phoneNumber}
        onChange={(_formatted, digits) => onChange('phoneNumber', digits)}
        onBlur={() => onBlur('phoneNumber')}
        {...error('phoneNumber')}
      />
      <TextField
        id={fieldId('email')}
        label="Email"
        type="email"
        isRequired
        autoComplete="email"
        description="Your receipt is sent here."
        value={details.email}
        onChange={(value) => onChange('email', value)}
        onBlur={() => onBlur('email')}
        {...error('email')}
      />
      {payeeHasComments(provider) ? (
        <Wide>
          <TextArea
            id={fieldId('comment')}
            label={billPayMessages.commentsLabel}
            rows={5}
            value={details.comment}
            onChange={(value) => onChange('comment', value)}
          />
        </Wide>
      ) : null}
      {!isCharityPayee && charities.length > 0 ? (
        <>
          <Wide>
            <SectionTitle>Donate to a charity (Optional)</SectionTitle>
          </Wide>
          <Select
            id={fieldId('charityId')}
            label="Charity"
            placeholder="No donation"
            options={[
              { id: '0', label: 'No donation' },
              ...charities.map((item) => ({ id: String(item.providerId), label: item.name })),
            ]}
            value={details.charityId === null ? '0' : String(details.charityId)}
            onChange={(value) =>
              onChange('charityId', value === null || value === '0' ? null : Number(value))
            }
          />
          {details.charityId !== null ? (
            <AmountField
              id={fieldId('donationAmount')}
              label="Donation Amount"
              value={details.donationAmount}
              onChange={(value) => onChange('donationAmount', value)}
              onBlur={() => onBlur('donationAmount')}
              {...error('donationAmount')}
            />
          ) : null}
        </>
      ) : null}
    </Fields>
  );
}
