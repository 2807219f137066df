import { Checkbox, ErrorMessage, Link } from '@yo/ui';
import { documentLinks } from '../../content/documents';
import { Captcha } from './Captcha';
import { fieldId } from './PaymentDetailsStep';

export interface ConsentErrors {
  agreed?: string | undefined;
  captcha?: string | undefined;
}

export interface ConsentFieldsProps {
  agreed: boolean;
  errors: ConsentErrors;
  captchaResetKey: number;
  isDisabled: boolean;
  onAgreedChange: (agreed: boolean) => void;
  onCaptchaChange: (payload: string) => void;
}

/** 5.9: the terms and privacy agreement and the captcha, on bill pay's and top-up's last step. */
export function ConsentFields({
  agreed,
  errors,
  captchaResetKey,
  isDisabled,
  onAgreedChange,
  onCaptchaChange,
}: ConsentFieldsProps) {
  const captchaErrorId = `${fieldId('captcha')}-error`;
  return (
    <>
      <Checkbox
        id={fieldId('agreed')}
        isSelected={agreed}
        onChange={onAgreedChange}
        isDisabled={isDisabled}
        isInvalid={Boolean(errors.agreed)}
        errorMessage={errors.agreed}
      >
        I agree to the{' '}
        <Link href={documentLinks.terms} external>
          Terms &amp; Conditions
        </Link>{' '}
        and{' '}
        <Link href={documentLinks.privacy} external>
          Privacy Policy
        </Link>
      </Checkbox>
      <div id={fieldId('captcha')} tabIndex={-1}>
        <Captcha
          resetKey={captchaResetKey}
          onChange={onCaptchaChange}
          isInvalid={Boolean(errors.captcha)}
          {...(errors.captcha ? { describedBy: captchaErrorId } : {})}
        />
        {errors.captcha ? <ErrorMessage id={captchaErrorId}>{errors.captcha}</ErrorMessage> : null}
      </div>
    </>
  );
}
