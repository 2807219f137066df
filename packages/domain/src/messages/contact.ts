/** 5.11 Contact form. */
import { withProductName } from '../constants.js';

export const contactMessages = {
  nameEmpty: 'Name cannot be empty',
  nameInvalid: 'Name cannot include special symbols or numbers',
  emailEmpty: 'Email cannot be empty',
  // The spec gives no text for a badly formed contact email; 5.6's is the nearest.
  emailInvalid: 'Email is invalid',
  messageEmpty: 'Message cannot be empty',
  // The spec gives no text for the optional mobile ("digits only, max 15"); 5.6's is the nearest.
  mobileInvalid: 'Phone number is invalid',
  subject: (name: string) => `New contact request from ${name}`,
  sent: withProductName("Message sent. Thank you for contacting the product's support."),
  failed: 'Failed to send message. Please try again later.',
} as const;
