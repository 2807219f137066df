import { NAME_MAX_LENGTH, screenText } from '@yo/domain';
import { Alert, Button, Dialog, TextField } from '@yo/ui';
import type { AccountEvent, ProfilePanel } from '../../../flows/account';
import { DialogForm } from '../../../layout/form';
import { fieldError } from '../../../forms';
import { useFocusField } from './useFocusField';

const FIELD_ID = 'account-first-name';

const FORM_ID = 'account-profile-form';

/** 'Edit Profile' (2.15, 5.12): First Name and Last Name, Cancel and Confirm. */
export function ProfileDialog({
  panel,
  send,
}: {
  panel: ProfilePanel;
  send: (event: AccountEvent) => void;
}) {
  useFocusField(FIELD_ID);
  const close = () => send({ type: 'close' });
  return (
    <Dialog
      title={screenText.editProfile}
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
          <Button type="submit" form={FORM_ID} isPending={panel.busy}>
            {screenText.confirm}
          </Button>
        </>
      }
    >
      <DialogForm
        id={FORM_ID}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'submitProfile' });
        }}
      >
        {panel.error ? <Alert tone="error">{panel.error}</Alert> : null}
        <TextField
          label={screenText.firstName}
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          isRequired
          id={FIELD_ID}
          value={panel.values.firstName}
          onChange={(value) => send({ type: 'editProfile', field: 'firstName', value })}
          {...fieldError(panel.errors.firstName)}
        />
        <TextField
          label={screenText.lastName}
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          isRequired
          value={panel.values.lastName}
          onChange={(value) => send({ type: 'editProfile', field: 'lastName', value })}
          {...fieldError(panel.errors.lastName)}
        />
      </DialogForm>
    </Dialog>
  );
}
