import {
  accountScreenText as text,
  expiryFromStored,
  lastFour,
  maskNameOnCardInput,
  screenText,
  type AddressCountry,
  type CountryState,
  type SavedCard,
} from '@yo/domain';
import { Alert, AlertDialog, Button, Checkbox, Dialog, TextField } from '@yo/ui';
import type { AccountEvent, CardFormField, CardPanel } from '../../../flows/account';
import type { ResultFrameMessage } from '../../../lib/resultFrame';
import { DialogForm } from '../../../layout/form';
import { BillingAddressFields, CardFields, fieldError } from '../../../forms';
import { CardFrame } from './CardFrame';
import { SectionHeading } from './layout';

const FORM_ID = 'account-card-form';
const fieldId = (name: string) => `account-card-${name}`;

/** The card as the questions show it: type, nickname, last four, expiry. */
function CardSummary({ card }: { card: SavedCard }) {
  return (
    <p>
      <strong>
        {card.cardType} {card.nickName}
      </strong>
      <br />
      {text.endingIn(lastFour(card.cardNumber))} ·{' '}
      {text.expires(expiryFromStored(card.expirationDate))}
    </p>
  );
}

export interface CardDialogProps {
  panel: CardPanel;
  /** The saved card (editing). */
  card: SavedCard | undefined;
  /** The customer has no saved card: the new one must be primary. */
  firstCard: boolean;
  countries: readonly AddressCountry[];
  states: readonly CountryState[];
  send: (event: AccountEvent) => void;
}

/**
 * 'Edit Payment Method' (2.15, 4.8, 5.7): adding or editing a card; its primary-confirm and
 * 'Remove Payment Method' steps; a new card's 3-D Secure frame.
 */
export function CardDialog({ panel, card, firstCard, countries, states, send }: CardDialogProps) {
  const close = () => send({ type: 'close' });
  if (card && (panel.step === 'confirmPrimary' || panel.step === 'confirmRemove')) {
    const removing = panel.step === 'confirmRemove';
    return (
      <AlertDialog
        title={removing ? screenText.removePaymentMethod : screenText.editPaymentMethod}
        tone={removing ? 'critical' : 'primary'}
        confirmLabel={screenText.confirm}
        cancelLabel={screenText.cancel}
        isOpen
        isPending={panel.busy}
        onConfirm={() => send({ type: 'confirm' })}
        onCancel={() => send({ type: 'cancelConfirm' })}
        onOpenChange={(open) => {
          if (!open && !panel.busy) send({ type: 'cancelConfirm' });
        }}
      >
        <p>{removing ? screenText.removePaymentMethodQuestion : text.makePrimaryCardQuestion}</p>
        <CardSummary card={card} />
        {panel.error ? <Alert tone="error">{panel.error}</Alert> : null}
      </AlertDialog>
    );
  }

  const adding = panel.mode === 'add';
  const framed = panel.step === 'frame' && panel.frame;
  const edit = (field: CardFormField, value: string | boolean) =>
    send({ type: 'editCard', field, value });
  const { values, errors } = panel;
  return (
    <Dialog
      title={adding ? screenText.addPaymentMethod : screenText.editPaymentMethod}
      size="large"
      isOpen
      onOpenChange={(open) => {
        if (!open) close();
      }}
      isDismissable={false}
      isKeyboardDismissDisabled={panel.busy}
      data-testid="account-card-dialog"
      actions={
        framed ? undefined : (
          <>
            {adding ? null : (
              <Button
                variant="critical"
                onPress={() => send({ type: 'askRemoveCard' })}
                isDisabled={panel.busy}
              >
                {screenText.removeCard}
              </Button>
            )}
            <Button variant="text" onPress={close} isDisabled={panel.busy}>
              {screenText.cancel}
            </Button>
            <Button type="submit" form={FORM_ID} isPending={panel.busy}>
              {screenText.confirm}
            </Button>
          </>
        )
      }
    >
      {framed ? (
        <CardFrame
          orderId={panel.frame!.orderId}
          htmlForm={panel.frame!.htmlForm}
          onMessage={(message: ResultFrameMessage) => send({ type: 'frameMessage', message })}
        />
      ) : (
        <DialogForm
          id={FORM_ID}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'submitCard' });
          }}
        >
          {panel.error ? (
            <Alert tone="error" announce="alert">
              {panel.error}
            </Alert>
          ) : null}
          <SectionHeading>{screenText.cardDetails}</SectionHeading>
          <CardFields
            card={values}
            errors={errors}
            id={fieldId}
            show={
              adding ? ['name', 'cardNumber', 'expirationDate', 'cvv'] : ['name', 'expirationDate']
            }
            onChange={(name, value) =>
              edit(name, name === 'name' ? maskNameOnCardInput(value) : value)
            }
          />
          <TextField
            id={fieldId('nickName')}
            label={adding ? text.nicknameOptional : text.nickname}
            maxLength={50}
            isReadOnly={!adding}
            value={values.nickName}
            onChange={(value) => edit('nickName', value)}
            {...fieldError(errors.nickName)}
          />
          <SectionHeading>{screenText.billingAddressDetails}</SectionHeading>
          <BillingAddressFields
            address={values}
            countries={countries}
            states={states}
            errors={errors}
            id={fieldId}
            full={false}
            isRequired
            onChange={(name, value) => edit(name, value)}
            onCountryChange={(countryCode) => send({ type: 'changeCountry', countryCode })}
          />
          <Checkbox
            isSelected={values.isPrimary}
            isReadOnly={firstCard}
            isRequired={firstCard}
            onChange={(on) => edit('isPrimary', on)}
            {...(firstCard ? { description: text.primaryRequiredNote } : {})}
          >
            {screenText.primaryPaymentMethod}
          </Checkbox>
          <Checkbox
            id={fieldId('tac')}
            isSelected={values.tac}
            isRequired
            onChange={(on) => edit('tac', on)}
            {...fieldError(errors.tac)}
          >
            {text.agreeToTerms}
          </Checkbox>
        </DialogForm>
      )}
    </Dialog>
  );
}
