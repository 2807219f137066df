import { accountScreenText as text, errorMessages, screenText } from '@yo/domain';
import { ErrorPanel } from '@yo/ui';
import { usePageTitle } from '../../app/usePageTitle';
import { appAccountServices, editedCard, editedPhone, useAccount } from '../../flows/account';
import { useAddressLists } from '../../flows/account/useAddressLists';
import { CodeDialog } from '../../flows/verification';
import { USER_CONTACT_PATH } from '../../layout/user/useContactPath';
import { Page, Title } from '../../layout/page';
import { PhonesCard, ProfileCard, SavedCardsCard } from './account/AccountCards';
import { CardDialog } from './account/CardDialog';
import { PasskeysCard } from './account/PasskeysCard';
import { AddPhoneDialog, EditPhoneDialog } from './account/PhoneDialogs';
import { ProfileDialog } from './account/ProfileDialog';
import { Cards } from './account/layout';

/**
 * /user/account (spec 2.15, 4.8): the Account, Phone numbers and Saved Cards cards, and the one
 * panel open at a time. The flow (flows/account) holds every rule and request; this only renders.
 */
export default function AccountScreen() {
  usePageTitle(text.title);
  const { state, send, verification } = useAccount();
  const { panel } = state;
  const cardPanel = panel.kind === 'card' ? panel : undefined;
  const lists = useAddressLists(
    appAccountServices,
    cardPanel?.step === 'form',
    cardPanel?.values.countryCode ?? '',
  );
  const phone = editedPhone(state);
  return (
    <Page>
      <Title>{text.title}</Title>
      {state.status === 'failed' ? (
        <ErrorPanel
          title={errorMessages.somethingWentWrong}
          message={errorMessages.somethingWentWrongDetail}
          headingLevel={2}
          onTryAgain={() => send({ type: 'load' })}
          tryAgainLabel={screenText.tryAgain}
          contactHref={USER_CONTACT_PATH}
          contactLabel={screenText.contactUs}
        />
      ) : null}
      {state.status === 'ready' && state.user ? (
        <Cards>
          <ProfileCard user={state.user} onEdit={() => send({ type: 'openProfile' })} />
          <PhonesCard
            phones={state.phones}
            onAdd={() => send({ type: 'openAddPhone' })}
            onOpen={(phoneId) => send({ type: 'openPhone', phoneId })}
          />
          <SavedCardsCard
            cards={state.cards}
            onAdd={() => send({ type: 'openAddCard' })}
            onOpen={(cardId) => send({ type: 'openCard', cardId })}
            onPrimary={(cardId) => send({ type: 'askPrimaryCard', cardId })}
          />
          <PasskeysCard user={state.user} />
        </Cards>
      ) : null}
      {panel.kind === 'profile' ? <ProfileDialog panel={panel} send={send} /> : null}
      {panel.kind === 'addPhone' && panel.step === 'number' ? (
        <AddPhoneDialog panel={panel} send={send} />
      ) : null}
      <CodeDialog verification={verification} title={screenText.verification} />
      {panel.kind === 'editPhone' && phone ? (
        <EditPhoneDialog panel={panel} phone={phone} send={send} />
      ) : null}
      {cardPanel ? (
        <CardDialog
          panel={cardPanel}
          card={editedCard(state)}
          firstCard={state.cards.length === 0}
          countries={lists.countries}
          states={lists.states}
          send={send}
        />
      ) : null}
    </Page>
  );
}
