import { describe, expect, it } from 'vitest';
import { themeSchema } from '../../../src/catalog/platform/theme';
import { pullStore } from '../../../src/catalog/pull';
import { DEFAULT_NOTIFICATION, defaultTheme, replaceAssetPath, resolveTheme } from '../../../src/catalog/theme';
import { FIXTURE_STORE, loadFixtureFiles, memorySource } from '../../fixtures/fake-platform';

const DEFAULT_RESOLVED = (storeName: string) => ({
  primaryColor: '#000000',
  headingFont: 'Oswald',
  bodyFont: 'Roboto',
  heroTemplate: 2,
  headerTemplate: 1,
  footerTemplate: 1,
  notification: 'Check out our new T-shirts for a limited time only!',
  hero: { title: storeName, body: 'Welcome to our store!', ctaText: 'Shop apparel', ctaLink: '#featured-products' },
});

describe('the default theme (browsing spec, section 3)', () => {
  it('has the spec values, with the store name as hero title', () => {
    const theme = defaultTheme('Harbor Lights Apparel');
    expect(theme.isDefault).toBe(true);
    expect(theme.previewMode).toBe(false);
    expect(theme.resolved).toEqual(DEFAULT_RESOLVED('Harbor Lights Apparel'));
    expect(DEFAULT_NOTIFICATION).toBe('Check out our new T-shirts for a limited time only!');
  });

  it.each([
    ['answers 404', { status: 404, body: null }],
    ['answers 500', { status: 500, body: { errors: { theme: 'unavailable' } } }],
    ['refuses the access code', { status: 403, body: { errors: { accessCode: 'invalid' } } }],
  ])('is used when the theme service %s', async (_, answer) => {
    const source = memorySource(loadFixtureFiles());
    source.answers['theme.json'] = answer;
    const snapshot = await pullStore({ slug: FIXTURE_STORE, source, storeFilesDir: null });
    expect(snapshot.theme.isDefault).toBe(true);
    expect(snapshot.theme.resolved).toEqual(DEFAULT_RESOLVED('Harbor Lights Apparel'));
  });
});

describe("a seller's theme", () => {
  it('keeps every value the seller set', () => {
    const theme = resolveTheme(themeSchema.parse(loadFixtureFiles()['theme.json']), 'Harbor Lights Apparel');
    expect(theme.isDefault).toBe(false);
    expect(theme.resolved).toEqual({
      primaryColor: '#0B2545',
      headingFont: 'Montserrat',
      bodyFont: 'Lato',
      heroTemplate: 1,
      headerTemplate: 3,
      footerTemplate: 2,
      notification: 'Free shipping on orders over $50',
      hero: { title: 'Lights on the water', body: 'Coastal designs printed to order.', ctaText: 'Shop the drop', ctaLink: '/collections/tees' },
    });
    expect(theme.styles.button).toEqual({ backgroundColor: '#13315C', textColor: '#FFFFFF', hoverColor: '#134074' });
  });

  it('a partial theme keeps the seller values and fills the rest with defaults', async () => {
    const source = memorySource(loadFixtureFiles());
    source.answers['theme.json'] = {
      status: 200,
      body: {
        styles: { primaryColor: '#FF6600', typography: { headingFontFamily: 'Bebas Neue' } },
        content: { heroBanner: { title: 'Summer Drop' }, notification: 'Two days left!' },
      },
    };
    const snapshot = await pullStore({ slug: FIXTURE_STORE, source, storeFilesDir: null });
    expect(snapshot.theme.isDefault).toBe(false);
    expect(snapshot.theme.resolved).toEqual({
      ...DEFAULT_RESOLVED('Harbor Lights Apparel'),
      primaryColor: '#FF6600',
      headingFont: 'Bebas Neue',
      notification: 'Two days left!',
      hero: { ...DEFAULT_RESOLVED('Harbor Lights Apparel').hero, title: 'Summer Drop' },
    });
    expect(snapshot.theme.content.header.showCategories).toBe(true);
  });

  it('passes the access code to the theme service when one is set (decisions 25)', async () => {
    const source = memorySource(loadFixtureFiles());
    await pullStore({ slug: FIXTURE_STORE, source, storeFilesDir: null, themeAccessCode: 'letmein' });
    expect(source.calls.find((c) => c.kind === 'theme')).toEqual({ kind: 'theme', slug: 'harbor-lights', accessCode: 'letmein' });
  });
});

describe('{{assetPath}}', () => {
  it("is replaced by the store's asset base everywhere in the theme", async () => {
    const snapshot = await pullStore({
      slug: FIXTURE_STORE,
      source: memorySource(loadFixtureFiles()),
      storeFilesDir: null,
      assetBase: 'https://cdn.example.com/stores/harbor-lights/',
    });
    const { theme } = snapshot;
    expect(theme.content.header.logo).toBe('https://cdn.example.com/stores/harbor-lights/images/logo.svg');
    expect(theme.content.favicon).toBe('https://cdn.example.com/stores/harbor-lights/favicon.ico');
    expect(theme.content.about.heroImage).toBe('https://cdn.example.com/stores/harbor-lights/images/about.jpg');
    expect(theme.content.heroBanner.containerBg).toBe('https://cdn.example.com/stores/harbor-lights/images/hero.jpg');
    expect(JSON.stringify(theme)).not.toContain('{{assetPath}}');
  });

  it('is left alone when no asset base is given', async () => {
    const snapshot = await pullStore({ slug: FIXTURE_STORE, source: memorySource(loadFixtureFiles()), storeFilesDir: null });
    expect(snapshot.theme.content.header.logo).toBe('{{assetPath}}/images/logo.svg');
  });

  it('replaces every occurrence, keeps other text and escapes the base as data', () => {
    const value = { css: 'a{background:url("{{assetPath}}/a.png")} b{background:url({{assetPath}}/b.png)}', n: 3, list: ['{{assetPath}}'] };
    expect(replaceAssetPath(value, '/assets')).toEqual({ css: 'a{background:url("/assets/a.png")} b{background:url(/assets/b.png)}', n: 3, list: ['/assets'] });
    expect(replaceAssetPath({ logo: '{{assetPath}}/l.svg' }, 'https://cdn.example.com/a"b\\c')).toEqual({ logo: 'https://cdn.example.com/a"b\\c/l.svg' });
  });
});
