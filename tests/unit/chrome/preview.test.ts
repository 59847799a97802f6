import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64UrlDecode, base64UrlEncode, newPreviewKey, openPreview, parsePreviewKey, previewParam, sealPreview } from '../../../src/lib/preview-crypto';
import { previewCssVariables, previewThemeOf, previewThemeSchema } from '../../../src/lib/preview-theme';
import { safeCssValue, safeFontName } from '../../../src/lib/sanitize';

const KEY = newPreviewKey();
const payload = { v: 1, theme: { primaryColor: '#0b6e4f', hero: { title: 'New drop' } } };

describe('preview fragment crypto (AES-256-GCM)', () => {
  it('opens what it sealed, for the same store and key', async () => {
    const sealed = await sealPreview(payload, KEY, 'demo');
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await openPreview(sealed, KEY, 'demo')).toEqual(payload);
    expect(await openPreview(sealed, KEY, 'DEMO')).toEqual(payload);
  });

  it('uses a fresh IV for every seal', async () => {
    expect(await sealPreview(payload, KEY, 'demo')).not.toBe(await sealPreview(payload, KEY, 'demo'));
  });

  it('refuses another store, another key, a changed byte, or garbage', async () => {
    const sealed = await sealPreview(payload, KEY, 'demo');
    expect(await openPreview(sealed, KEY, 'harbor-hostile')).toBeNull();
    expect(await openPreview(sealed, newPreviewKey(), 'demo')).toBeNull();
    const bytes = base64UrlDecode(sealed)!;
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    expect(await openPreview(base64UrlEncode(bytes), KEY, 'demo')).toBeNull();
    expect(await openPreview('not base64!', KEY, 'demo')).toBeNull();
    expect(await openPreview('AAAA', KEY, 'demo')).toBeNull();
    expect(await openPreview('A'.repeat(10_000), KEY, 'demo')).toBeNull();
  });

  it('takes only 32-byte base64url keys', () => {
    expect(parsePreviewKey(KEY)).toHaveLength(32);
    expect(parsePreviewKey('short')).toBeNull();
    expect(parsePreviewKey(`${KEY}AA`)).toBeNull();
    expect(parsePreviewKey(undefined)).toBeNull();
  });

  it('reads the fragment among other hash parameters', () => {
    expect(previewParam('#preview=abc_-1')).toBe('abc_-1');
    expect(previewParam('#featured-products')).toBeNull();
    expect(previewParam('#x=1&preview=abc')).toBe('abc');
    expect(previewParam('')).toBeNull();
  });
});

describe('preview theme payload (untrusted input)', () => {
  it('accepts a partial theme and turns it into the build\'s CSS variables', () => {
    const theme = previewThemeOf({ v: 1, theme: { primaryColor: '#0b6e4f', button: { backgroundColor: 'rgb(10, 20, 30)', textColor: 'white' }, headingFont: 'Oswald', bodyFont: 'Georgia' } });
    expect(theme).not.toBeNull();
    expect(previewCssVariables(theme!)).toEqual({
      '--color-primary': '#0b6e4f',
      '--button-bg': 'rgb(10, 20, 30)',
      '--button-text': 'white',
      '--font-heading': "'Oswald', 'Arial Narrow', 'Roboto Condensed', system-ui, sans-serif",
      '--font-body': "'Georgia', system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif",
    });
  });

  it('refuses colours and fonts that could carry CSS', () => {
    const hostile = ['red;}body{display:none', 'url(https://evil.example/x.png)', 'expression(alert(1))', 'var(--x)', '#12345g', 'rgb(1,2,3);x:y', '</style>', 'image-set(x)', 'javascript:alert(1)'];
    for (const colour of hostile) expect(previewThemeOf({ v: 1, theme: { primaryColor: colour } }), colour).toBeNull();
    for (const font of ["Roboto'; }", 'Comic Sans</style>', 'x'.repeat(61)]) expect(previewThemeOf({ v: 1, theme: { headingFont: font } }), font).toBeNull();
  });

  it('accepts only what the build\'s own sanitiser would accept', () => {
    for (const colour of ['#fff', '#0b6e4fcc', 'rgb(1 2 3)', 'rgba(1, 2, 3, 0.5)', 'hsl(120, 50%, 40%)', 'rebeccapurple']) {
      expect(previewThemeSchema.shape.primaryColor.safeParse(colour).success, colour).toBe(true);
      expect(safeCssValue(colour), colour).toBe(colour);
    }
    expect(safeFontName('Open Sans')).toBe('Open Sans');
  });

  it('never accepts a colour or font the build would refuse (property)', () => {
    const colour = previewThemeSchema.shape.primaryColor;
    const font = previewThemeSchema.shape.headingFont;
    const cssish = fc.string({ unit: fc.constantFrom(...'#abcdefg0123456789(),.%/ ;:{}<>\'"rgbhslaurlvxpe-'), maxLength: 40 });
    fc.assert(
      fc.property(cssish, (text) => {
        const c = colour.safeParse(text);
        if (c.success && c.data !== undefined) expect(safeCssValue(c.data)).toBe(c.data);
        const f = font.safeParse(text);
        if (f.success && f.data !== undefined) expect(safeFontName(f.data)).toBe(f.data);
      }),
      { numRuns: 2000 },
    );
  });

  it('makes texts plain text', () => {
    const theme = previewThemeOf({ v: 1, theme: { notification: 'Sale <img src=x onerror=alert(1)>today', hero: { title: '<b>Big</b>\nnews' } } });
    expect(theme?.notification).toBe('Sale today');
    expect(theme?.hero?.title).toBe('Big news');
  });

  it('refuses another version, an expired payload, or no theme', () => {
    expect(previewThemeOf({ v: 2, theme: {} })).toBeNull();
    expect(previewThemeOf({ v: 1 })).toBeNull();
    expect(previewThemeOf(null)).toBeNull();
    expect(previewThemeOf({ v: 1, exp: 1000, theme: {} }, 2000)).toBeNull();
    expect(previewThemeOf({ v: 1, exp: 3000, theme: {} }, 2000)).toEqual({});
  });
});
