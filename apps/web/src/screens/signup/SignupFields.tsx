import {
  documentLinkText,
  PHONE_MASKS,
  screenText,
  signupPhoneExample,
  type SignupField,
} from '@yo/domain';
import { Checkbox, Link, MaskedPhoneField, PasswordField, Select, TextField } from '@yo/ui';
import { documentLinks } from '../../content/documents';
import {
  fieldsEnabled,
  phoneCodeOf,
  type SignupEvent,
  type SignupState,
  type SignupTextField,
} from '../../flows/signup';
import { Fields, Wide } from '../../layout/form';
import { signupText } from './text';

/** The id of each field's control, for its label and the error summary's link. */
export const signupFieldId = (field: SignupField | 'receivePromo') => `signup-${field}`;

export interface SignupFieldsProps {
  state: SignupState;
  send: (event: SignupEvent) => void;
}

/** The fields of 2.4 in its order; every one but the country waits for a country. */
export function SignupFields({ state, send }: SignupFieldsProps) {
  const { values, errors } = state;
  const isDisabled = !fieldsEnabled(state);
  const countries = state.countries.status === 'ready' ? state.countries.countries : [];
  const message = (field: SignupField) => ({
    id: signupFieldId(field),
    isInvalid: errors[field] !== undefined,
    errorMessage: errors[field],
  });
  const text = (field: SignupTextField) => ({
    ...message(field),
    isDisabled,
    isRequired: field !== 'referral',
    value: values[field],
    onChange: (value: string) => send({ type: 'change', field, value }),
  });

  return (
    <Fields>
      <Select
        {...message('countryId')}
        label={signupText.country}
        placeholder={signupText.countryPlaceholder}
        description={signupText.countryHint}
        options={countries.map((country) => ({
          id: String(country.countryId),
          label: country.description,
        }))}
        value={values.countryId === 0 ? null : String(values.countryId)}
        onChange={(id) => send({ type: 'chooseCountry', countryId: Number(id ?? 0) })}
        isDisabled={state.countries.status !== 'ready' || state.phase === 'signedIn'}
        isRequired
      />
      <MaskedPhoneField
        {...text('mobNum')}
        label={signupText.mobile}
        mask={PHONE_MASKS.signup}
        prefix={phoneCodeOf(state)}
        description={signupText.mobileHint(signupPhoneExample(phoneCodeOf(state)))}
      />
      <TextField
        {...text('firstName')}
        label={screenText.firstName}
        autoComplete="given-name"
        autoCapitalize="words"
      />
      <TextField
        {...text('lastName')}
        label={screenText.lastName}
        autoComplete="family-name"
        autoCapitalize="words"
      />
      <Wide>
        <TextField
          {...text('email')}
          label={signupText.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck="false"
        />
      </Wide>
      <PasswordField
        {...text('password')}
        label={signupText.password}
        description={signupText.passwordHint}
        autoComplete="new-password"
        toggleLabel={signupText.showPassword}
      />
      <PasswordField
        {...text('confirmPwd')}
        label={signupText.confirmPassword}
        autoComplete="new-password"
        toggleLabel={signupText.showConfirmPassword}
      />
      <TextField
        {...text('referral')}
        label={signupText.referral}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck="false"
      />
      <Wide>
        <Checkbox
          id={signupFieldId('receivePromo')}
          isSelected={values.receivePromo}
          isDisabled={isDisabled}
          onChange={(value) => send({ type: 'toggle', field: 'receivePromo', value })}
        >
          {signupText.promotions}
        </Checkbox>
      </Wide>
      <Wide>
        <Checkbox
          id={signupFieldId('isChecked')}
          isSelected={values.isChecked}
          isDisabled={isDisabled}
          isRequired
          isInvalid={errors.isChecked !== undefined}
          errorMessage={errors.isChecked}
          onChange={(value) => send({ type: 'toggle', field: 'isChecked', value })}
        >
          {signupText.agreeTo}{' '}
          <Link href={documentLinks.terms} external>
            {documentLinkText.termsAndConditions}
          </Link>{' '}
          {signupText.and}{' '}
          <Link href={documentLinks.privacy} external>
            {documentLinkText.privacyPolicy}
          </Link>
        </Checkbox>
      </Wide>
    </Fields>
  );
}
