import { errorMessages, screenText } from '@yo/domain';
import { Alert, Button, FormErrorSummary, Link } from '@yo/ui';
import { useParams } from 'wouter';
import { LazyCodeDialog, preloadCodeDialog } from '../../flows/verification/LazyCodeDialog';
import { appSignupServices, isBusy, summaryEntries, useSignup } from '../../flows/signup';
import { Lead, Muted, Page, Title } from '../../layout/page';
import { FormCard, FormColumn } from '../../layout/form';
import { SignupFields, signupFieldId } from './SignupFields';
import { signupText } from './text';

/** /signup and /signup/{referral} (spec 2.4, 4.5, 5.4). */
export default function SignUpScreen() {
  const { referral = '' } = useParams<{ referral?: string }>();
  const { state, send, verification } = useSignup(referral, appSignupServices);
  const busy = isBusy(state);

  return (
    <Page>
      {/* The customer has started: the code dialog that follows the form is fetched. */}
      <FormColumn width="wide" onFocus={preloadCodeDialog}>
        <Title id="page-title">{screenText.signUp}</Title>
        <Lead>{signupText.lead}</Lead>
        <FormCard
          noValidate
          aria-labelledby="page-title"
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'submit' });
          }}
        >
          <FormErrorSummary
            errors={summaryEntries(state, signupFieldId)}
            submitCount={state.attempts}
          />
          {/* A refused send shows in the dialog; once it is closed, above the form too. */}
          {state.notice && verification.state.step === 'closed' ? (
            <Alert tone="error">{state.notice}</Alert>
          ) : null}
          {state.countries.status === 'failed' ? (
            <Alert
              tone="error"
              title={signupText.countriesFailed}
              action={
                <Button variant="secondary" onPress={() => send({ type: 'retryCountries' })}>
                  {screenText.tryAgain}
                </Button>
              }
            >
              {errorMessages.serverCommunication}
            </Alert>
          ) : null}
          <SignupFields state={state} send={send} />
          <Button
            type="submit"
            fullWidth
            isPending={busy}
            pendingLabel={signupText.sending}
            isDisabled={state.countries.status !== 'ready'}
          >
            {screenText.submit}
          </Button>
        </FormCard>
        <Muted>
          {signupText.haveAccount} <Link href="/login">{signupText.logIn}</Link>
        </Muted>
      </FormColumn>
      <LazyCodeDialog verification={verification} />
    </Page>
  );
}
