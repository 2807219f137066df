export * from './state';
export * from './registration';
export { appSignupServices } from './services';
export { useSignupForm, type SignupForm } from './useSignupForm';
export { useSignup } from './useSignup';
export * from './values';
