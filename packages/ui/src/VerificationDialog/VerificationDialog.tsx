import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button.js';
import { Dialog } from '../Dialog/Dialog.js';
import { useSecondsLeft } from '../OtpField/countdown.js';
import { ChooseScreen, CodeScreen, defaultCodeSentTo } from './screens.js';
import * as styles from './VerificationDialog.css.js';

/** How the code travels. */
export type VerificationMethod = 'email' | 'sms';
/** The dialog's two screens: the choice of method, and the code. */
export type VerificationStep = 'choose' | 'code';

export interface VerificationDialogLabels {
  submit: string;
  cancel: string;
  resend: string;
  tryAnotherWay: string;
  /** The question of the choice screen. */
  chooseTitle: string;
  email: string;
  sms: string;
  /** The choice screen's button: send the code by the chosen method. */
  send: string;
  /** The code field's label. */
  codeLabel: string;
  /** What a pending button says to assistive technology while a code is sent. */
  sending: string;
  /** What Submit's progress says while the code is checked. */
  verifying: string;
}

export interface VerificationDialogProps {
  isOpen: boolean;
  /** Cancel, the × button and Escape. */
  onClose: () => void;
  title?: string;
  step: VerificationStep;
  /** The chosen (or preset) method; null when none is chosen yet. */
  method: VerificationMethod | null;
  /** Where each method sends, shown next to each choice and in the code screen's sentence. */
  destinations: { email?: string; sms?: string };
  /** From the choice screen: send the code by this method. */
  onChooseMethod: (method: VerificationMethod) => void;
  /** When the code expires (epoch ms): the countdown runs to it. */
  expiresAt?: number;
  /**
   * Fixes the countdown at this many seconds instead of running a clock towards `expiresAt`
   * (screenshots, tests). 0 is an expired code.
   */
  secondsLeft?: number;
  /** The digits typed so far (controlled). */
  code: string;
  onCodeChange: (digits: string) => void;
  /** Shown under the field: a local rule's message or the server's text. */
  errorMessage?: string;
  /** An Alert at the top of the dialog (e.g. a send the server refused). */
  notice?: ReactNode;
  /** A code is being sent: the send or resend button shows progress, the others wait. */
  isSending?: boolean;
  /** The code is being checked: Submit shows progress and ignores presses. */
  isVerifying?: boolean;
  onSubmit: () => void;
  onResend: () => void;
  /** Back to the choice of method. */
  onTryAnotherWay: () => void;
  /** The sentence above the field, given where the code went (undefined when unknown). */
  codeSentTo?: (destination: string | undefined, method: VerificationMethod | null) => ReactNode;
  labels?: Partial<VerificationDialogLabels>;
}

const defaultLabels: VerificationDialogLabels = {
  submit: 'Submit',
  cancel: 'Cancel',
  resend: 'Resend code',
  tryAnotherWay: 'Try Another Way',
  chooseTitle: 'How would you like to receive your code?',
  email: 'Email',
  sms: 'SMS',
  send: 'Send code',
  codeLabel: 'Verification Code',
  sending: 'Sending code',
  verifying: 'Checking code',
};

/**
 * The code step of a sign-in or sign-up (spec 4.1, 4.5): the choice of email or SMS, then the
 * six-digit code with its countdown, 'Resend code' once it expires, and 'Try Another Way'. It
 * knows nothing of the API: the app passes the state and handles the commands.
 */
export function VerificationDialog({
  isOpen,
  onClose,
  title = 'Verification',
  step,
  method,
  destinations,
  onChooseMethod,
  expiresAt,
  secondsLeft,
  code,
  onCodeChange,
  errorMessage,
  notice,
  isSending = false,
  isVerifying = false,
  onSubmit,
  onResend,
  onTryAnotherWay,
  codeSentTo = defaultCodeSentTo,
  labels: labelOverrides,
}: VerificationDialogProps) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const formId = useId();
  // The dialog runs the clock (Submit is disabled in the same render the countdown reaches 0).
  const left = useSecondsLeft(secondsLeft, step === 'code' && isOpen ? expiresAt : undefined);
  const isExpired = left !== undefined && left <= 0;
  // The choice on the choice screen, until it is sent; the preset method first.
  const [choice, setChoice] = useState<VerificationMethod | null>(null);
  const chosen = choice ?? method ?? 'email';
  const busy = isSending || isVerifying;
  // A choice not sent is forgotten when the dialog closes.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (!isOpen) setChoice(null);
  }

  // Each screen puts focus where the customer acts next: the chosen method, or the code field
  // (also after a refused code or a new one, so the next try can be typed at once).
  const bodyRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const body = bodyRef.current;
    if (!isOpen || !body) return;
    const target =
      step === 'code'
        ? body.querySelector<HTMLInputElement>('input:not([type="radio"])')
        : (body.querySelector<HTMLInputElement>('input[type="radio"]:checked') ??
          body.querySelector<HTMLInputElement>('input[type="radio"]'));
    if (target && target.ownerDocument.activeElement !== target) target.focus();
  }, [isOpen, step, errorMessage, expiresAt]);

  return (
    <Dialog
      title={title}
      size="small"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={false}
      data-testid="verification-dialog"
      actions={
        <div className={styles.actions}>
          <Button variant="outline" onPress={onClose}>
            {labels.cancel}
          </Button>
          {step === 'choose' ? (
            <Button type="submit" form={formId} isPending={isSending} pendingLabel={labels.sending}>
              {labels.send}
            </Button>
          ) : (
            <Button
              type="submit"
              form={formId}
              isDisabled={isExpired || isSending}
              isPending={isVerifying}
              pendingLabel={labels.verifying}
            >
              {labels.submit}
            </Button>
          )}
        </div>
      }
    >
      <div ref={bodyRef} className={styles.body}>
        {step === 'choose' ? (
          <ChooseScreen
            formId={formId}
            notice={notice}
            labels={labels}
            destinations={destinations}
            chosen={chosen}
            onChange={setChoice}
            isSending={isSending}
            onSend={() => {
              if (busy) return;
              setChoice(null);
              onChooseMethod(chosen);
            }}
          />
        ) : (
          <CodeScreen
            formId={formId}
            notice={notice}
            labels={labels}
            sentence={codeSentTo(method ? destinations[method] : undefined, method)}
            code={code}
            onCodeChange={onCodeChange}
            secondsLeft={left}
            errorMessage={errorMessage}
            isSending={isSending}
            isVerifying={isVerifying}
            onSubmit={() => {
              if (busy || isExpired) return;
              onSubmit();
            }}
            onResend={onResend}
            onTryAnotherWay={onTryAnotherWay}
          />
        )}
      </div>
    </Dialog>
  );
}
