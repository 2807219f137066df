import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type CSSProperties } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AlertDialog } from '../AlertDialog/index.js';
import { Button } from '../Button/index.js';
import { CardBrandIcon, CardNumberField, type CardBrandName } from '../CardNumberField/index.js';
import { Checkbox } from '../Checkbox/index.js';
import { ComboBox } from '../ComboBox/index.js';
import { CvvField } from '../CvvField/index.js';
import { Dialog, DialogTrigger } from '../Dialog/index.js';
import { ExpiryField } from '../ExpiryField/index.js';
import { TextField } from '../TextField/index.js';
import { layout, sampleBrandOf, sampleCountries } from './sampleData.js';

const section: CSSProperties = { display: 'grid', gap: 16, margin: 0, padding: 0, border: 0 };
const sectionTitle: CSSProperties = { margin: '0 0 4px', fontSize: 18, fontWeight: 600 };

interface AccountCardDialogProps {
  /** Adding a new card (number and CVV) or editing a saved one (nickname read-only). */
  mode?: 'add' | 'edit';
  defaultOpen?: boolean;
}

/** The account's card dialog (spec 2.15): 'Edit Payment Method'. */
function AccountCardDialog({ mode = 'edit', defaultOpen = false }: AccountCardDialogProps) {
  const adding = mode === 'add';
  const [brand, setBrand] = useState<CardBrandName | undefined>(adding ? undefined : 'visa');
  const [country, setCountry] = useState<string | null>('780');
  const [agreed, setAgreed] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [removing, setRemoving] = useState(false);

  return (
    <>
      <DialogTrigger defaultOpen={defaultOpen}>
        <Button variant="secondary">{adding ? 'Add New Card' : 'Edit card'}</Button>
        <Dialog
          title="Edit Payment Method"
          size="medium"
          actions={(close) => (
            <>
              {adding ? null : (
                <Button variant="critical" onPress={() => setRemoving(true)}>
                  Remove Card
                </Button>
              )}
              <Button variant="outline" onPress={close}>
                Cancel
              </Button>
              <Button
                onPress={() => {
                  if (!agreed) setTermsError(true);
                  else close();
                }}
              >
                Confirm
              </Button>
            </>
          )}
        >
          <div style={{ display: 'grid', gap: 28 }}>
            <fieldset style={section}>
              <legend style={sectionTitle}>Card Details</legend>
              <TextField
                label="Name on card"
                autoComplete="cc-name"
                defaultValue="Anya Joseph"
                isRequired
              />
              {adding ? (
                <CardNumberField
                  brand={brand}
                  onChange={(_, digits) => setBrand(sampleBrandOf(digits))}
                  isRequired
                />
              ) : (
                <TextField
                  label="Nickname"
                  defaultValue="My Visa"
                  isReadOnly
                  endAdornment={<CardBrandIcon brand="visa" />}
                />
              )}
              <div style={layout.twoColumns}>
                <ExpiryField defaultValue={adding ? undefined : '0928'} isRequired />
                {adding ? <CvvField isRequired /> : null}
              </div>
            </fieldset>
            <fieldset style={section}>
              <legend style={sectionTitle}>Billing Address Details</legend>
              <ComboBox
                label="Country"
                options={sampleCountries}
                value={country}
                onChange={setCountry}
                isRequired
              />
              {country === '840' ? (
                <TextField label="State" autoComplete="address-level1" isRequired />
              ) : null}
              <TextField
                label="City"
                autoComplete="address-level2"
                defaultValue="Port of Spain"
                isRequired
              />
              <TextField
                label="Address line 1"
                autoComplete="address-line1"
                defaultValue="12 Frederick Street"
                isRequired
              />
            </fieldset>
            <div style={{ display: 'grid', gap: 12 }}>
              <Checkbox defaultSelected={!adding}>Primary Payment Method</Checkbox>
              <Checkbox
                isSelected={agreed}
                onChange={(on) => {
                  setAgreed(on);
                  if (on) setTermsError(false);
                }}
                isInvalid={termsError}
                errorMessage="Agree to Terms and Conditions"
              >
                I agree to the Terms and Conditions
              </Checkbox>
            </div>
          </div>
        </Dialog>
      </DialogTrigger>
      <AlertDialog
        title="Remove Payment Method"
        isOpen={removing}
        onOpenChange={setRemoving}
        tone="critical"
        confirmLabel="Confirm"
        cancelLabel="Cancel"
        onConfirm={() => setRemoving(false)}
      >
        <p style={{ margin: 0 }}>Are you sure you want to remove the following payment method?</p>
        <p style={{ ...layout.row, margin: '12px 0 0' }}>
          <CardBrandIcon brand="visa" /> My Visa •••• 1111
        </p>
      </AlertDialog>
    </>
  );
}

const meta = {
  title: 'Patterns/Account Card Dialog',
  component: AccountCardDialog,
  argTypes: { mode: { control: 'inline-radio', options: ['add', 'edit'] } },
  parameters: {
    docs: {
      description: {
        component: `
The account's card dialog (spec 2.15), titled **Edit Payment Method**, composed from **Dialog**,
the payment fields, **ComboBox**, **Checkbox** and **Button**:

- *Card Details*: name on card, the card number when adding (a read-only nickname when editing),
  the expiration date, and the CVV only when adding.
- *Billing Address Details*: country, state (only for the United States, 840), city, line 1.
- *Primary Payment Method* and the terms checkbox (*Agree to Terms and Conditions* when unticked).
- **Remove Card** (critical), **Cancel**, **Confirm**; Remove Card asks first in an **AlertDialog**
  ('Remove Payment Method').
`,
      },
    },
  },
} satisfies Meta<typeof AccountCardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit card' }));
    const dialog = within(body.getByRole('dialog', { name: 'Edit Payment Method' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(dialog.getByText('Agree to Terms and Conditions')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Card' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Remove Payment Method' });
    await expect(confirm).toHaveTextContent(
      'Are you sure you want to remove the following payment method?',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  },
};

export const Add: Story = {
  args: { mode: 'add' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add New Card' }));
    const dialog = within(body.getByRole('dialog', { name: 'Edit Payment Method' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Card Number/ }), '5555555555554444');
    await expect(dialog.getByRole('img', { name: 'Mastercard' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /CVV/ })).toBeVisible();
  },
};

/** The edit dialog open, for screenshots. */
export const EditOpen: Story = { tags: ['vrt', '!autodocs'], args: { defaultOpen: true } };

/** The add dialog open, for screenshots. */
export const AddOpen: Story = {
  tags: ['vrt', '!autodocs'],
  args: { mode: 'add', defaultOpen: true },
};
