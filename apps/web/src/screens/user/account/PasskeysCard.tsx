import {
  formatDateOnly,
  passkeyMessages as text,
  PASSKEY_NAME_MAX_LENGTH,
  screenText,
  type UserDetails,
} from '@yo/domain';
import { Alert, AlertDialog, Button, Card, Dialog, TextField, visuallyHidden } from '@yo/ui';
import { useAccountPasskeys } from '../../../flows/passkeys/useAccountPasskeys';
import { CodeDialog } from '../../../flows/verification';
import { DialogForm } from '../../../layout/form';
import { Muted, Row, RowControls, RowText, RowTitle, Rows } from './layout';
import { useFocusField } from './useFocusField';

const NAME_FIELD_ID = 'account-passkey-name';
const NAME_FORM_ID = 'account-passkey-form';

/**
 * Passkeys on /user/account (issue #34): why they are safer, each one's name, date added and
 * last use, Remove (confirmed), and Add a passkey after a fresh code check.
 */
export function PasskeysCard({ user }: { user: UserDetails }) {
  const passkeys = useAccountPasskeys(user);
  return (
    <Card
      title={text.sectionTitle}
      isLandmark
      data-testid="account-passkeys"
      actions={
        <Button variant="outline" onPress={passkeys.startAdding}>
          {text.add}
        </Button>
      }
    >
      <p>{text.whySafer}</p>
      {passkeys.passkeys.length === 0 ? <Muted>{text.none}</Muted> : null}
      <Rows>
        {passkeys.passkeys.map((passkey) => (
          <Row key={passkey.id} data-testid="account-passkey">
            <RowText>
              <RowTitle>{passkey.name}</RowTitle>
              <Muted>
                {text.added(formatDateOnly(passkey.createdAt))} ·{' '}
                {passkey.lastUsedAt
                  ? text.lastUsed(formatDateOnly(passkey.lastUsedAt))
                  : text.neverUsed}
              </Muted>
            </RowText>
            <RowControls>
              <Button variant="text" onPress={() => passkeys.askRemove(passkey)}>
                {text.remove}
                <span className={visuallyHidden}> {passkey.name}</span>
              </Button>
            </RowControls>
          </Row>
        ))}
      </Rows>
      <CodeDialog verification={passkeys.verification} title={text.confirmTitle} />
      {passkeys.naming ? <NameDialog passkeys={passkeys} /> : null}
      {passkeys.removing ? (
        <AlertDialog
          title={text.removeTitle}
          tone="critical"
          confirmLabel={text.remove}
          cancelLabel={screenText.cancel}
          isOpen
          isPending={passkeys.removing.busy}
          onConfirm={() => void passkeys.remove()}
          onCancel={passkeys.cancelRemove}
          onOpenChange={(open) => {
            if (!open && !passkeys.removing?.busy) passkeys.cancelRemove();
          }}
        >
          <p>{text.removeQuestion(passkeys.removing.passkey.name)}</p>
          {passkeys.removing.error ? <Alert tone="error">{passkeys.removing.error}</Alert> : null}
        </AlertDialog>
      ) : null}
    </Card>
  );
}

/** The name step: the device's name offered; Add a passkey runs the browser's ceremony. */
function NameDialog({ passkeys }: { passkeys: ReturnType<typeof useAccountPasskeys> }) {
  useFocusField(NAME_FIELD_ID);
  const naming = passkeys.naming!;
  return (
    <Dialog
      title={text.add}
      size="small"
      isOpen
      onOpenChange={(open) => {
        if (!open && !naming.busy) passkeys.cancelAdding();
      }}
      isDismissable={!naming.busy}
      isKeyboardDismissDisabled={naming.busy}
      data-testid="passkey-name-dialog"
      actions={
        <>
          <Button variant="text" onPress={passkeys.cancelAdding} isDisabled={naming.busy}>
            {screenText.cancel}
          </Button>
          <Button
            type="submit"
            form={NAME_FORM_ID}
            isPending={naming.busy}
            pendingLabel={text.adding}
          >
            {text.add}
          </Button>
        </>
      }
    >
      <DialogForm
        id={NAME_FORM_ID}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void passkeys.add();
        }}
      >
        <TextField
          label={text.nameLabel}
          id={NAME_FIELD_ID}
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          value={naming.name}
          onChange={passkeys.editName}
          isReadOnly={naming.busy}
        />
        {naming.error ? <Alert tone="error">{naming.error}</Alert> : null}
      </DialogForm>
    </Dialog>
  );
}
