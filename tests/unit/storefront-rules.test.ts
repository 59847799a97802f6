import { describe, expect, it } from 'vitest';
import { holidayMessage, isoDay } from '../../src/lib/holiday';
import { selectVariant, isDigital } from '../../src/lib/listing-data';
import { pageCount, pageSlice, pageWindow, homePageHref, collectionPageHref } from '../../src/lib/pagination';
import { preorderErrors, preorderFieldError } from '../../src/lib/preorder';
import { scriptJson } from '../../src/lib/seo';
import { themeCss } from '../../src/lib/theme-css';
import { tileHref } from '../../src/lib/tiles';
import { resolveTheme } from '../../src/catalog/theme';
import { themeSchema } from '../../src/catalog/platform/theme';
import type { HolidayWindow } from '../../src/catalog/settings';

describe('pagination', () => {
  it('pages of 12, a window of page numbers, and addresses for every page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(36)).toBe(3);
    expect(pageCount(37)).toBe(4);
    expect(pageSlice([...Array(30).keys()], 3)).toEqual([24, 25, 26, 27, 28, 29]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(homePageHref(1)).toBe('/#featured-products');
    expect(homePageHref(3)).toBe('/page/3/#featured-products');
    expect(collectionPageHref('tees', 1)).toBe('/tees/');
    expect(collectionPageHref('tees', 2)).toBe('/tees/page/2/');
  });
});

describe('holiday messages (decisions 20)', () => {
  const windows: HolidayWindow[] = [
    { from: '2026-12-01', to: '2026-12-25', appliesTo: 'digital', method: null, message: 'Arrives within 5 hours' },
    { from: '2026-12-01', to: '2026-12-05', appliesTo: 'physical', method: 'standard', message: 'standard by 12/25' },
    { from: '2026-12-06', to: '2026-12-08', appliesTo: 'physical', method: 'rush', message: 'rush by 12/25' },
  ];
  it('applies a window on its days, inclusive, to its kind of item', () => {
    expect(holidayMessage(windows, '2026-11-30', 'physical')).toBeNull();
    expect(holidayMessage(windows, '2026-12-01', 'physical')).toBe('standard by 12/25');
    expect(holidayMessage(windows, '2026-12-05', 'physical')).toBe('standard by 12/25');
    expect(holidayMessage(windows, '2026-12-06', 'physical')).toBe('rush by 12/25');
    expect(holidayMessage(windows, '2026-12-09', 'physical')).toBeNull();
    expect(holidayMessage(windows, '2026-12-25', 'digital')).toBe('Arrives within 5 hours');
    expect(holidayMessage(windows, '2026-12-26', 'digital')).toBeNull();
    expect(isoDay(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

describe('pre-order form validation (browsing spec, 5)', () => {
  it('names every missing or wrong field with the spec message', () => {
    expect(preorderErrors({})).toEqual({
      fullname: 'Please enter your full name.',
      email: 'Please enter a valid email.',
      street: 'Please enter your street address.',
      city: 'Please enter your city.',
      zip: 'Please enter your zipcode',
      state: 'Please select your state',
      country: 'Please select your country.',
    });
    expect(preorderFieldError('zip', '1234')).toBe('Please enter a valid zipcode');
    expect(preorderFieldError('zip', '12345')).toBeNull();
    expect(preorderFieldError('email', 'a@b')).toBe('Please enter a valid email.');
    expect(preorderFieldError('street2', '')).toBeNull();
  });
});

describe('variant selection from the address', () => {
  const data = {
    primaryProductId: 266,
    products: [
      { productId: 266, deliveryType: 'physical' as const, variations: [{ variationId: 1, sizes: [{ id: 10, label: 'S' }] }, { variationId: 2, sizes: [{ id: 11, label: 'M' }] }] },
      { productId: 389, deliveryType: 'physical' as const, variations: [{ variationId: 3, sizes: [{ id: 12, label: 'L' }] }] },
    ],
  };
  const pick = (query: string) => {
    const chosen = selectVariant(data as never, new URLSearchParams(query));
    return chosen && [chosen.product.productId, chosen.variation.variationId, chosen.size?.id ?? null];
  };
  it('reads product or pid, variation and size, falling back to the primary product', () => {
    expect(pick('')).toEqual([266, 1, null]);
    expect(pick('product=389')).toEqual([389, 3, null]);
    expect(pick('pid=389')).toEqual([389, 3, null]);
    expect(pick('product=266&variation=2&size=11')).toEqual([266, 2, 11]);
    expect(pick('product=266&variation=2&size=M')).toEqual([266, 2, 11]);
    expect(pick('product=999&variation=999&size=999')).toEqual([266, 1, null]);
  });
  it('recognises digital items by delivery type or the Digital size label', () => {
    const tee = { productId: 266, productType: 'Classic Tee' };
    expect(isDigital({ ...tee, deliveryType: 'digital', variations: [] })).toBe(true);
    expect(isDigital({ ...tee, deliveryType: 'physical', variations: [{ sizes: [{ label: 'Digital' }] }] })).toBe(true);
    expect(isDigital({ ...tee, deliveryType: 'physical', variations: [{ sizes: [{ label: 'M' }] }] })).toBe(false);
    // The special digital products, whatever their delivery type and sizes say.
    expect(isDigital({ productId: 1816, productType: 'Digital Collectible', deliveryType: 'physical', variations: [{ sizes: [{ label: 'One size' }] }] })).toBe(true);
    expect(isDigital({ productId: 700, productType: 'NFT', deliveryType: 'physical', variations: [{ sizes: [{ label: 'One size' }] }] })).toBe(true);
  });
});

describe('pages', () => {
  it('JSON in a script element cannot close it', () => {
    expect(scriptJson({ a: '</script><script>alert(1)</script>' })).not.toContain('</script');
    expect(JSON.parse(scriptJson({ a: '</script>' }))).toEqual({ a: '</script>' });
  });
  it('tile links go straight to the listing page with its product', () => {
    expect(tileHref({ url: '/listing/luna?product=266', listingSlug: 'luna', productId: 266 })).toBe('/listing/luna/?product=266');
    expect(tileHref({ url: 'https://x/listing/luna', listingSlug: 'luna', productId: 7 })).toBe('/listing/luna/?product=7');
  });
  it('theme CSS carries the theme colours and fonts, and refuses values that break out', () => {
    const theme = resolveTheme(
      themeSchema.parse({
        styles: {
          primaryColor: '#0B2545',
          button: { backgroundColor: 'red;}body{display:none' },
          typography: { headingFontFamily: 'Oswald' },
          header: { bgStyles: { backgroundColor: '#fff', position: 'fixed' } },
        },
      }),
      'Store',
    );
    const css = themeCss(theme);
    expect(css).toContain('--color-primary:#0B2545;');
    expect(css).toContain("--font-heading:'Oswald'");
    expect(css).toContain('--button-bg:#0B2545;');
    expect(css).toContain('.site-header{background-color:#fff;}');
    expect(css).not.toContain('display:none');
    expect(css).not.toContain('position');
  });
});
