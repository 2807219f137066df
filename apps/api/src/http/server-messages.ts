import { serverMessages as domainServerMessages } from '@yo/domain';

/**
 * The server's own texts come from @yo/domain. `phoneAddNeedsSms` is not there yet: it is kept
 * here alone until the domain package takes it (reported), so no other text lives in the API.
 */
export const serverMessages = {
  ...domainServerMessages,
  phoneAddNeedsSms: 'A new mobile number is verified by a code sent to it by SMS.',
} as const;
