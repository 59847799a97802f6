/**
 * Makes the encrypted #preview= fragment that overrides a preview build's theme (src/lib/preview-crypto.ts,
 * docs/decisions.md "Page chrome").
 *
 *   npx tsx scripts/preview-fragment.ts --new-key
 *   PREVIEW_THEME_KEY=<key> npx tsx scripts/preview-fragment.ts --store demo --theme theme.json [--days 7] [--url https://preview.example/]
 *   PREVIEW_THEME_KEY=<key> npx tsx scripts/preview-fragment.ts --store demo --json '{"primaryColor":"#0b6e4f"}'
 *
 * The theme is a partial theme (src/lib/preview-theme.ts): primaryColor, button { backgroundColor,
 * textColor, hoverColor }, headingFont, bodyFont, notification, hero { title, body, ctaText }. It is
 * validated before sealing, so a fragment this script prints is one the preview build applies.
 */
import { readFile } from 'node:fs/promises';
import { newPreviewKey, parsePreviewKey, PREVIEW_PARAM, sealPreview } from '../src/lib/preview-crypto';
import { PREVIEW_PAYLOAD_VERSION, previewThemeSchema, type PreviewPayload } from '../src/lib/preview-theme';
import { parseArgs } from './lib/run';

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.has('new-key')) {
    console.log(newPreviewKey());
    return;
  }
  const key = String(args.get('key') ?? process.env.PREVIEW_THEME_KEY ?? '');
  if (!parsePreviewKey(key)) throw new Error('Set PREVIEW_THEME_KEY (or --key) to the preview build\'s key: 32 bytes in base64url (--new-key makes one)');
  const store = args.get('store');
  if (typeof store !== 'string') throw new Error('--store <slug> is required: a fragment opens only on the store it was made for');
  const source = args.get('json') ?? (typeof args.get('theme') === 'string' ? await readFile(String(args.get('theme')), 'utf8') : null);
  if (typeof source !== 'string') throw new Error('Give the theme with --theme <file.json> or --json \'{...}\'');
  const parsed = previewThemeSchema.safeParse(JSON.parse(source));
  if (!parsed.success) throw new Error(`The theme is not a valid preview theme:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  const days = Number(args.get('days') ?? 7);
  const payload: PreviewPayload = { v: PREVIEW_PAYLOAD_VERSION, theme: parsed.data };
  if (days > 0) payload.exp = Math.floor(Date.now() / 1000) + Math.round(days * 86_400);
  const fragment = `#${PREVIEW_PARAM}=${await sealPreview(payload, key, store)}`;
  const url = args.get('url');
  console.log(typeof url === 'string' ? `${url.replace(/#.*$/, '')}${fragment}` : fragment);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
