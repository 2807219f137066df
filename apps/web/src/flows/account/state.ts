/**
 * The account page (spec 2.15, 4.8, 5.7, 5.12, 8) as a pure state machine: events in, the next
 * state and the commands to run out. `useAccount` runs the commands (the calls, the toasts, the
 * code dialog); the screens render the state. Only one of the four panels (edit profile, add
 * mobile, edit mobile, edit card) is open at a time.
 */
import {
  ACCOUNT_PHONE_PREFIX,
  TOAST_SHORT_MS,
  errorMessages,
  toastMessages,
  validateAccountCard,
  validateAccountPhone,
  validateProfile,
  validateRemovePhone,
  validateUnsetPrimaryPhone,
  changeBillingCountry,
  type AddCardRequest,
  type Phone,
  type ProfileField,
  type ProfileValues,
  type SavedCard,
  type UpdateCardRequest,
  type UserDetails,
} from '@yo/domain';
import type { ResultFrameMessage } from '../../lib/resultFrame';
import {
  addCardRequest,
  newCardValues,
  savedCardValues,
  updateCardRequest,
  type CardFormField,
  type CardFormValues,
} from './values';

export interface ProfilePanel {
  kind: 'profile';
  values: ProfileValues;
  errors: Partial<Record<ProfileField, string>>;
  /** Messages show from the first Confirm on, then follow the fields. */
  submitted: boolean;
  busy: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string | undefined;
}

export interface AddPhonePanel {
  kind: 'addPhone';
  /** As typed, masked: '+1(868) 555-1234' (at first the prefix's digits, '1868'). */
  phone: string;
  fieldError: string | undefined;
  submitted: boolean;
  /** number: the add dialog; code: the 'Verification' code dialog for that number. */
  step: 'number' | 'code';
  busy: boolean;
  error: string | undefined;
}

export interface EditPhonePanel {
  kind: 'editPhone';
  phoneId: number;
  /** The question on screen: none, make primary, or remove. */
  confirm: 'none' | 'primary' | 'remove';
  busy: boolean;
  error: string | undefined;
}

export interface CardPanel {
  kind: 'card';
  mode: 'add' | 'edit';
  /** The saved card being edited (edit mode). */
  cardId: number | undefined;
  values: CardFormValues;
  errors: Partial<Record<CardFormField, string>>;
  submitted: boolean;
  /** form; confirmPrimary (the list's switch); confirmRemove; frame (3-D Secure of a new card). */
  step: 'form' | 'confirmPrimary' | 'confirmRemove' | 'frame';
  /** customers/addcard's 3-D Secure form, shown in an iframe. */
  frame: { orderId: string; htmlForm: string } | undefined;
  busy: boolean;
  /** 'Please fix the highlighted errors.', a refusal, or 'Failed to add card: "…"'. */
  error: string | undefined;
}

export type Panel = { kind: 'none' } | ProfilePanel | AddPhonePanel | EditPhonePanel | CardPanel;

export interface AccountState {
  /** loading: the overlay; failed: the error panel with Try Again. */
  status: 'loading' | 'ready' | 'failed';
  user: UserDetails | undefined;
  phones: Phone[];
  cards: SavedCard[];
  panel: Panel;
}

export type AccountEvent =
  | { type: 'loaded'; user: UserDetails; phones: Phone[]; cards: SavedCard[] }
  | { type: 'loadFailed' }
  /** Load the account: on opening the page, and Try Again after a failure. */
  | { type: 'load' }
  | { type: 'phonesLoaded'; phones: Phone[] }
  | { type: 'cardsLoaded'; cards: SavedCard[] }
  | { type: 'close' }
  /** A call failed: its message in the open panel. */
  | { type: 'failed'; message: string }
  // profile
  | { type: 'openProfile' }
  | { type: 'editProfile'; field: ProfileField; value: string }
  | { type: 'submitProfile' }
  | { type: 'profileSaved'; user: UserDetails }
  // phones
  | { type: 'openAddPhone' }
  | { type: 'editNewPhone'; value: string }
  | { type: 'submitPhone' }
  | { type: 'codeOpened' }
  | { type: 'phoneAdded' }
  | { type: 'openPhone'; phoneId: number }
  | { type: 'setPhonePrimary'; on: boolean }
  | { type: 'askRemovePhone' }
  | { type: 'phonePrimaryChanged' }
  | { type: 'phoneRemoved' }
  // cards
  | { type: 'openAddCard' }
  | { type: 'openCard'; cardId: number }
  /** The list's switch on a card that is not primary. */
  | { type: 'askPrimaryCard'; cardId: number }
  | { type: 'editCard'; field: CardFormField; value: string | boolean }
  | { type: 'changeCountry'; countryCode: string }
  | { type: 'submitCard' }
  | { type: 'askRemoveCard' }
  | { type: 'cardFrame'; orderId: string; htmlForm: string }
  | { type: 'frameMessage'; message: ResultFrameMessage }
  | { type: 'cardUpdated' }
  | { type: 'cardPrimaryChanged' }
  | { type: 'cardRemoved' }
  /** Yes to the question on screen (make primary, remove). */
  | { type: 'confirm' }
  /** No to it: back to the dialog it came from, or closed when it was the whole panel. */
  | { type: 'cancelConfirm' };

export type AccountCommand =
  | { type: 'load' }
  | { type: 'reloadPhones' }
  | { type: 'reloadCards' }
  | { type: 'saveProfile'; values: ProfileValues }
  | { type: 'userUpdated'; user: UserDetails }
  /** Open the code dialog for this number (digits): a stored code, else a new one by SMS. */
  | { type: 'sendPhoneCode'; phone: string }
  | { type: 'primaryPhone'; phoneId: number; customerId: number }
  | { type: 'removePhone'; phoneId: number; customerId: number }
  | { type: 'addCard'; body: AddCardRequest }
  | { type: 'updateCard'; body: UpdateCardRequest }
  | { type: 'primaryCard'; id: number; customerId: number }
  | { type: 'removeCard'; customerCardId: number }
  | { type: 'notify'; tone: 'success' | 'error'; message: string; timeoutMs: number };

export interface AccountTransition {
  state: AccountState;
  commands: AccountCommand[];
}

export const initialAccountState: AccountState = {
  status: 'loading',
  user: undefined,
  phones: [],
  cards: [],
  panel: { kind: 'none' },
};

const none: Panel = { kind: 'none' };

function toast(message: string): AccountCommand {
  return { type: 'notify', tone: 'success', message, timeoutMs: TOAST_SHORT_MS };
}

/** The panel is busy: a request of it is under way. */
export function isPanelBusy(panel: Panel): boolean {
  return panel.kind !== 'none' && panel.busy;
}

/** The phone an edit panel is about (undefined once it left the list). */
export function editedPhone(state: AccountState): Phone | undefined {
  const { panel } = state;
  if (panel.kind !== 'editPhone') return undefined;
  return state.phones.find((phone) => phone.customerPhoneId === panel.phoneId);
}

/** The saved card a card panel is about (edit mode). */
export function editedCard(state: AccountState): SavedCard | undefined {
  const { panel } = state;
  if (panel.kind !== 'card' || panel.cardId === undefined) return undefined;
  return state.cards.find((card) => card.customerCardId === panel.cardId);
}

function cardErrors(state: AccountState, panel: CardPanel, values: CardFormValues) {
  const result = validateAccountCard(values, {
    mode: panel.mode,
    savedCards: state.cards,
    ...(panel.cardId === undefined ? {} : { customerCardId: panel.cardId }),
  });
  return result.ok ? { ok: true as const, errors: {} } : result;
}

export function accountStep(state: AccountState, event: AccountEvent): AccountTransition {
  const stay = (next: AccountState): AccountTransition => ({ state: next, commands: [] });
  const withPanel = (panel: Panel, commands: AccountCommand[] = []): AccountTransition => ({
    state: { ...state, panel },
    commands,
  });
  const { panel } = state;
  // A new panel opens only when none is open (2.15: one at a time) and the account has loaded.
  const canOpen = state.status === 'ready' && panel.kind === 'none';

  switch (event.type) {
    case 'loaded':
      return stay({
        ...state,
        status: 'ready',
        user: event.user,
        phones: event.phones,
        cards: event.cards,
      });
    case 'loadFailed':
      return stay({ ...state, status: 'failed' });
    case 'load':
      // The first load, or Try Again after a failed one.
      if (state.status === 'ready') return stay(state);
      return { state: { ...state, status: 'loading' }, commands: [{ type: 'load' }] };
    case 'phonesLoaded':
      return stay({ ...state, phones: event.phones });
    case 'cardsLoaded':
      return stay({ ...state, cards: event.cards });
    case 'close':
      // A request under way finishes first (its answer decides what the customer sees).
      if (isPanelBusy(panel)) return stay(state);
      return withPanel(none);
    case 'failed':
      if (panel.kind === 'none' || !panel.busy) return stay(state);
      return withPanel({ ...panel, busy: false, error: event.message });

    // Account: Edit Profile (5.12)
    case 'openProfile':
      if (!canOpen || !state.user) return stay(state);
      return withPanel({
        kind: 'profile',
        values: { firstName: state.user.firstName, lastName: state.user.lastName },
        errors: {},
        submitted: false,
        busy: false,
        error: undefined,
      });
    case 'editProfile': {
      if (panel.kind !== 'profile' || panel.busy) return stay(state);
      const values = { ...panel.values, [event.field]: event.value };
      const check = validateProfile(values);
      return withPanel({
        ...panel,
        values,
        errors: panel.submitted && !check.ok ? check.errors : {},
        error: undefined,
      });
    }
    case 'submitProfile': {
      if (panel.kind !== 'profile' || panel.busy) return stay(state);
      const check = validateProfile(panel.values);
      if (!check.ok) return withPanel({ ...panel, submitted: true, errors: check.errors });
      return withPanel({ ...panel, submitted: true, errors: {}, busy: true, error: undefined }, [
        { type: 'saveProfile', values: check.value },
      ]);
    }
    case 'profileSaved':
      if (panel.kind !== 'profile' || !panel.busy) return stay(state);
      return {
        state: { ...state, user: event.user, panel: none },
        commands: [{ type: 'userUpdated', user: event.user }, toast(toastMessages.profileUpdated)],
      };

    // Phone numbers: add with a code (4.8)
    case 'openAddPhone':
      if (!canOpen) return stay(state);
      return withPanel({
        kind: 'addPhone',
        // 2.15: the number starts with the +1868 prefix.
        phone: phoneDigits(ACCOUNT_PHONE_PREFIX),
        fieldError: undefined,
        submitted: false,
        step: 'number',
        busy: false,
        error: undefined,
      });
    case 'editNewPhone': {
      if (panel.kind !== 'addPhone' || panel.step !== 'number' || panel.busy) return stay(state);
      const check = validateAccountPhone({ phoneNumber: event.value });
      return withPanel({
        ...panel,
        phone: event.value,
        fieldError: panel.submitted && !check.ok ? check.first : undefined,
        error: undefined,
      });
    }
    case 'submitPhone': {
      if (panel.kind !== 'addPhone' || panel.step !== 'number' || panel.busy) return stay(state);
      const check = validateAccountPhone({ phoneNumber: panel.phone });
      if (!check.ok) return withPanel({ ...panel, submitted: true, fieldError: check.first });
      return withPanel(
        { ...panel, submitted: true, fieldError: undefined, busy: true, error: undefined },
        [{ type: 'sendPhoneCode', phone: phoneDigits(panel.phone) }],
      );
    }
    case 'codeOpened':
      if (panel.kind !== 'addPhone' || !panel.busy) return stay(state);
      return withPanel({ ...panel, step: 'code', busy: false });
    case 'phoneAdded':
      if (panel.kind !== 'addPhone') return stay(state);
      return withPanel(none, [{ type: 'reloadPhones' }]);

    // Phone numbers: the edit dialog (primary toggle, remove) and its confirmations
    case 'openPhone':
      if (!canOpen || !state.phones.some((phone) => phone.customerPhoneId === event.phoneId))
        return stay(state);
      return withPanel({
        kind: 'editPhone',
        phoneId: event.phoneId,
        confirm: 'none',
        busy: false,
        error: undefined,
      });
    case 'setPhonePrimary': {
      const phone = editedPhone(state);
      if (panel.kind !== 'editPhone' || panel.busy || !phone) return stay(state);
      if (!event.on) {
        const refused = validateUnsetPrimaryPhone(phone, state.phones);
        return withPanel({ ...panel, error: refused });
      }
      if (phone.isPrimary) return stay(state);
      return withPanel({ ...panel, confirm: 'primary', error: undefined });
    }
    case 'askRemovePhone': {
      const phone = editedPhone(state);
      if (panel.kind !== 'editPhone' || panel.busy || !phone) return stay(state);
      const refused = validateRemovePhone(phone);
      if (refused) return withPanel({ ...panel, error: refused });
      return withPanel({ ...panel, confirm: 'remove', error: undefined });
    }
    case 'phonePrimaryChanged':
      if (panel.kind !== 'editPhone' || !panel.busy) return stay(state);
      return withPanel(none, [{ type: 'reloadPhones' }, toast(toastMessages.primaryMobileChanged)]);
    case 'phoneRemoved':
      if (panel.kind !== 'editPhone' || !panel.busy) return stay(state);
      return withPanel(none, [{ type: 'reloadPhones' }, toast(toastMessages.mobileRemoved)]);

    // Saved cards
    case 'openAddCard':
      if (!canOpen) return stay(state);
      return withPanel(cardPanel('add', undefined, newCardValues(state.cards.length > 0)));
    case 'openCard': {
      const card = state.cards.find((candidate) => candidate.customerCardId === event.cardId);
      if (!canOpen || !card) return stay(state);
      return withPanel(cardPanel('edit', card.customerCardId, savedCardValues(card)));
    }
    case 'askPrimaryCard': {
      const card = state.cards.find((candidate) => candidate.customerCardId === event.cardId);
      if (!canOpen || !card || card.isPrimary) return stay(state);
      // 4.8: the switch opens the edit dialog on its primary-confirm step.
      return withPanel({
        ...cardPanel('edit', card.customerCardId, savedCardValues(card)),
        step: 'confirmPrimary',
      });
    }
    case 'editCard': {
      if (panel.kind !== 'card' || panel.step !== 'form' || panel.busy) return stay(state);
      const values = { ...panel.values, [event.field]: event.value } as CardFormValues;
      return withPanel(revalidate(state, panel, values));
    }
    case 'changeCountry': {
      if (panel.kind !== 'card' || panel.step !== 'form' || panel.busy) return stay(state);
      // 5.8: a new country clears line 1, line 2, city, postal code and state.
      return withPanel(
        revalidate(state, panel, changeBillingCountry(panel.values, event.countryCode)),
      );
    }
    case 'submitCard': {
      if (panel.kind !== 'card' || panel.step !== 'form' || panel.busy) return stay(state);
      const check = cardErrors(state, panel, panel.values);
      if (!check.ok) {
        return withPanel({ ...panel, submitted: true, errors: check.errors, error: check.first });
      }
      const ready = { ...panel, submitted: true, errors: {}, busy: true, error: undefined };
      if (panel.mode === 'add') {
        return withPanel(ready, [{ type: 'addCard', body: addCardRequest(panel.values) }]);
      }
      const card = editedCard(state);
      if (!card) return withPanel(none);
      return withPanel(ready, [
        { type: 'updateCard', body: updateCardRequest(panel.values, card) },
      ]);
    }
    case 'askRemoveCard':
      if (panel.kind !== 'card' || panel.mode !== 'edit' || panel.busy) return stay(state);
      return withPanel({ ...panel, step: 'confirmRemove', error: undefined });
    case 'cardFrame':
      if (panel.kind !== 'card' || panel.mode !== 'add' || !panel.busy) return stay(state);
      return withPanel({
        ...panel,
        step: 'frame',
        busy: false,
        frame: { orderId: event.orderId, htmlForm: event.htmlForm },
      });
    case 'frameMessage': {
      const { message } = event;
      if (panel.kind !== 'card' || panel.step !== 'frame') return stay(state);
      if (panel.frame?.orderId !== message.orderId) return stay(state);
      if (message.type === 'cardAdded') {
        return withPanel(none, [{ type: 'reloadCards' }, toast(toastMessages.cardAdded)]);
      }
      if (message.type === 'cardFailed') {
        // Back to the form, everything typed kept, with section 8's text.
        return withPanel({
          ...panel,
          step: 'form',
          frame: undefined,
          error: errorMessages.cardAddFailed(message.message),
        });
      }
      return stay(state);
    }
    case 'cardUpdated':
      if (panel.kind !== 'card' || !panel.busy) return stay(state);
      return withPanel(none, [{ type: 'reloadCards' }, toast(toastMessages.cardUpdated)]);
    case 'cardPrimaryChanged':
      if (panel.kind !== 'card' || !panel.busy) return stay(state);
      return withPanel(none, [{ type: 'reloadCards' }]);
    case 'cardRemoved':
      if (panel.kind !== 'card' || !panel.busy) return stay(state);
      return withPanel(none, [{ type: 'reloadCards' }, toast(toastMessages.paymentMethodRemoved)]);

    // The questions
    case 'confirm': {
      const customerId = state.user?.customerId;
      if (customerId === undefined || isPanelBusy(panel)) return stay(state);
      if (panel.kind === 'editPhone' && panel.confirm !== 'none') {
        const command: AccountCommand =
          panel.confirm === 'primary'
            ? { type: 'primaryPhone', phoneId: panel.phoneId, customerId }
            : { type: 'removePhone', phoneId: panel.phoneId, customerId };
        return withPanel({ ...panel, busy: true, error: undefined }, [command]);
      }
      if (panel.kind === 'card' && panel.cardId !== undefined) {
        if (panel.step === 'confirmPrimary') {
          return withPanel({ ...panel, busy: true, error: undefined }, [
            { type: 'primaryCard', id: panel.cardId, customerId },
          ]);
        }
        if (panel.step === 'confirmRemove') {
          return withPanel({ ...panel, busy: true, error: undefined }, [
            { type: 'removeCard', customerCardId: panel.cardId },
          ]);
        }
      }
      return stay(state);
    }
    case 'cancelConfirm':
      if (isPanelBusy(panel)) return stay(state);
      if (panel.kind === 'editPhone')
        return withPanel({ ...panel, confirm: 'none', error: undefined });
      if (panel.kind === 'card' && panel.step === 'confirmRemove')
        return withPanel({ ...panel, step: 'form', error: undefined });
      if (panel.kind === 'card' && panel.step === 'confirmPrimary') return withPanel(none);
      return stay(state);
  }
}

function cardPanel(
  mode: 'add' | 'edit',
  cardId: number | undefined,
  values: CardFormValues,
): CardPanel {
  return {
    kind: 'card',
    mode,
    cardId,
    values,
    errors: {},
    submitted: false,
    step: 'form',
    frame: undefined,
    busy: false,
    error: undefined,
  };
}

/** After a change: the messages follow the fields once the form was submitted. */
function revalidate(state: AccountState, panel: CardPanel, values: CardFormValues): CardPanel {
  if (!panel.submitted) return { ...panel, values, error: undefined };
  const check = cardErrors(state, panel, values);
  return {
    ...panel,
    values,
    errors: check.errors,
    error: check.ok ? undefined : check.first,
  };
}

/** The number typed, as the API takes it: digits only ('18685551234'). */
export function phoneDigits(masked: string): string {
  return masked.replace(/\D/g, '');
}
