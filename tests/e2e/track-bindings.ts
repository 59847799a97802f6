/**
 * Test-only secrets the end-to-end servers get as bindings (scripts/lib/local-d1.ts testBindings;
 * playwright.config.ts passes them in the servers' environment). Known to the tests, so they can sign
 * a platform event the way the platform does. Never used outside the test servers.
 */
export const E2E_WEBHOOK_SECRET = 'e2e-platform-webhook-secret';

/** The environment of every test server. */
export const E2E_SERVER_ENV = { E2E_WEBHOOK_SECRET };
