import { passkeyMessages as text } from '@yo/domain';
import { Alert, Button, Dialog } from '@yo/ui';
import type { PasskeyStep } from '../../flows/login/passkeys';

/**
 * The login's second step for a customer with a passkey (issue #34): "Use your passkey" first,
 * the SMS and email codes under Try Another Way. A failed or cancelled ceremony says so and
 * leaves both ways open.
 */
export function PasskeyDialog({ passkey, onClose }: { passkey: PasskeyStep; onClose: () => void }) {
  return (
    <Dialog
      title={text.usePasskeyTitle}
      size="small"
      isOpen
      onOpenChange={(open) => {
        if (!open && !passkey.busy) onClose();
      }}
      isKeyboardDismissDisabled={passkey.busy}
      data-testid="passkey-step"
      actions={
        <>
          <Button variant="text" onPress={passkey.dismiss} isDisabled={passkey.busy}>
            {text.tryAnotherWay}
          </Button>
          <Button
            onPress={() => void passkey.use()}
            isPending={passkey.busy}
            pendingLabel={text.waiting}
          >
            {text.usePasskey}
          </Button>
        </>
      }
    >
      <p>{text.usePasskeyLead}</p>
      {passkey.error ? <Alert tone="error">{passkey.error}</Alert> : null}
    </Dialog>
  );
}
