import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Alert } from '../Alert/index.js';
import { AmountField } from '../AmountField/index.js';
import { Button } from '../Button/index.js';
import { Card } from '../Card/index.js';
import { CardNumberField, type CardBrandName } from '../CardNumberField/index.js';
import { Checkbox } from '../Checkbox/index.js';
import { ComboBox } from '../ComboBox/index.js';
import { CvvField } from '../CvvField/index.js';
import { ExpiryField } from '../ExpiryField/index.js';
import { MaskedPhoneField } from '../MaskedPhoneField/index.js';
import { Radio, RadioGroup } from '../RadioGroup/index.js';
import { Stepper, type StepperStep } from '../Stepper/index.js';
import { TextField } from '../TextField/index.js';
import { layout, sampleBrandOf, sampleCountries } from './sampleData.js';

/** Spec 2.8's steps. */
const labels = [
  'Select Country',
  'Enter PREPAID Mobile Number',
  'Select Top Up Amount',
  'Enter Card Details',
  'Enter Billing Address Details (Optional)',
  'Enter Email for Receipt',
  'Payment Review',
];

const presets = ['25', '50', '100', '200'];

function TopUp({ initialStep = 0 }: { initialStep?: number }) {
  const [active, setActive] = useState(initialStep);
  const [validated, setValidated] = useState<number[]>(
    Array.from({ length: initialStep }, (_, i) => i),
  );
  const [country, setCountry] = useState<string | null>('780');
  const [preset, setPreset] = useState<string | null>('50');
  const [brand, setBrand] = useState<CardBrandName | undefined>('visa');
  const [done, setDone] = useState(false);

  const next = () => {
    setValidated((v) => [...new Set([...v, active])]);
    setActive(active + 1);
  };
  const actions = (last = false) => (
    <div style={{ ...layout.row, marginTop: 20 }}>
      {active > 0 ? (
        <Button variant="outline" onPress={() => setActive(active - 1)}>
          Back
        </Button>
      ) : null}
      {last ? (
        <Button preventDoubleActivation onPress={() => setDone(true)}>
          SUBMIT
        </Button>
      ) : (
        <Button onPress={next}>Next</Button>
      )}
    </div>
  );

  const forms: ReactNode[] = [
    <ComboBox
      key="country"
      label="Country"
      options={sampleCountries}
      value={country}
      onChange={setCountry}
      isRequired
    />,
    <MaskedPhoneField
      key="mobile"
      label="PREPAID Mobile Number"
      defaultValue="18687001234"
      isRequired
    />,
    <div key="amount" style={layout.stack}>
      <RadioGroup
        label="Top Up Amount"
        value={preset}
        onChange={setPreset}
        orientation="horizontal"
      >
        {presets.map((p) => (
          <Radio key={p} value={p}>{`$${p}`}</Radio>
        ))}
      </RadioGroup>
      <AmountField label="Other amount" description="Between $50.00 and $500.00" />
      <Checkbox>Cover VAT</Checkbox>
    </div>,
    <div key="card" style={layout.stack}>
      <TextField
        label="Name on Card"
        autoComplete="cc-name"
        defaultValue="Anya Joseph"
        isRequired
      />
      <CardNumberField
        defaultValue="4111111111111111"
        brand={brand}
        onChange={(_, digits) => setBrand(sampleBrandOf(digits))}
        isRequired
      />
      <div style={layout.twoColumns}>
        <ExpiryField defaultValue="0928" isRequired />
        <CvvField defaultValue="123" isRequired />
      </div>
    </div>,
    <div key="billing" style={layout.stack}>
      <TextField label="Address Line 1" autoComplete="address-line1" />
      <TextField label="City" autoComplete="address-level2" />
    </div>,
    <TextField
      key="email"
      label="Email"
      type="email"
      autoComplete="email"
      defaultValue="anya.joseph@example.com"
      isRequired
    />,
    done ? (
      <Alert key="result" tone="success" title="Top Up Successful">
        TTD 50.00 sent to +1(868) 700-1234.
      </Alert>
    ) : (
      <div key="review" style={layout.stack}>
        <dl style={layout.reviewList}>
          <dt style={{ fontWeight: 600 }}>Mobile</dt>
          <dd style={{ margin: 0 }}>+1(868) 700-1234</dd>
          <dt style={{ fontWeight: 600 }}>Amount</dt>
          <dd style={{ margin: 0 }}>TTD 50.00</dd>
          <dt style={{ fontWeight: 600 }}>Card</dt>
          <dd style={{ margin: 0 }}>**** **** **** 1111</dd>
        </dl>
        <Checkbox>I agree to the Terms & Conditions and Privacy Policy</Checkbox>
      </div>
    ),
  ];

  const steps: StepperStep[] = labels.map((label, i) => ({
    id: `topup-${i}`,
    label,
    content: (
      <>
        {forms[i]}
        {i === 6 && done ? (
          <div style={{ ...layout.row, marginTop: 20 }}>
            <Button
              variant="secondary"
              onPress={() => {
                setDone(false);
                setValidated([]);
                setActive(0);
              }}
            >
              New Transaction
            </Button>
          </div>
        ) : (
          actions(i === 6)
        )}
      </>
    ),
  }));

  return (
    <Card title="Quick Top Up">
      <Stepper
        aria-label="Top-up steps"
        orientation="vertical"
        steps={steps}
        activeStep={active}
        completedSteps={done ? [0, 1, 2, 3, 4, 5, 6] : validated}
        onStepPress={done ? undefined : setActive}
      />
    </Card>
  );
}

const meta = {
  title: 'Patterns/Top Up',
  component: TopUp,
  parameters: {
    docs: {
      description: {
        component: `
The top-up screen (spec 2.8 and 4.7): a vertical **Stepper** of seven steps with each step's form
under its label, and **Back** (from the second step), **Next** and, on the last step, **SUBMIT**;
after success a result and **New Transaction** (back to the first step).

Composed from ComboBox (country), MaskedPhoneField (+1868), RadioGroup of preset amounts with an
AmountField for another amount and a Cover VAT Checkbox, the card fields, optional billing address,
the receipt email and the review. The data are samples; the app enables Next only when its
validators (@yo/domain) pass.
`,
      },
    },
  },
} satisfies Meta<typeof TopUp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Flow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByText('Step 1 of 7: Select Country');
    for (let i = 0; i < 6; i += 1)
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(status).toHaveTextContent('Step 7 of 7: Payment Review');
    await userEvent.click(canvas.getByRole('button', { name: /Select Top Up Amount/ }));
    await expect(canvas.getByRole('radiogroup', { name: 'Top Up Amount' })).toBeVisible();
    await expect(status).toHaveTextContent('Step 3 of 7: Select Top Up Amount');
  },
};

/** The card step, with the steps before it completed. */
export const CardStep: Story = { tags: ['vrt'], args: { initialStep: 3 } };
