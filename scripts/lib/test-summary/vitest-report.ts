/**
 * Counts a vitest JSON report (`--reporter=json`). Vitest tests are never skipped on purpose in this
 * project: `.skip`, `.todo`, `skipIf`/`runIf` and `ctx.skip()` all count as failures, so a test that
 * stops running is noticed. A test file that fails outside its tests (it does not load or collect, or
 * a hook throws) is one failure of its own, whatever its tests show.
 */
import { z } from 'zod';
import { emptyCount, failure, type LayerCount } from './layer';

const assertion = z.object({ fullName: z.string(), status: z.string() });
const testFile = z.object({
  name: z.string(),
  status: z.string(),
  message: z.string().optional(),
  assertionResults: z.array(assertion),
});
const report = z.object({ testResults: z.array(testFile) });

export function countVitest(json: unknown, root = process.cwd()): LayerCount | null {
  const parsed = report.safeParse(json);
  if (!parsed.success) return null;
  const count = emptyCount();
  for (const file of parsed.data.testResults) {
    const name = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const fileFailed = file.status === 'failed';
    const testsFailed = file.assertionResults.some((t) => t.status === 'failed');
    for (const test of file.assertionResults) {
      if (test.status === 'passed') count.passed++;
      else if (test.status === 'failed') failure(count, `vitest: ${name} > ${test.fullName} failed`);
      // Tests left unrun by their file's own failure are part of that one failure, counted below.
      else if (!(fileFailed && !testsFailed)) failure(count, `vitest: ${name} > ${test.fullName} is ${test.status} (vitest tests are never skipped)`);
    }
    if (fileFailed && (file.message || !testsFailed)) {
      failure(count, `vitest: ${name} failed outside its tests: ${file.message || 'a hook threw or the file did not collect'}`);
    }
  }
  return count;
}
