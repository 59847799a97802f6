/**
 * The D1 bindings of the workers test project (vitest.config.ts). Each harness takes one that no open
 * harness holds, so two harnesses open at once in one test file never share a database.
 */
export const HARNESS_DATABASES = ['DB', 'DB_2', 'DB_3', 'DB_4'] as const;
