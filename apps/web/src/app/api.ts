import { createApiClient } from '@yo/domain';
import { apiSettings } from './apiSettings';
import { sessionExpired } from './session';

/** The one API client of the app (its settings in apiSettings). */
export const api = createApiClient({
  ...apiSettings,
  // Spec 4.3: the session is already cleared; the alert shows on POSTs, then /login.
  onSessionExpired: (event) => sessionExpired(event.alert),
});
