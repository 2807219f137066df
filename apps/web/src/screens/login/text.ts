/** The login screen's labels and help (the spec's own messages come from @yo/domain). */
export const loginText = {
  title: 'Login',
  lead: 'Log in to pay bills, top up phones and see your activity.',
  email: 'Email',
  password: 'Password',
  showPassword: 'Show password',
  checking: 'Checking your details',
  noAccount: "Don't have an account?",
  forgotTitle: 'Forgot Password',
  forgotLead:
    'Enter the email of your Yo account and we will send you a link to reset your password.',
  forgotEmail: 'Email',
  sendingLink: 'Sending the reset link',
  summaryTitle: 'There is a problem',
} as const;
