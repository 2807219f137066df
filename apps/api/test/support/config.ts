import { loadConfig, type Config } from '../../src/config.js';

/** Local defaults with a cheap password hash (tests only) and quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    logLevel: 'silent',
    passwordHashing: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    outboxPollMs: 50,
    // The top-up worker's timer is off: it would fail fixtures' Pending top-ups as abandoned
    // sales; tests that deliver run it by hand (app.topUp.sweep(), deliver()).
    topUpDeliveryPollMs: 0,
    // Changes made in the database by a test show at the next request (reference-cache.test.ts
    // checks the real window).
    referenceMaxAgeMs: 0,
    ...overrides,
  };
}
