import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { LimitCounters } from '../../http/limit-store.js';
import type { Captcha } from '../../integrations/captcha.js';
import { registerCodeRoutes } from './code-routes.js';
import { LoginGuard } from './login-guard.js';
import { registerLoginRoutes } from './login.js';
import { registerPasswordResetRoutes } from './password-reset.js';
import { registerRegistrationRoutes } from './registration.js';

export { RESET_LINK_MINUTES } from './password-reset.js';

/** What the auth routes need beside the context. */
export interface AuthDependencies {
  server: FastifyInstance;
  /** The limits' counters (Redis, or the process): the login guard counts failures there. */
  limitCounters: LimitCounters;
  captcha: Captcha;
}

/**
 * The auth calls (section 7: users/*), one file per capability: login, codes, registration,
 * password reset. A new capability is a file of its own registered here.
 */
export function registerAuthRoutes(context: AppContext, deps: AuthDependencies): void {
  const guard = new LoginGuard({
    db: context.db,
    counters: deps.limitCounters,
    captcha: deps.captcha,
    baseMaxCounter: context.config.captchaMaxCounter,
    rateLimitScale: context.config.rateLimitScale,
    wakeOutbox: context.wakeOutbox,
    log: deps.server.log,
  });
  registerLoginRoutes(context, { server: deps.server, guard });
  registerCodeRoutes(context);
  registerRegistrationRoutes(context);
  registerPasswordResetRoutes(context, { server: deps.server });
}
