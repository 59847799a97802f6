import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/en';
import { testBindings } from '../../../scripts/lib/local-d1';

// The after-purchase pages' static text is marked data-i18n="key" for the localization swap: every key
// must exist in the English catalog, with the same English text as the markup.
const PAGES = ['src/pages/thankyou.astro', 'src/pages/contact.astro', 'src/pages/contact-success.astro', 'src/pages/login.astro', 'src/pages/checkout-complete/shell.astro'];
const DIRS = ['src/pages/track', 'src/pages/support'];
const files = [...PAGES, ...DIRS.flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.astro')).map((f) => join(dir, f)))];

describe('data-i18n keys of the after-purchase pages', () => {
  it.each(files)('%s', (file) => {
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/data-i18n="([\w.]+)"[^>]*>([^<]*)</g)) {
      const [, key, text] = match as unknown as [string, string, string];
      expect(en, file).toHaveProperty([key]);
      if (text.trim()) expect(text.trim(), key).toBe(en[key as keyof typeof en]);
    }
  });
});

describe('test-only bindings of the e2e servers', () => {
  it('add nothing unless the test environment sets them', () => {
    expect(testBindings({})).toEqual([]);
    expect(testBindings({ E2E_WEBHOOK_SECRET: 's', E2E_ACCESS_CODE_HASH: 'h' })).toEqual(['--binding', 'PLATFORM_WEBHOOK_SECRET=s', '--binding', 'ACCESS_CODE_HASH=h']);
  });
});
