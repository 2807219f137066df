import type { FormEvent, ReactNode } from 'react';
import { Button } from '../Button/Button.js';
import { OtpField } from '../OtpField/OtpField.js';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup.js';
import { visuallyHidden } from '../styles/utilities.css.js';
import type { VerificationDialogLabels, VerificationMethod } from './VerificationDialog.js';
import * as styles from './VerificationDialog.css.js';

export function defaultCodeSentTo(
  destination: string | undefined,
  method: VerificationMethod | null,
) {
  if (!destination) return 'Enter the 6-digit code we sent you.';
  return (
    <>
      Enter the 6-digit code sent {method === 'sms' ? 'by SMS ' : ''}to{' '}
      <strong className={styles.destination}>{destination}</strong>.
    </>
  );
}

function submitted(handler: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    handler();
  };
}

interface ScreenProps {
  /** The form's id: the dialog's main button (in the action row) submits it. */
  formId: string;
  notice: ReactNode;
  labels: VerificationDialogLabels;
}

/** How would you like to receive your code? Email or SMS, each with where it goes. */
export function ChooseScreen({
  formId,
  notice,
  labels,
  destinations,
  chosen,
  onChange,
  isSending,
  onSend,
}: ScreenProps & {
  destinations: { email?: string; sms?: string };
  chosen: VerificationMethod;
  onChange: (method: VerificationMethod) => void;
  isSending: boolean;
  onSend: () => void;
}) {
  return (
    <form id={formId} className={styles.form} onSubmit={submitted(onSend)} data-step="choose">
      {notice}
      <RadioGroup
        label={labels.chooseTitle}
        value={chosen}
        onChange={(value) => onChange(value as VerificationMethod)}
        isDisabled={isSending}
      >
        {(['email', 'sms'] as const).map((option) => (
          <Radio key={option} value={option}>
            <span className={styles.choice}>
              <span>{labels[option]}</span>{' '}
              {destinations[option] ? (
                <span className={styles.choiceDestination}>{destinations[option]}</span>
              ) : null}
            </span>
          </Radio>
        ))}
      </RadioGroup>
    </form>
  );
}

/** Where the code went, the code field with its countdown and resend, and Try Another Way. */
export function CodeScreen({
  formId,
  notice,
  labels,
  sentence,
  code,
  onCodeChange,
  secondsLeft,
  errorMessage,
  isSending,
  isVerifying,
  onSubmit,
  onResend,
  onTryAnotherWay,
}: ScreenProps & {
  sentence: ReactNode;
  code: string;
  onCodeChange: (digits: string) => void;
  secondsLeft: number | undefined;
  errorMessage: string | undefined;
  isSending: boolean;
  isVerifying: boolean;
  onSubmit: () => void;
  onResend: () => void;
  onTryAnotherWay: () => void;
}) {
  return (
    <form
      id={formId}
      className={styles.form}
      onSubmit={submitted(onSubmit)}
      data-step="code"
      noValidate
    >
      {notice}
      <p className={styles.sentence}>{sentence}</p>
      <OtpField
        label={labels.codeLabel}
        value={code}
        onChange={(_, digits) => onCodeChange(digits)}
        {...(secondsLeft !== undefined ? { secondsLeft } : {})}
        isInvalid={Boolean(errorMessage)}
        errorMessage={errorMessage}
        isReadOnly={isVerifying}
        resend={({ isExpired }) =>
          isExpired ? (
            <span className={styles.flush}>
              <Button
                variant="text"
                size="small"
                onPress={onResend}
                isPending={isSending}
                pendingLabel={labels.sending}
              >
                {labels.resend}
              </Button>
            </span>
          ) : null
        }
      />
      {/* The field's error is its description; this announces a new one (e.g. the server's). */}
      <p className={visuallyHidden} aria-live="assertive" aria-atomic="true">
        {errorMessage}
      </p>
      <div className={styles.flush}>
        <Button
          variant="text"
          size="small"
          onPress={onTryAnotherWay}
          isDisabled={isSending || isVerifying}
        >
          {labels.tryAnotherWay}
        </Button>
      </div>
    </form>
  );
}
