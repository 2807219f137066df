import {
  ACCOUNT_ACTIVE,
  DEFAULT_BILLING_COUNTRY_CODE,
  INITIAL_STATES_COUNTRY_CODE,
  SERVICE_IDS,
  billPayMessages,
  changeBillingCountry,
  errorMessages,
  parseAmount,
  payeeChargesFee,
  screenText,
  toDecimalString,
  validateBillPayDetails,
  validateBillPayDetailsField,
  validateBillingAddress,
  validateBillingAddressField,
  validateConsent,
  validatePaymentCard,
  validatePaymentCardField,
  type AddressCountry,
  type Charity,
  type CountryState,
  type Provider,
  type ServiceStatus,
} from '@yo/domain';
import {
  Alert,
  Button,
  ErrorPanel,
  FormErrorSummary,
  Spinner,
  Stepper,
  SystemAlertPanel,
  ToastRegion,
  createToastQueue,
  showToast,
} from '@yo/ui';
import { useAtom } from 'jotai';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { api } from '../../app/api';
import {
  REVIEW_STEP,
  RESULT_STEP,
  canFinish,
  editStep,
  finish,
  goBack,
  initialQuickPayState,
  invalidateDetails,
  passStep,
  prefillFromRoute,
  quickPayAtom,
  retryWithAnotherCard,
  stepLabels,
  submitFailed,
  submitStarted,
  submitSucceeded,
  type AddressForm,
  type CardForm,
  type PaymentDetailsForm,
  type QuickPayParams,
  type QuickPayState,
} from '../../state/quickpay';
import { BillingAddressStep, type AddressErrors } from './BillingAddressStep';
import { CardDetailsStep, type CardErrors } from './CardDetailsStep';
import { ActionGroup, Actions, Centered, Heading, Screen, SectionTitle, StepForm } from './layout';
import { PaymentDetailsStep, fieldId, type DetailsErrors } from './PaymentDetailsStep';
import { apiOrigin, resultFrameMessage, saveFile } from '../../lib/resultFrame';
import { ResultStep } from './ResultStep';
import { ReviewStep, type ConsentErrors } from './ReviewStep';
import { breakdownFor, buildSubmission } from './submission';

type Load =
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'inactive'; status: ServiceStatus }
  | { kind: 'error' }
  | { kind: 'ready'; providers: Provider[]; charities: Charity[] };

const DETAIL_FIELDS = ['providerId', 'accountNumber', 'amount', 'phoneNumber', 'email'] as const;
const CARD_FIELDS = ['name', 'cardNumber', 'expirationDate', 'cvv'] as const;
const ADDRESS_FIELDS = ['countryCode', 'state', 'line1', 'city'] as const;
/** Changing these undoes the server's account and fee checks. */
const SERVER_CHECKED: ReadonlyArray<keyof PaymentDetailsForm> = [
  'providerId',
  'accountNumber',
  'amount',
];

const toasts = createToastQueue();

/** Fields to check afresh: their messages wait for the next blur or press. */
const untouched =
  (names: readonly string[]) =>
  (touched: ReadonlySet<string>): ReadonlySet<string> =>
    new Set([...touched].filter((name) => !names.includes(name)));

function useQuickPayData(): Load {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  useEffect(() => {
    let alive = true;
    void Promise.all([
      api.call('serviceStatus', { query: { serviceId: SERVICE_IDS.billPay } }),
      api.call('providers'),
      api.call('charities'),
    ]).then(([status, providers, charities]) => {
      if (!alive) return;
      if (!status.ok) return setLoad({ kind: 'unavailable' });
      if (!status.data.isActive) return setLoad({ kind: 'inactive', status: status.data });
      // The spec: a failed or empty payee list shows the generic error panel.
      if (!providers.ok || providers.data.length === 0) return setLoad({ kind: 'error' });
      setLoad({
        kind: 'ready',
        providers: providers.data,
        // Data-fetch errors are swallowed (spec 8): no charities, no donation section.
        charities: charities.ok ? charities.data : [],
      });
    });
    return () => {
      alive = false;
    };
  }, []);
  return load;
}

function useAddressLists(wanted: boolean, countryCode: string) {
  const [countries, setCountries] = useState<AddressCountry[]>([]);
  const [states, setStates] = useState<CountryState[]>([]);
  useEffect(() => {
    if (!wanted || countries.length > 0) return;
    let alive = true;
    void api.call('addressCountries').then((result) => {
      if (alive && result.ok) setCountries(result.data);
    });
    return () => {
      alive = false;
    };
  }, [wanted, countries.length]);
  const needStates = wanted && countryCode === INITIAL_STATES_COUNTRY_CODE;
  useEffect(() => {
    if (!needStates || states.length > 0) return;
    let alive = true;
    void api
      .call('countryStates', { params: { id: INITIAL_STATES_COUNTRY_CODE } })
      .then((result) => {
        if (alive && result.ok) setStates(result.data);
      });
    return () => {
      alive = false;
    };
  }, [needStates, states.length]);
  return { countries, states };
}

/** Quick Bill Pay for guests (spec 2.7, 4.6, 5.6–5.9). */
export default function QuickPayScreen() {
  const params = useParams<QuickPayParams>();
  const [, navigate] = useLocation();
  const [state, setState] = useAtom(quickPayAtom);
  const load = useQuickPayData();

  // A fresh transaction on arrival (with the route's prefill), and none left behind on leaving.
  const initialParams = useRef(params);
  useLayoutEffect(() => {
    setState(initialQuickPayState(prefillFromRoute(initialParams.current, window.location.search)));
    return () => setState(initialQuickPayState());
  }, [setState]);

  const providers = load.kind === 'ready' ? load.providers : [];
  const charities = load.kind === 'ready' ? load.charities : [];
  const provider = providers.find((item) => item.providerId === state.details.providerId);

  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [checking, setChecking] = useState(false);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  /**
   * Step 2 found step 0's details invalid again: they show with the repeat's wording (spec 5.6,
   * trailing periods) until step 0 passes.
   */
  const [detailsRechecked, setDetailsRechecked] = useState(false);
  /** Failed Next or SUBMIT presses on this step: the error summary shows (and takes focus). */
  const [attempts, setAttempts] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const { countries, states } = useAddressLists(
    state.activeStep >= 2 && state.activeStep <= REVIEW_STEP,
    state.address.countryCode,
  );

  const touch = (names: readonly string[]) =>
    setTouched((current) => new Set([...current, ...names]));

  const detailsContext = { provider: provider ?? null };
  const detailErrors: DetailsErrors = {};
  for (const name of DETAIL_FIELDS) {
    const message =
      serverErrors[name] ??
      (touched.has(name)
        ? ((detailsRechecked
            ? validateBillPayDetailsField(name, state.details, { ...detailsContext, repeat: true })
            : undefined) ?? validateBillPayDetailsField(name, state.details, detailsContext))
        : undefined);
    if (message) detailErrors[name] = message;
  }
  const cardErrors: CardErrors = {};
  for (const name of CARD_FIELDS) {
    const message = touched.has(name) ? validatePaymentCardField(name, state.card) : undefined;
    if (message) cardErrors[name] = message;
  }
  const addressErrors: AddressErrors = {};
  for (const name of ADDRESS_FIELDS) {
    const message = touched.has(name)
      ? validateBillingAddressField(name, state.address, { required: false })
      : undefined;
    if (message) addressErrors[name] = message;
  }
  const consentErrors: ConsentErrors = {};
  if (touched.has('agreed') || touched.has('captcha')) {
    const consent = validateConsent(state.consent);
    if (!consent.ok) {
      if (touched.has('agreed')) consentErrors.agreed = consent.errors.agreed;
      if (touched.has('captcha')) consentErrors.captcha = consent.errors.captcha;
    }
  }

  // Focus the new step's heading, so keyboard and screen-reader users start at its top.
  const previousStep = useRef(state.activeStep);
  useEffect(() => {
    if (previousStep.current !== state.activeStep) {
      headingRef.current?.focus();
      // A step that FINISH or a re-check sent the customer back to opens with its error summary.
      setAttempts(state.invalidStep === state.activeStep ? 1 : 0);
    }
    previousStep.current = state.activeStep;
  }, [state.activeStep, state.invalidStep]);

  const changeDetails = useCallback(
    <K extends keyof PaymentDetailsForm>(name: K, value: PaymentDetailsForm[K]) => {
      setServerErrors((current) => {
        if (!(name in current) && !SERVER_CHECKED.includes(name)) return current;
        const next = { ...current };
        for (const key of SERVER_CHECKED) delete next[key];
        return next;
      });
      setFormError('');
      setState((current) => {
        if (current.details[name] === value) return current;
        const updated = { ...current, details: { ...current.details, [name]: value } };
        return SERVER_CHECKED.includes(name) ? invalidateDetails(updated) : updated;
      });
    },
    [setState],
  );
  const changeCard = (name: keyof CardForm, value: string) =>
    setState((current) => ({ ...current, card: { ...current.card, [name]: value } }));
  const changeAddress = (name: keyof AddressForm, value: string) =>
    setState((current) => ({ ...current, address: { ...current.address, [name]: value } }));
  const changeCountry = (countryCode: string) =>
    setState((current) => ({
      ...current,
      address: changeBillingCountry(current.address, countryCode),
    }));

  /** Step 0's server checks: the account (ACTIVE, name on account), then the fee's total. */
  async function checkDetailsOnServer(current: QuickPayState): Promise<QuickPayState | null> {
    const amount = parseAmount(current.details.amount);
    const providerId = current.details.providerId;
    if (amount === undefined || providerId === null) return null;
    const account = await api.call('validateAccount', {
      query: {
        providerId,
        accountNumber: current.details.accountNumber.trim(),
        amount: Number(toDecimalString(amount)),
      },
    });
    if (!account.ok || account.data.status !== ACCOUNT_ACTIVE) {
      if (!account.ok && account.reason !== 'refused') {
        setFormError(account.msg);
        return null;
      }
      const data = (account.ok ? account.data : account.data) as { field?: unknown } | undefined;
      const field = data?.field === 'amount' ? 'amount' : 'accountNumber';
      setServerErrors({ [field]: account.msg || billPayMessages.accountNumberInvalid });
      setAttempts((count) => count + 1);
      return null;
    }
    let serverTotal = null;
    let customerCardRate = provider?.customerCardRate ?? 0;
    if (payeeChargesFee(provider)) {
      const total = await api.call('customerPaymentAmount', {
        query: { billpayAmount: Number(toDecimalString(amount)), merchantId: providerId },
      });
      const cents = total.ok ? parseAmount(total.data.customerPaymentAmt) : undefined;
      if (!total.ok || cents === undefined) {
        setFormError(errorMessages.feeCalculationFailed);
        return null;
      }
      serverTotal = cents;
      customerCardRate = total.data.customerCardRate;
    }
    return {
      ...current,
      accountHolderName: account.data.nameonaccount ?? '',
      serverTotal,
      customerCardRate,
    };
  }

  /** The first of steps 0–2 whose local checks fail, or null. */
  function firstInvalidStep(current: QuickPayState): number | null {
    if (!validateBillPayDetails(current.details, detailsContext).ok) return 0;
    if (!validatePaymentCard(current.card).ok) return 1;
    if (!validateBillingAddress(current.address, { required: false }).ok) return 2;
    return null;
  }

  function failStep(fields: readonly string[]) {
    touch(fields);
    setAttempts((count) => count + 1);
  }

  async function next() {
    setFormError('');
    const step = state.activeStep;
    if (step === 0) {
      const result = validateBillPayDetails(state.details, detailsContext);
      if (!result.ok) return failStep(DETAIL_FIELDS);
      setDetailsRechecked(false);
      if (state.validatedSteps.includes(0)) return setState(passStep);
      setChecking(true);
      try {
        const checked = await checkDetailsOnServer(state);
        if (checked) setState(passStep(checked));
      } finally {
        setChecking(false);
      }
      return;
    }
    if (step === 1) {
      const result = validatePaymentCard(state.card);
      if (!result.ok) return failStep(CARD_FIELDS);
      return setState(passStep);
    }
    if (step === 2) {
      const result = validateBillingAddress(state.address, { required: false });
      if (!result.ok) return failStep(ADDRESS_FIELDS);
      // Spec 5.6: step 2 repeats the payee, amount, account and email checks; details edited
      // since step 0 passed send the customer back there, with the repeat's messages.
      const repeat = validateBillPayDetails(state.details, { ...detailsContext, repeat: true });
      if (!repeat.ok) {
        setDetailsRechecked(true);
        touch(DETAIL_FIELDS);
        return setState(finish(state, 0));
      }
      return setState(passStep);
    }
  }

  function finishNow() {
    setFormError('');
    const invalid = firstInvalidStep(state);
    setState(finish(state, invalid));
    if (invalid !== null) {
      touch(invalid === 0 ? DETAIL_FIELDS : invalid === 1 ? CARD_FIELDS : ADDRESS_FIELDS);
    }
  }

  async function submit() {
    if (state.loading === 'pending') return;
    const consent = validateConsent(state.consent);
    if (!consent.ok) {
      return failStep(['agreed', 'captcha']);
    }
    const invalid = firstInvalidStep(state);
    if (invalid !== null) return finishNow();
    const body = buildSubmission(state, provider);
    setState(submitStarted);
    const result = await api.call('postBillPay', { body }, { submissionId: state.submissionId });
    if (result.ok) {
      setState((current) =>
        submitSucceeded(current, result.data.orderId, result.data.htmlForm ?? ''),
      );
    } else {
      setState((current) => submitFailed(current, result.msg));
      setTouched(untouched(['captcha']));
      setCaptchaResetKey((key) => key + 1);
    }
  }

  function newTransaction() {
    setDetailsRechecked(false);
    setTouched(new Set());
    setServerErrors({});
    setFormError('');
    setState(initialQuickPayState());
    navigate('/quickpay', { replace: true });
  }

  // The embedded result page asks the parent for the receipt (spec 4.6), or, when the card was
  // declined, for another try: back to the card step with the decline message and nothing lost.
  const resultOrder = state.result.status === 'success' ? state.result.orderId : undefined;
  useEffect(() => {
    if (!resultOrder) return;
    const origin = apiOrigin('/api/', window.location.href);
    const onMessage = (event: MessageEvent) => {
      const request = resultFrameMessage(event, origin);
      if (!request || request.orderId !== resultOrder) return;
      if (request.type === 'retry') {
        setTouched(untouched(['cvv', 'captcha']));
        setCaptchaResetKey((key) => key + 1);
        setState(retryWithAnotherCard);
        setFormError(request.message);
        return;
      }
      const { orderId } = request;
      void api.call('downloadReceipt', { query: { orderId } }).then((file) => {
        if (file.ok) saveFile(file.data);
        else
          showToast(
            toasts,
            { tone: 'error', message: errorMessages.receiptDownloadFailed },
            { timeout: 10_000 },
          );
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [resultOrder, setState]);

  const stepErrors: Record<string, string | undefined> =
    state.activeStep === 0
      ? detailErrors
      : state.activeStep === 1
        ? cardErrors
        : state.activeStep === 2
          ? addressErrors
          : state.activeStep === REVIEW_STEP
            ? { ...consentErrors }
            : {};
  const summary = Object.entries(stepErrors)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, message]) => ({ id: fieldId(name), message }));

  const labels = stepLabels(state);
  const steps = labels.map((label, index) => ({
    id: `step-${index}`,
    label,
    isInvalid: state.invalidStep === index,
  }));

  const submitting = state.loading === 'pending';
  const onResult = state.activeStep >= RESULT_STEP;
  const breakdown = breakdownFor(state, provider);
  const failure = state.result.status === 'failed' ? state.result.message : null;

  let body;
  if (load.kind === 'loading') {
    body = (
      <Centered>
        <Spinner label="Loading" layout="stacked" />
      </Centered>
    );
  } else if (load.kind === 'unavailable') {
    body = <SystemAlertPanel title={errorMessages.serviceUnavailable} html="" tone="warning" />;
  } else if (load.kind === 'inactive') {
    const tone = load.status.messageType;
    body = (
      <SystemAlertPanel
        title={load.status.statusTitle ?? errorMessages.serviceUnavailable}
        html={load.status.statusMessage ?? ''}
        tone={tone === 'error' || tone === 'info' || tone === 'success' ? tone : 'warning'}
      />
    );
  } else if (load.kind === 'error') {
    body = (
      <ErrorPanel
        title={errorMessages.somethingWentWrong}
        message={errorMessages.somethingWentWrongDetail}
        onTryAgain={() => window.location.reload()}
        contactHref="/contact"
      />
    );
  } else {
    const stepLabel = labels[Math.min(state.activeStep, REVIEW_STEP)];
    body = (
      <>
        <Stepper
          aria-label="Bill payment steps"
          steps={steps}
          activeStep={Math.min(state.activeStep, REVIEW_STEP)}
          completedSteps={onResult ? [0, 1, 2, REVIEW_STEP] : state.validatedSteps}
          isDisabled={submitting || checking || onResult}
          {...(onResult
            ? {}
            : { onStepPress: (index: number) => setState(editStep(state, index)) })}
        />
        <StepForm
          noValidate
          aria-labelledby="quickpay-step-heading"
          onSubmit={(event) => {
            event.preventDefault();
            if (state.activeStep === REVIEW_STEP) void submit();
            else if (!onResult) void next();
          }}
        >
          <SectionTitle id="quickpay-step-heading" ref={headingRef} tabIndex={-1}>
            {stepLabel}
          </SectionTitle>
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <FormErrorSummary
            errors={attempts > 0 ? summary : []}
            submitCount={attempts}
            headingLevel={3}
          />
          {state.activeStep === 0 ? (
            <PaymentDetailsStep
              details={state.details}
              providers={providers}
              charities={charities}
              errors={detailErrors}
              accountHolderName={state.accountHolderName}
              onChange={changeDetails}
              onBlur={(name) => touch([name])}
            />
          ) : null}
          {state.activeStep === 1 ? (
            <CardDetailsStep
              card={state.card}
              errors={cardErrors}
              onChange={changeCard}
              onBlur={(name) => touch([name])}
            />
          ) : null}
          {state.activeStep === 2 ? (
            <BillingAddressStep
              address={state.address}
              countries={
                countries.length > 0
                  ? countries
                  : [{ isoCode: DEFAULT_BILLING_COUNTRY_CODE, name: 'Trinidad and Tobago' }]
              }
              states={states}
              errors={addressErrors}
              onChange={changeAddress}
              onCountryChange={changeCountry}
              onBlur={(name) => touch([name])}
            />
          ) : null}
          {state.activeStep === REVIEW_STEP ? (
            <ReviewStep
              state={state}
              provider={provider}
              charities={charities}
              countries={countries}
              breakdown={breakdown}
              errors={consentErrors}
              captchaResetKey={captchaResetKey}
              isDisabled={submitting}
              onEdit={(step) => setState(editStep(state, step))}
              onAgreedChange={(agreed) => {
                touch(['agreed']);
                setState((current) => ({ ...current, consent: { ...current.consent, agreed } }));
              }}
              onCaptchaChange={(captcha) =>
                setState((current) => ({ ...current, consent: { ...current.consent, captcha } }))
              }
            />
          ) : null}
          {state.activeStep === REVIEW_STEP && failure !== null ? (
            failure ? (
              <Alert tone="error" data-testid="quickpay-failure">
                {failure}
              </Alert>
            ) : (
              <ErrorPanel
                title={errorMessages.somethingWentWrong}
                message={errorMessages.somethingWentWrongDetail}
                onTryAgain={() => window.location.reload()}
                contactHref="/contact"
              />
            )
          ) : null}
          {onResult && state.result.status === 'success' ? (
            <ResultStep orderId={state.result.orderId} htmlForm={state.result.htmlForm} />
          ) : null}
          <Actions>
            {onResult ? (
              <Button onPress={newTransaction}>{screenText.newTransaction}</Button>
            ) : (
              <>
                <Button
                  variant="outline"
                  isDisabled={state.activeStep === 0 || submitting || checking}
                  onPress={() => setState(goBack)}
                >
                  {screenText.back}
                </Button>
                <ActionGroup>
                  {canFinish(state) ? (
                    <Button variant="secondary" isDisabled={checking} onPress={finishNow}>
                      {screenText.finish}
                    </Button>
                  ) : null}
                  {state.activeStep === REVIEW_STEP ? (
                    <Button
                      // A new button per attempt: the double-click guard never swallows a retry.
                      key={`submit-${captchaResetKey}`}
                      type="submit"
                      preventDoubleActivation
                      isPending={submitting}
                      pendingLabel={screenText.processingYourRequest}
                    >
                      {screenText.submitPayment}
                    </Button>
                  ) : (
                    <Button type="submit" isPending={checking} pendingLabel="Checking your account">
                      {screenText.next}
                    </Button>
                  )}
                </ActionGroup>
              </>
            )}
          </Actions>
        </StepForm>
      </>
    );
  }

  return (
    <Screen>
      <Heading>{screenText.quickBillPayTitle}</Heading>
      {body}
      <ToastRegion queue={toasts} />
    </Screen>
  );
}
