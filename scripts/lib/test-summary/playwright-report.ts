/**
 * Counts a Playwright JSON report. A skipped test passes only when it was skipped on purpose, which
 * in this project means `test.skip(condition, 'reason')`: Playwright records that as an annotation
 * `{ type: 'skip', description: 'reason' }`. A skip without a reason, `test.fixme`, or a test that did
 * not run for any other reason (a serial group after a failure, an interrupted run) is a failure.
 * Errors outside tests (a spec file that does not load, a web server that does not start) count one each.
 */
import { z } from 'zod';
import { emptyCount, failure, type LayerCount } from './layer';

const annotation = z.object({ type: z.string(), description: z.string().optional() });
const test = z.object({
  status: z.string(),
  annotations: z.array(annotation).default([]),
  results: z.array(z.object({ annotations: z.array(annotation).default([]) })).default([]),
});
const spec = z.object({ title: z.string(), file: z.string(), tests: z.array(test) });
interface Suite {
  specs: z.infer<typeof spec>[];
  suites?: Suite[] | undefined;
}
const suite: z.ZodType<Suite> = z.lazy(() => z.object({ specs: z.array(spec), suites: z.array(suite).optional() }));
const report = z.object({ suites: z.array(suite), errors: z.array(z.object({ message: z.string().optional() })).default([]) });

const skippedOnPurpose = (t: z.infer<typeof test>) =>
  [...t.annotations, ...t.results.flatMap((r) => r.annotations)].some((a) => a.type === 'skip' && (a.description ?? '').trim() !== '');

function* specsOf(suites: Suite[]): Generator<z.infer<typeof spec>> {
  for (const s of suites) {
    yield* s.specs;
    yield* specsOf(s.suites ?? []);
  }
}

export function countPlaywright(json: unknown): LayerCount | null {
  const parsed = report.safeParse(json);
  if (!parsed.success) return null;
  const count = emptyCount();
  for (const s of specsOf(parsed.data.suites)) {
    for (const t of s.tests) {
      const name = `${s.file} > ${s.title}`;
      if (t.status === 'expected' || t.status === 'flaky') count.passed++;
      else if (t.status === 'skipped' && skippedOnPurpose(t)) count.skipped.push(`playwright: ${name}`);
      else if (t.status === 'skipped') failure(count, `playwright: ${name} was skipped without a reason (use test.skip(condition, 'reason'))`);
      else failure(count, `playwright: ${name} ${t.status === 'unexpected' ? 'failed' : `is ${t.status}`}`);
    }
  }
  for (const e of parsed.data.errors) failure(count, `playwright: ${(e.message ?? 'an error outside the tests').split('\n')[0]}`);
  return count;
}
