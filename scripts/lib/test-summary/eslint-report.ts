/**
 * Counts ESLint's JSON report (`eslint --format json`). The lint layer is one check that passes when
 * no file has an error; every error is one failure of its own, named by file, line and rule, so the
 * closing line shows how many there are. Warnings are neither (they are printed by ESLint itself).
 */
import { z } from 'zod';
import { emptyCount, failure, type LayerCount } from './layer';

const message = z.object({ ruleId: z.string().nullable().optional(), severity: z.number(), message: z.string(), line: z.number().optional() });
const report = z.array(z.object({ filePath: z.string(), messages: z.array(message) }));

export function countEslint(json: unknown, root = process.cwd()): LayerCount | null {
  const parsed = report.safeParse(json);
  if (!parsed.success) return null;
  const count = emptyCount();
  for (const file of parsed.data) {
    const name = file.filePath.startsWith(root) ? file.filePath.slice(root.length + 1) : file.filePath;
    for (const m of file.messages) {
      if (m.severity === 2) failure(count, `eslint: ${name}:${m.line ?? 0} ${m.ruleId ?? 'parse error'}: ${m.message}`);
    }
  }
  if (count.failed === 0) count.passed = 1;
  return count;
}
