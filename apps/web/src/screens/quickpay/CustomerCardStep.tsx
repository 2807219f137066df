import { screenText, type SavedCard } from '@yo/domain';
import { Checkbox, Radio, RadioGroup } from '@yo/ui';
import { CardFields } from '../../forms';
import {
  cardAlreadySaved,
  type BillPayEvent,
  type BillPayState,
  type StepErrors,
} from '../../flows/billpay';
import { Note } from './layout';
import { fieldId } from './PaymentDetailsStep';

/** What the card step reads and sends: bill pay's and top-up's machines share these. */
export type CustomerCardEvent = Extract<
  BillPayEvent,
  { type: 'cardSource' | 'selectSavedCard' | 'changeCard' | 'blur' | 'saveCard' }
>;

export interface CustomerCardStepProps {
  state: Pick<BillPayState, 'cardSource' | 'savedCards' | 'customerCardId' | 'card' | 'saveCard'>;
  errors: StepErrors['card'];
  send: (event: CustomerCardEvent) => void;
}

/** 'Visa **** 1111 (Primary)', with its nickname when the customer gave it one of their own. */
function savedCardLabel(card: SavedCard): string {
  const four = card.cardNumber.replace(/\D/g, '').slice(-4);
  const nickname = card.nickName.trim();
  const ownName = nickname && nickname.toLowerCase() !== `${card.cardType} ${four}`.toLowerCase();
  const primary = card.isPrimary ? ` (${screenText.primary})` : '';
  return `${card.cardType} **** ${four}${ownName ? ` · ${nickname}` : ''}${primary}`;
}

/**
 * Step 1 for customers (spec 2.7, 4.6): a saved card (chosen from the list, its CVV typed again)
 * or a new card that may be saved.
 */
export function CustomerCardStep({ state, errors, send }: CustomerCardStepProps) {
  const change = (name: 'name' | 'cardNumber' | 'expirationDate' | 'cvv', value: string) =>
    send({ type: 'changeCard', name, value });
  const blur = (name: string) => send({ type: 'blur', name });
  const alreadySaved = cardAlreadySaved(state.card.cardNumber, state.savedCards);
  return (
    <>
      <RadioGroup
        label={screenText.paymentMethod}
        orientation="horizontal"
        value={state.cardSource}
        onChange={(value) =>
          send({ type: 'cardSource', source: value === 'new' ? 'new' : 'saved' })
        }
      >
        <Radio value="saved">{screenText.useSavedCard}</Radio>
        <Radio value="new">{screenText.useNewCard}</Radio>
      </RadioGroup>
      {state.cardSource === 'saved' ? (
        <>
          {state.savedCards.length > 0 ? (
            <RadioGroup
              id={fieldId('customerCardId')}
              label={screenText.savedCardList}
              isRequired
              value={state.customerCardId > 0 ? String(state.customerCardId) : null}
              onChange={(value) => send({ type: 'selectSavedCard', customerCardId: Number(value) })}
              isInvalid={Boolean(errors.customerCardId)}
              errorMessage={errors.customerCardId}
            >
              {state.savedCards.map((card) => (
                <Radio key={card.customerCardId} value={String(card.customerCardId)}>
                  {savedCardLabel(card)}
                </Radio>
              ))}
            </RadioGroup>
          ) : (
            <Note id={fieldId('customerCardId')}>{screenText.noSavedCards}</Note>
          )}
          <CardFields
            card={state.card}
            errors={errors}
            onChange={change}
            onBlur={blur}
            id={fieldId}
            show={['cvv']}
          />
        </>
      ) : (
        <>
          <CardFields
            card={state.card}
            errors={errors}
            onChange={change}
            onBlur={blur}
            id={fieldId}
          />
          <Checkbox
            id={fieldId('saveCard')}
            isSelected={state.saveCard && !alreadySaved}
            isDisabled={Boolean(alreadySaved)}
            onChange={(save) => send({ type: 'saveCard', save })}
            {...(alreadySaved ? { description: alreadySaved } : {})}
          >
            {screenText.saveCard}
          </Checkbox>
        </>
      )}
    </>
  );
}
