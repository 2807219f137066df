import {
  accountScreenText as text,
  expiryFromStored,
  formatPhoneInternational,
  lastFour,
  screenText,
  type Phone,
  type SavedCard,
  type UserDetails,
} from '@yo/domain';
import { Button, Card, Switch, visuallyHidden } from '@yo/ui';
import {
  Badge,
  Facts,
  Muted,
  NameAction,
  Row,
  RowControls,
  RowText,
  RowTitle,
  Rows,
} from './layout';

/** Account: the read-only names and email; Edit, or a name, opens 'Edit Profile' (2.15). */
export function ProfileCard({ user, onEdit }: { user: UserDetails; onEdit: () => void }) {
  const name = (value: string, label: string) => (
    <NameAction>
      <Button variant="text" onPress={onEdit}>
        <span className={visuallyHidden}>{`${screenText.editProfile}, ${label}:`}</span>
        {value}
      </Button>
    </NameAction>
  );
  return (
    <Card
      title={text.account}
      isLandmark
      data-testid="account-profile"
      actions={
        <Button variant="outline" onPress={onEdit}>
          {text.edit}
          <span className={visuallyHidden}> {text.account}</span>
        </Button>
      }
    >
      <Facts>
        <dt>{screenText.firstName}</dt>
        <dd>{name(user.firstName, screenText.firstName)}</dd>
        <dt>{screenText.lastName}</dt>
        <dd>{name(user.lastName, screenText.lastName)}</dd>
        <dt>{text.email}</dt>
        <dd>{user.email}</dd>
      </Facts>
    </Card>
  );
}

/** Phone numbers as +#(###) ###-####, the primary labelled; each opens its edit dialog. */
export function PhonesCard({
  phones,
  onAdd,
  onOpen,
}: {
  phones: readonly Phone[];
  onAdd: () => void;
  onOpen: (phoneId: number) => void;
}) {
  return (
    <Card
      title={text.phoneNumbers}
      isLandmark
      data-testid="account-phones"
      actions={
        <Button variant="outline" onPress={onAdd}>
          {text.addMobile}
        </Button>
      }
    >
      {phones.length === 0 ? <Muted>{text.noPhones}</Muted> : null}
      <Rows>
        {phones.map((phone) => {
          const number = formatPhoneInternational(phone.phoneNumber);
          return (
            <Row key={phone.customerPhoneId} data-testid="account-phone">
              <RowText>
                <RowTitle>
                  {number}
                  {phone.isPrimary ? <Badge>{screenText.primary}</Badge> : null}
                </RowTitle>
              </RowText>
              <RowControls>
                <Button variant="text" onPress={() => onOpen(phone.customerPhoneId)}>
                  {text.edit}
                  <span className={visuallyHidden}> {number}</span>
                </Button>
              </RowControls>
            </Row>
          );
        })}
      </Rows>
    </Card>
  );
}

/** Saved Cards: type, nickname, the 'Primary' label and switch; 'Add New Card' (2.15). */
export function SavedCardsCard({
  cards,
  onAdd,
  onOpen,
  onPrimary,
}: {
  cards: readonly SavedCard[];
  onAdd: () => void;
  onOpen: (cardId: number) => void;
  onPrimary: (cardId: number) => void;
}) {
  return (
    <Card
      title={text.savedCards}
      isLandmark
      data-testid="account-cards"
      actions={
        <Button variant="outline" onPress={onAdd}>
          {screenText.addNewCard}
        </Button>
      }
    >
      {cards.length === 0 ? <Muted>{text.noCards}</Muted> : null}
      <Rows>
        {cards.map((card) => (
          <Row key={card.customerCardId} data-testid="account-card">
            <RowText>
              <RowTitle>
                {card.cardType} {card.nickName}
                {card.isPrimary ? <Badge>{screenText.primary}</Badge> : null}
              </RowTitle>
              <Muted>
                {text.endingIn(lastFour(card.cardNumber))} ·{' '}
                {text.expires(expiryFromStored(card.expirationDate))}
              </Muted>
            </RowText>
            <RowControls>
              {/* 4.8: ticking the switch asks to confirm; the primary card stays primary here. */}
              <Switch
                isSelected={card.isPrimary}
                isReadOnly={card.isPrimary}
                onChange={(on) => {
                  if (on) onPrimary(card.customerCardId);
                }}
              >
                {screenText.primary}
                <span className={visuallyHidden}> {card.nickName}</span>
              </Switch>
              <Button variant="text" onPress={() => onOpen(card.customerCardId)}>
                {text.edit}
                <span className={visuallyHidden}> {card.nickName}</span>
              </Button>
            </RowControls>
          </Row>
        ))}
      </Rows>
    </Card>
  );
}
