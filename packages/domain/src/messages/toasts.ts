/** Section 8: toasts and notices. */
export const toastMessages = {
  smsCodeSent: (phone: string) => `A SMS verification code has been sent to: ${phone}`,
  emailCodeSent: (email: string) => `A email verification code has been sent to: ${email}`,
  resetLinkSent: (email: string) => `Password reset link has been sent to: ${email}`,
  passwordReset: 'Password successfully reset',
  mobileRemoved: 'Mobile number removed successfully',
  primaryMobileChanged: 'Primary mobile number has been changed',
  paymentMethodRemoved: 'Payment method removed successfully',
  cardAdded: 'Successfully added new card',
  cardUpdated: 'Card details updated successfully',
  profileUpdated: 'Profile updated successfully',
} as const;
