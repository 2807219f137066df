import {
  CONTACT_MOBILE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  contactMessages,
  validateContact,
  validateContactField,
  type ContactField,
  type ContactValues,
  type StoredUser,
} from '@yo/domain';
import { Alert, Button, TextArea, TextField } from '@yo/ui';
import { useAtomValue } from 'jotai';
import { useRef, useState, type FormEvent } from 'react';
import { useTypedBeforeHydration } from '../../forms/typedBeforeHydration';
import { keepDraft, takeDraft } from '../../state/drafts';
import { api } from '../../app/api';
import { company } from '../../content/company';
import { Hero, Page } from '../../layout/page';
import { userAtom } from '../../state/session';
import { ContactDetails } from './ContactDetails';
import * as styles from './ContactScreen.css';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** A signed-in customer's name and email are filled in (spec 2.12); a guest starts empty. */
function startingValues(user: StoredUser | undefined): ContactValues {
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return { name, email: user?.email ?? '', mobile: '', message: '' };
}

const DRAFT = 'contact';

/** A message kept when the session ended while it was being sent comes back as it was typed. */
function keptOrStartingValues(user: StoredUser | undefined): ContactValues {
  const kept = takeDraft<ContactValues>(DRAFT, user?.customerId);
  const values = startingValues(user);
  if (!kept) return values;
  for (const field of Object.keys(values) as ContactField[]) {
    const value = kept[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

export default function ContactScreen() {
  const user = useAtomValue(userAtom);
  const [values, setValues] = useState<ContactValues>(() => keptOrStartingValues(user));
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // The customer's record can arrive after the page (the frame fetches a missing one): fill the
  // name and email then, unless something was typed there meanwhile.
  const [filledFor, setFilledFor] = useState(user?.customerId);
  if (user && filledFor !== user.customerId) {
    setFilledFor(user.customerId);
    const { name, email } = startingValues(user);
    if (!values.name && !values.email) setValues({ ...values, name, email });
  }

  useTypedBeforeHydration(
    (['name', 'email', 'mobile', 'message'] as const).map((field) => ({
      id: `contact-${field}`,
      value: values[field],
      take: (typed: string) => setValues((current) => ({ ...current, [field]: typed })),
    })),
  );

  const change = (field: ContactField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setErrors({ ...errors, [field]: validateContactField(field, next) });
  };
  const blur = (field: ContactField) => () =>
    setErrors({ ...errors, [field]: validateContactField(field, values) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const check = validateContact(values);
    if (!check.ok) {
      setErrors(check.errors);
      const first = (Object.keys(check.errors) as ContactField[])[0];
      formRef.current?.querySelector<HTMLElement>(`#contact-${first}`)?.focus();
      return;
    }
    setSending(true);
    const result = await api.call('sendContactEmail', {
      body: {
        subject: contactMessages.subject(values.name.trim()),
        message: values.message,
        email: values.email.trim(),
        mobile: values.mobile.trim(),
      },
    });
    setSending(false);
    if (result.ok) {
      setValues(startingValues(user));
      setErrors({});
      setOutcome({ tone: 'success', text: contactMessages.sent });
    } else if (result.reason === 'session-expired') {
      // The client is taking the customer to /login and back here: keep what they typed.
      if (user) keepDraft(DRAFT, user.customerId, values);
    } else {
      setOutcome({ tone: 'error', text: contactMessages.failed });
    }
  }

  return (
    <Page>
      <Hero
        eyebrow="Contact Us"
        title="We're here to help"
        lead={`Send us a message and our customer care team will get back to you, usually the same business day. Customer care is open ${company.hours}.`}
      />
      <div className={styles.layout}>
        <form
          className={styles.form}
          ref={formRef}
          noValidate
          onSubmit={submit}
          aria-labelledby="contact-form-title"
        >
          <h2 id="contact-form-title">Send us a message</h2>
          {outcome ? (
            <Alert tone={outcome.tone} announce={outcome.tone === 'error' ? 'alert' : 'status'}>
              {outcome.text}
            </Alert>
          ) : null}
          <TextField
            id="contact-name"
            label="NAME"
            isRequired
            autoComplete="name"
            maxLength={CONTACT_NAME_MAX_LENGTH}
            value={values.name}
            onChange={change('name')}
            onBlur={blur('name')}
            isInvalid={Boolean(errors.name)}
            errorMessage={errors.name}
          />
          <TextField
            id="contact-email"
            label="EMAIL"
            type="email"
            isRequired
            autoComplete="email"
            value={values.email}
            onChange={change('email')}
            onBlur={blur('email')}
            isInvalid={Boolean(errors.email)}
            errorMessage={errors.email}
          />
          <TextField
            id="contact-mobile"
            label="MOBILE NUMBER (optional)"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={CONTACT_MOBILE_MAX_LENGTH}
            value={values.mobile}
            onChange={change('mobile')}
            onBlur={blur('mobile')}
            isInvalid={Boolean(errors.mobile)}
            errorMessage={errors.mobile}
          />
          <TextArea
            id="contact-message"
            label="MESSAGE"
            isRequired
            rows={5}
            value={values.message}
            onChange={change('message')}
            onBlur={blur('message')}
            isInvalid={Boolean(errors.message)}
            errorMessage={errors.message}
          />
          <div>
            <Button type="submit" isPending={sending} pendingLabel="Sending">
              Send message
            </Button>
          </div>
        </form>
        <ContactDetails />
      </div>
    </Page>
  );
}
