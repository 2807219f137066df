import { contactMessages } from './contact.js';

/** Section 8: error catalogue (texts shown to the user). */
export const errorMessages = {
  httpStatus: (status: number | string) => `An error has occurred: ${status}`,
  unreadableResponse: 'An error has occurred. Please try back again later',
  serverCommunication: 'Server communication error. Please try again later',
  otpSendFailed: 'There was an issue sending the OTP code',
  resetPasswordFailed: 'Unable to reset password. Please try again later.',
  serviceUnavailable: 'Service Temporarily Unavailable',
  sessionExpired: 'Session Expired. Please login again',
  pageNotFound: '404 Page not found',
  receiptDownloadFailed: 'Error downloading file. Please try again later',
  somethingWentWrong: 'OOPs...Something went wrong.',
  somethingWentWrongDetail:
    "It happens to the best of us. Please try again and if it still doesn't work, contact us. Our call centre is always ready to help you troubleshoot.",
  feeCalculationFailed: 'Error Calculating Total',
  contactSent: contactMessages.sent,
  contactFailed: contactMessages.failed,
  cardAddFailed: (serverError: string) => `Failed to add card: "${serverError}"`,
} as const;
