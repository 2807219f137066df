export { useAccount, failureText } from './useAccount';
export type { Account } from './useAccount';
export {
  accountStep,
  editedCard,
  editedPhone,
  initialAccountState,
  isPanelBusy,
  phoneDigits,
} from './state';
export type {
  AccountCommand,
  AccountEvent,
  AccountState,
  AddPhonePanel,
  CardPanel,
  EditPhonePanel,
  Panel,
  ProfilePanel,
} from './state';
export { appAccountServices } from './services';
export type { AccountServices } from './services';
export type { CardFormField, CardFormValues } from './values';
