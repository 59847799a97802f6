/// <reference types="@cloudflare/vitest-pool-workers/types" />
import type { D1Migration } from 'cloudflare:test';

// The bindings the workers test project gives every test file (vitest.config.ts).
declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database;
      DB_2: D1Database;
      DB_3: D1Database;
      DB_4: D1Database;
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
