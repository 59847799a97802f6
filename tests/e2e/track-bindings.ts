/**
 * Test-only secrets the end-to-end servers get as bindings (scripts/lib/local-d1.ts testBindings;
 * playwright.config.ts passes them in the servers' environment). Known to the tests, so they can sign
 * a platform event the way the platform does and log into the gated fixture store. Never used outside
 * the test servers; an ungated store ignores the access-code hash.
 */
export const E2E_WEBHOOK_SECRET = 'e2e-platform-webhook-secret';

/** The gated fixture store's access code, and its hash (hashAccessCode() of src/server/gate/access-code.ts). */
export const E2E_ACCESS_CODE = 'harbor-crew-2026';
const E2E_ACCESS_CODE_HASH = 'pbkdf2-sha256$100000$9FHZwwdcMnD_CeAcy8DGhA$fzqHM-duB8YfDaVOh3IZbRCY5SN2fum-mB_5FtW18E4';

/** The environment of every test server. */
export const E2E_SERVER_ENV = { E2E_WEBHOOK_SECRET, E2E_ACCESS_CODE_HASH };
