import {
  ACCOUNT_PHONE_PREFIX,
  accountScreenText as text,
  formatPhoneInternational,
  screenText,
  type Phone,
} from '@yo/domain';
import { Alert, AlertDialog, Button, Dialog, MaskedPhoneField, Switch } from '@yo/ui';
import type { AccountEvent, AddPhonePanel, EditPhonePanel } from '../../../flows/account';
import { DialogForm } from '../../../layout/form';
import { fieldError } from '../../../forms';
import { useFocusField } from './useFocusField';

const FIELD_ID = 'account-add-phone';

const ADD_FORM_ID = 'account-add-phone-form';

/** Add Mobile Number (2.15, 4.8): the number from +1868; Confirm sends its code. */
export function AddPhoneDialog({
  panel,
  send,
}: {
  panel: AddPhonePanel;
  send: (event: AccountEvent) => void;
}) {
  useFocusField(FIELD_ID);
  const close = () => send({ type: 'close' });
  return (
    <Dialog
      title={text.addMobile}
      size="small"
      isOpen
      onOpenChange={(open) => {
        if (!open) close();
      }}
      isDismissable={!panel.busy}
      isKeyboardDismissDisabled={panel.busy}
      actions={
        <>
          <Button variant="text" onPress={close} isDisabled={panel.busy}>
            {screenText.cancel}
          </Button>
          {/* Not isPending: the code dialog replaces this one at once, and react-aria's pending
              announcement would then name a button that is gone. */}
          <Button type="submit" form={ADD_FORM_ID} isDisabled={panel.busy}>
            {screenText.confirm}
          </Button>
        </>
      }
    >
      <DialogForm
        id={ADD_FORM_ID}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'submitPhone' });
        }}
      >
        {panel.error ? <Alert tone="error">{panel.error}</Alert> : null}
        <MaskedPhoneField
          label={text.mobileNumber}
          prefix={ACCOUNT_PHONE_PREFIX}
          isRequired
          id={FIELD_ID}
          value={panel.phone}
          onChange={(value) => send({ type: 'editNewPhone', value })}
          {...fieldError(panel.fieldError)}
        />
      </DialogForm>
    </Dialog>
  );
}

/**
 * Edit Mobile Number (2.15, 4.8, 5.12): the primary switch and Remove, each confirmed; the
 * primary rules' messages and the server's refusals show here.
 */
export function EditPhoneDialog({
  panel,
  phone,
  send,
}: {
  panel: EditPhonePanel;
  phone: Phone;
  send: (event: AccountEvent) => void;
}) {
  const number = formatPhoneInternational(phone.phoneNumber);
  if (panel.confirm !== 'none') {
    const removing = panel.confirm === 'remove';
    return (
      <AlertDialog
        title={removing ? text.removeMobile : text.makePrimaryMobile}
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
        <p>{removing ? text.removeMobileQuestion : text.makePrimaryMobileQuestion}</p>
        <p>
          <strong>{number}</strong>
        </p>
        {panel.error ? <Alert tone="error">{panel.error}</Alert> : null}
      </AlertDialog>
    );
  }
  const close = () => send({ type: 'close' });
  return (
    <Dialog
      title={text.editMobile}
      size="small"
      isOpen
      onOpenChange={(open) => {
        if (!open) close();
      }}
      actions={
        <>
          <Button variant="critical" onPress={() => send({ type: 'askRemovePhone' })}>
            {text.remove}
          </Button>
          <Button variant="text" onPress={close}>
            {text.close}
          </Button>
        </>
      }
    >
      <DialogForm as="div">
        <p>
          <strong>{number}</strong>
        </p>
        <Switch
          isSelected={phone.isPrimary}
          onChange={(on) => send({ type: 'setPhonePrimary', on })}
        >
          {text.primaryMobile}
        </Switch>
        {panel.error ? <Alert tone="error">{panel.error}</Alert> : null}
      </DialogForm>
    </Dialog>
  );
}
