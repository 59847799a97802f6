import { readFile, writeFile, mkdir } from 'node:fs/promises';

const FILE = 'docs/benchmarks.md';

/** Replaces (or appends) one `## name` section of docs/benchmarks.md, keeping the others. */
export async function writeBenchmarkSection(name: string, body: string): Promise<void> {
  await mkdir('docs', { recursive: true });
  let text = '# Benchmarks\n\nFigures written by the scripts in `scripts/bench/`; rerun them to refresh.\n';
  try {
    text = await readFile(FILE, 'utf8');
  } catch {
    // first run
  }
  const section = `## ${name}\n\n${body.trim()}\n`;
  const pattern = new RegExp(`## ${name}\\n[\\s\\S]*?(?=\\n## |$)`);
  text = pattern.test(text) ? text.replace(pattern, section) : `${text.trimEnd()}\n\n${section}`;
  await writeFile(FILE, text);
}
