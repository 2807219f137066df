/** 5.11 Contact form. */
import { CONTACT_MOBILE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH } from '../constants.js';
import { contactMessages } from '../messages.js';
import {
  NAME_PATTERN,
  defineForm,
  field,
  isFilled,
  matches,
  maxLength,
  optionally,
} from './core.js';
import { isValidEmail } from './email.js';

export interface ContactValues {
  name: string;
  email: string;
  mobile: string;
  message: string;
}
export type ContactField = keyof ContactValues;

const contactForm = defineForm<ContactValues, ContactField>(() => ({
  name: field('name', [
    [isFilled, contactMessages.nameEmpty],
    [matches(NAME_PATTERN), contactMessages.nameInvalid],
    [maxLength(CONTACT_NAME_MAX_LENGTH), contactMessages.nameInvalid],
  ]),
  email: field('email', [
    [isFilled, contactMessages.emailEmpty],
    [isValidEmail, contactMessages.emailInvalid],
  ]),
  mobile: field('mobile', [
    [optionally(matches(/^\d+$/)), contactMessages.mobileInvalid],
    [maxLength(CONTACT_MOBILE_MAX_LENGTH), contactMessages.mobileInvalid],
  ]),
  message: field('message', [[isFilled, contactMessages.messageEmpty]]),
}));

export function validateContactField(name: ContactField, values: Partial<ContactValues>) {
  return contactForm.field(name, values, undefined);
}
export function validateContact(values: Partial<ContactValues>) {
  return contactForm.validate(values, undefined);
}
