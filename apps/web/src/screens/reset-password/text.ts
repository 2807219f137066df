/** The reset screen's labels and help (the spec's own messages come from @yo/domain). */
export const resetText = {
  lead: 'Choose a new password for your Yo account.',
  password: 'New Password',
  passwordHint:
    'At least 8 characters, with an uppercase and a lowercase letter, a number and one of # ? ! @ $ % ^ & * . -',
  showPassword: 'Show new password',
  confirmPassword: 'Confirm Password',
  showConfirmPassword: 'Show confirm password',
  close: 'Close',
  submitting: 'Resetting your password',
  missingRefTitle: 'This link is incomplete',
  missingRef:
    'The password reset link is missing its reference. Open the link from the email again, or ask for a new one with Forgot Password on the login page.',
  toLogin: 'Go to Login',
  toHome: 'Back to Home',
} as const;
