import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Alert } from '../Alert/index.js';
import { AmountField } from '../AmountField/index.js';
import { Button } from '../Button/index.js';
import { Card } from '../Card/index.js';
import { CardNumberField } from '../CardNumberField/index.js';
import type { CardBrandName } from '../CardNumberField/index.js';
import { Checkbox } from '../Checkbox/index.js';
import { ComboBox } from '../ComboBox/index.js';
import { CvvField } from '../CvvField/index.js';
import { ExpiryField } from '../ExpiryField/index.js';
import { MaskedPhoneField } from '../MaskedPhoneField/index.js';
import { Select } from '../Select/index.js';
import { Stepper, type StepperStep } from '../Stepper/index.js';
import { TextField } from '../TextField/index.js';
import { layout, sampleBrandOf, sampleCountries, samplePayees } from './sampleData.js';

/** Spec 2.7's steps, and the labels the sample uses once the third step is passed. */
const labels = [
  'Enter Payment Details',
  'Enter Card Details',
  'Enter Billing Address Details (Optional)',
  'Payment Review',
];
const labelsAfterThirdStep = [
  'Payment Details',
  'Card Details',
  'Billing Address',
  'Payment Review',
];

interface BillPayData {
  payee: string | null;
  account: string;
  /** Decimal text, as AmountField gives it. */
  amount: string;
  phone: string;
  email: string;
  name: string;
  card: string;
  brand: CardBrandName | undefined;
  expiry: string;
  cvv: string;
  country: string | null;
  line1: string;
  city: string;
}

const sample: BillPayData = {
  payee: '101',
  account: '1234-5678',
  amount: '250',
  phone: '18685551234',
  email: 'anya.joseph@example.com',
  name: 'Anya Joseph',
  card: '4111111111111111',
  brand: 'visa',
  expiry: '0928',
  cvv: '123',
  country: '780',
  line1: '12 Frederick Street',
  city: 'Port of Spain',
};

const ttd = (amount: string) =>
  new Intl.NumberFormat('en-TT', { style: 'currency', currency: 'TTD', currencyDisplay: 'code' })
    .format(amount as `${number}`)
    .replace(/\u00a0/g, ' ');

function ReviewItem({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt style={{ fontWeight: 600 }}>{term}</dt>
      <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </>
  );
}

interface BillPayProps {
  initialStep?: number;
  initialValidated?: number[];
}

/** The bill-pay screen's stepper and forms, with the buttons spec 2.7 lists. */
function BillPay({ initialStep = 0, initialValidated = [] }: BillPayProps) {
  const [active, setActive] = useState(initialStep);
  const [validated, setValidated] = useState<number[]>(initialValidated);
  const [data, setData] = useState<BillPayData>(sample);
  const [agreed, setAgreed] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [result, setResult] = useState(false);
  const set = <K extends keyof BillPayData>(key: K, value: BillPayData[K]) =>
    setData((d) => ({ ...d, [key]: value }));

  const allValidated = validated.length === 4;
  const passedThird = validated.includes(2);
  const steps: StepperStep[] = (passedThird ? labelsAfterThirdStep : labels).map((label, i) => ({
    id: `step-${i}`,
    label: i === 3 && result ? 'Payment Result' : label,
  }));

  const next = () => {
    // Steps 0–2 validate on Next; passing step 2 validates every step (spec 4.6).
    setValidated((done) => (active >= 2 ? [0, 1, 2, 3] : [...new Set([...done, active])]));
    setActive(active + 1);
  };
  const submit = () => {
    if (!agreed) {
      setTermsError(true);
      return;
    }
    setResult(true);
  };
  const reset = () => {
    setActive(0);
    setValidated([]);
    setAgreed(false);
    setTermsError(false);
    setResult(false);
  };

  const payee = samplePayees.find((p) => p.id === data.payee)?.label ?? '';
  const edit = (step: number, what: string) => (
    <Button variant="text" size="small" aria-label={`Edit ${what}`} onPress={() => setActive(step)}>
      Edit
    </Button>
  );

  let form: ReactNode;
  if (active === 0) {
    form = (
      <div style={layout.stack}>
        <Select
          label="Payee"
          options={samplePayees}
          value={data.payee}
          onChange={(v) => set('payee', v)}
          isRequired
        />
        <div style={layout.twoColumns}>
          <TextField
            label="Account Number"
            value={data.account}
            onChange={(v) => set('account', v)}
            maxLength={25}
            isRequired
          />
          <AmountField
            label="Amount"
            value={data.amount}
            onChange={(v) => set('amount', v)}
            isRequired
          />
        </div>
        <div style={layout.twoColumns}>
          <MaskedPhoneField
            label="Phone Number"
            mask="#(###)###-####"
            prefix="1868"
            value={data.phone}
            onChange={(_, d) => set('phone', d)}
            isRequired
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={data.email}
            onChange={(v) => set('email', v)}
            isRequired
          />
        </div>
      </div>
    );
  } else if (active === 1) {
    form = (
      <div style={layout.stack}>
        <TextField
          label="Name on Card"
          autoComplete="cc-name"
          value={data.name}
          onChange={(v) => set('name', v)}
          maxLength={50}
          isRequired
        />
        <CardNumberField
          value={data.card}
          brand={data.brand}
          onChange={(_, digits) =>
            setData((d) => ({ ...d, card: digits, brand: sampleBrandOf(digits) }))
          }
          isRequired
        />
        <div style={layout.twoColumns}>
          <ExpiryField value={data.expiry} onChange={(_, d) => set('expiry', d)} isRequired />
          <CvvField value={data.cvv} onChange={(_, d) => set('cvv', d)} isRequired />
        </div>
      </div>
    );
  } else if (active === 2) {
    form = (
      <div style={layout.stack}>
        <ComboBox
          label="Country"
          options={sampleCountries}
          value={data.country}
          onChange={(v) => set('country', v)}
        />
        <TextField
          label="Address Line 1"
          autoComplete="address-line1"
          value={data.line1}
          onChange={(v) => set('line1', v)}
          maxLength={50}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          value={data.city}
          onChange={(v) => set('city', v)}
          maxLength={50}
        />
      </div>
    );
  } else if (result) {
    form = (
      <div style={layout.stack}>
        <Alert tone="success" title="Payment Successful">
          {ttd(data.amount)} paid to {payee}.
        </Alert>
        <div style={layout.row}>
          <Button variant="secondary" onPress={reset}>
            New Transaction
          </Button>
        </div>
      </div>
    );
  } else {
    form = (
      <div style={layout.stack}>
        <Card
          title="Payment Details"
          headingLevel={3}
          variant="outlined"
          actions={edit(0, 'payment details')}
        >
          <dl style={layout.reviewList}>
            <ReviewItem term="Payee">{payee}</ReviewItem>
            <ReviewItem term="Account">{data.account}</ReviewItem>
            <ReviewItem term="Amount">{ttd(data.amount)}</ReviewItem>
            <ReviewItem term="Email">{data.email}</ReviewItem>
          </dl>
        </Card>
        <Card
          title="Card Details"
          headingLevel={3}
          variant="outlined"
          actions={edit(1, 'card details')}
        >
          <dl style={layout.reviewList}>
            <ReviewItem term="Name on Card">{data.name}</ReviewItem>
            <ReviewItem term="Card">
              <span style={{ whiteSpace: 'nowrap' }}>{`**** ${data.card.slice(-4)}`}</span>
            </ReviewItem>
          </dl>
        </Card>
        <Card
          title="Billing Address"
          headingLevel={3}
          variant="outlined"
          actions={edit(2, 'billing address')}
        >
          <dl style={layout.reviewList}>
            <ReviewItem term="Address">{`${data.line1}, ${data.city}`}</ReviewItem>
          </dl>
        </Card>
        <Checkbox
          isSelected={agreed}
          onChange={(on) => {
            setAgreed(on);
            if (on) setTermsError(false);
          }}
          isInvalid={termsError}
          errorMessage="Please agree to the Terms & Conditions and Privacy Policy to proceed."
        >
          I agree to the Terms & Conditions and Privacy Policy
        </Checkbox>
      </div>
    );
  }

  return (
    <Card>
      <div style={{ display: 'grid', gap: 32 }}>
        <Stepper
          aria-label="Bill payment steps"
          steps={steps}
          activeStep={active}
          completedSteps={validated}
          onStepPress={result ? undefined : setActive}
        />
        {form}
        {result ? null : (
          <div style={layout.row}>
            <Button
              variant="outline"
              isDisabled={active === 0}
              onPress={() => setActive(active - 1)}
            >
              Back
            </Button>
            {active < 3 ? <Button onPress={next}>Next</Button> : null}
            {active < 3 && allValidated ? (
              <Button variant="secondary" onPress={() => setActive(3)}>
                FINISH
              </Button>
            ) : null}
            {active === 3 ? (
              <Button preventDoubleActivation onPress={submit}>
                SUBMIT
              </Button>
            ) : null}
          </div>
        )}
      </div>
    </Card>
  );
}

const meta = {
  title: 'Patterns/Bill Pay',
  component: BillPay,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `
The bill-pay screen (spec 2.7 and 4.6) composed from the library: a horizontal **Stepper** over the
step's form, and the buttons **Back** (disabled on the first step), **Next**, **FINISH** (once every
step is validated: it jumps to the review) and **SUBMIT** on the review, then **New Transaction**.

1. *Enter Payment Details*: Select (payee), TextField (account), AmountField, MaskedPhoneField
   (\`#(###)###-####\`, 1868), TextField (email).
2. *Enter Card Details*: TextField (name on card), CardNumberField with the detected brand,
   ExpiryField, CvvField.
3. *Enter Billing Address Details (Optional)*: ComboBox (country), TextFields.
4. *Payment Review*: outlined Cards with **Edit** buttons that jump back to their step, the terms
   Checkbox and SUBMIT (\`preventDoubleActivation\`).

Completed steps in the stepper are pressable too. Labels change once the third step is passed (the
texts here are samples: the app owns them). The data and validation here are samples; the app
validates with @yo/domain and shows its messages.
`,
      },
    },
  },
} satisfies Meta<typeof BillPay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Through the four steps, back to edit the card, FINISH, and SUBMIT with the terms check. */
export const Flow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByText('Step 1 of 4: Enter Payment Details');
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
    for (let i = 0; i < 3; i += 1)
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(status).toHaveTextContent('Step 4 of 4: Payment Review');

    await userEvent.click(canvas.getByRole('button', { name: 'Edit card details' }));
    await expect(canvas.getByRole('textbox', { name: /Card Number/ })).toHaveValue(
      '4111 1111 1111 1111',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'FINISH' }));
    await expect(status).toHaveTextContent('Step 4 of 4: Payment Review');

    await userEvent.click(canvas.getByRole('button', { name: 'SUBMIT' }));
    await expect(
      canvas.getByText('Please agree to the Terms & Conditions and Privacy Policy to proceed.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /I agree/ }));
    // SUBMIT ignores a second press within a second (no double charge): wait it out.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await userEvent.click(canvas.getByRole('button', { name: 'SUBMIT' }));
    await expect(status).toHaveTextContent('Step 4 of 4: Payment Result');
    await expect(canvas.getByRole('button', { name: 'New Transaction' })).toBeVisible();
  },
};

/** The first step, as a guest lands on it. */
export const PaymentDetails: Story = { tags: ['vrt'] };

/** The review with every step validated. */
export const Review: Story = {
  tags: ['vrt'],
  args: { initialStep: 3, initialValidated: [0, 1, 2, 3] },
};
