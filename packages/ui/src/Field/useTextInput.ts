import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
  type Ref,
} from 'react';
import type { FieldErrorMessage } from './Field.js';

/** The props of a plain text input that its state is made of (TextField's, TextArea's). */
export interface TextInputOptions {
  id?: string | undefined;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage | undefined;
  isInvalid?: boolean | undefined;
  isRequired?: boolean | undefined;
  isDisabled?: boolean | undefined;
  isReadOnly?: boolean | undefined;
  value?: string | undefined;
  defaultValue?: string | undefined;
  onChange?: ((value: string) => void) | undefined;
  validate?: ((value: string) => string | string[] | true | null | undefined) | undefined;
  validationBehavior?: 'aria' | 'native' | undefined;
  'aria-describedby'?: string | undefined;
}

const errorsOf = (result: string | string[] | true | null | undefined) =>
  typeof result === 'string' ? [result] : Array.isArray(result) ? result : [];

interface BrowserCheck {
  message: string;
  validity: ValidityState;
}

const VALIDITY_KEYS = [
  'badInput',
  'customError',
  'patternMismatch',
  'rangeOverflow',
  'rangeUnderflow',
  'stepMismatch',
  'tooLong',
  'tooShort',
  'typeMismatch',
  'valid',
  'valueMissing',
] as const;

/** A copy of the element's live ValidityState, as it was when read. */
const copyValidity = (validity: ValidityState) =>
  Object.fromEntries(
    VALIDITY_KEYS.map((key) => [key, Boolean(validity[key])]),
  ) as unknown as ValidityState;

/**
 * The validity handed to a function `errorMessage`: the browser's last reading with `validate`'s
 * error as the custom one; before any reading, what is known without one (a required empty value).
 */
function validityDetails(check: BrowserCheck | null, empty: boolean, customError: boolean) {
  const browser =
    check?.validity ?? copyValidity({ valid: !empty, valueMissing: empty } as ValidityState);
  return { ...browser, customError, valid: browser.valid && !customError } as ValidityState;
}

/** Points a ref given as a prop (an object or a function) at `node`. */
export function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * The state of a plain text input (TextField, TextArea) as react-aria's text field had it: the
 * ids that tie the label, description and error to the input, and the validation shown.
 * - `aria` (default): the field is invalid when `isInvalid` is set or `validate` returns an
 *   error, shown as the value changes; the form still submits, so the app shows its summary.
 * - `native`: the browser also blocks submission (`required`, `validate`'s error as the custom
 *   validity); the errors show once a submission was blocked, and follow the value from then on.
 * Takes the component's props; what is not its own comes back as `attributes` for the element.
 */
export function useTextInput<
  Element extends HTMLInputElement | HTMLTextAreaElement,
  Props extends TextInputOptions,
>(props: Props) {
  const {
    id,
    description,
    errorMessage,
    isInvalid: invalidProp,
    isRequired,
    isDisabled,
    isReadOnly,
    value: controlledValue,
    defaultValue,
    onChange,
    validate,
    validationBehavior = 'aria',
    'aria-describedby': describedByProp,
    ...attributes
  } = props;
  const ownId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const value = controlledValue ?? ownValue;
  // What the browser's own constraints (required, type, pattern, length) say of the value, read
  // from the element when it changes or a submission is blocked; `validate`'s error is apart.
  const [browserCheck, setBrowserCheck] = useState<BrowserCheck | null>(null);
  const [blocked, setBlocked] = useState(false);
  const element = useRef<Element | null>(null);
  const native = validationBehavior === 'native';
  const validateErrors = errorsOf(validate?.(value));
  const shown = !native || blocked;
  const browserErrors = native && browserCheck?.message ? [browserCheck.message] : [];
  const validationErrors = !shown ? [] : validateErrors.length > 0 ? validateErrors : browserErrors;
  const isInvalid = invalidProp === true || validationErrors.length > 0;
  const message =
    typeof errorMessage === 'function'
      ? errorMessage({
          isInvalid,
          validationErrors,
          validationDetails: validityDetails(
            browserCheck,
            isRequired === true && value === '',
            validateErrors.length > 0,
          ),
        })
      : (errorMessage ?? validationErrors.join(' '));
  const descriptionId = description ? `${ownId}-description` : undefined;
  const errorId = isInvalid && message ? `${ownId}-error` : undefined;
  const describedBy = [describedByProp, descriptionId, errorId].filter(Boolean).join(' ');
  // The field and its box carry the states their styles read, as react-aria's did.
  const states = {
    'data-invalid': isInvalid || undefined,
    'data-disabled': isDisabled || undefined,
    'data-readonly': isReadOnly || undefined,
  };
  const customValidity = native ? validateErrors.join(' ') : '';
  useEffect(() => {
    element.current?.setCustomValidity(customValidity);
  }, [customValidity]);
  const check = (node: Element) => {
    // Without the custom validity for a moment, so the message is the browser's own.
    node.setCustomValidity('');
    setBrowserCheck({ message: node.validationMessage, validity: copyValidity(node.validity) });
    node.setCustomValidity(customValidity);
  };
  const setElement = useCallback((node: Element | null) => {
    element.current = node;
  }, []);
  return {
    attributes,
    setElement,
    field: { states, descriptionId, errorId, message, isRequired, description },
    inputProps: {
      id: id ?? `${ownId}-input`,
      value,
      onChange: (event: ChangeEvent<Element>) => {
        if (controlledValue === undefined) setOwnValue(event.target.value);
        check(event.target);
        onChange?.(event.target.value);
      },
      onInvalid: native
        ? (event: { currentTarget: Element }) => {
            setBlocked(true);
            check(event.currentTarget);
          }
        : undefined,
      required: native && isRequired ? true : undefined,
      'aria-required': isRequired || undefined,
      'aria-invalid': isInvalid || undefined,
      'aria-describedby': describedBy || undefined,
      disabled: isDisabled,
      readOnly: isReadOnly,
      ...states,
    },
  };
}

/** What TextInputFrame shows around the control: `useTextInput`'s `field`. */
export type TextInputFieldState = ReturnType<typeof useTextInput>['field'];
