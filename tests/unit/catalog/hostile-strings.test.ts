import { describe, expect, it } from 'vitest';
import { pullStore } from '../../../src/catalog/pull';
import { listingAnswerSchema } from '../../../src/catalog/platform/listing';
import { themeSchema } from '../../../src/catalog/platform/theme';
import { FIXTURE_STORE, loadFixtureFiles, memorySource } from '../../fixtures/fake-platform';

/**
 * The platform's strings are data: markup, quotes, SQL and any unicode come through the model
 * exactly as sent. Escaping and sanitising happen where they are rendered or stored, not here.
 */
const HOSTILE = {
  script: '<script>alert("xss")</script> Tee',
  html: '<p onclick="steal()">Soft <b>cotton</b></p><img src=x onerror=alert(1)><iframe src="javascript:alert(2)"></iframe>',
  quotes: `Bl"ack' & \`grey\` \\ </b>`,
  sql: "'; DROP TABLE orders; --",
  unicode: 'Café — 🌊 𝔚𝔞𝔳𝔢 שלום ‏‮evil‬ 👩🏽‍🎨 e\u0301 \u200b\u2028\u2029 ＜script＞',
  nul: 'tab\tnew\nline\r\u0000end',
  template: '{{constructor.constructor("alert(1)")()}} ${process.env.SECRET} <%= 7*7 %>',
};

function hostileFiles() {
  const files = loadFixtureFiles();
  for (const currency of ['USD', 'EUR']) {
    const listing = files[`listings/lighthouse-tee.${currency}.json`] as any;
    listing.title = HOSTILE.script;
    listing.description = HOSTILE.html;
    listing.primaryProduct[0].color = HOSTILE.quotes;
    listing.primaryProduct[2].color = HOSTILE.unicode;
    const payload = (files[`listing-products/lighthouse-tee.${currency}.json`] as any).products_payload;
    payload[0].color = HOSTILE.quotes;
    payload[1].color = HOSTILE.unicode;
    payload[3].productType = HOSTILE.sql;
    (files[`listings/storm-mug.${currency}.json`] as any).title = HOSTILE.sql;
  }
  const store = files['store.json'] as any;
  store.name = HOSTILE.unicode;
  store.promoCodes[0].code = HOSTILE.sql;
  (files['collections.json'] as any).collections[1].name = HOSTILE.script;
  (files['product-cache.json'] as any).products[0].name = HOSTILE.template;
  const theme = files['theme.json'] as any;
  theme.content.notification = HOSTILE.html;
  theme.content.heroBanner.title = HOSTILE.sql;
  theme.content.footer.about.textContent = HOSTILE.nul;
  theme.styles.customCSS = '</style><script>alert(1)</script><style>body{background:url("{{assetPath}}/bg.png")} a::after{content:"\\201C"}';
  theme.meta.seoTitle.title = HOSTILE.template;
  (files['blanks/266.json'] as any).description = HOSTILE.html;
  return files;
}

describe('hostile strings are kept unchanged as data', () => {
  it('through the schemas', () => {
    const files = hostileFiles();
    const listing = listingAnswerSchema.parse(files['listings/lighthouse-tee.USD.json']);
    expect(listing.title).toBe(HOSTILE.script);
    expect(listing.description).toBe(HOSTILE.html);
    expect(listing.primaryProduct.map((v) => v.color)).toEqual([HOSTILE.quotes, HOSTILE.unicode]);
    const theme = themeSchema.parse(files['theme.json']);
    expect(theme.content.notification).toBe(HOSTILE.html);
    expect(theme.content.footer.about?.textContent).toBe(HOSTILE.nul);
  });

  it('through a whole pull, asset path replacement included', async () => {
    const snapshot = await pullStore({ slug: FIXTURE_STORE, source: memorySource(hostileFiles()), storeFilesDir: null, assetBase: 'https://cdn.example.com/s' });
    const tee = snapshot.listings.find((l) => l.slug === 'lighthouse-tee');
    expect(tee?.title).toBe(HOSTILE.script);
    expect(tee?.descriptionHtml).toBe(HOSTILE.html);
    expect(tee?.products[0]?.variations.map((v) => v.color)).toEqual([HOSTILE.quotes, HOSTILE.unicode]);
    expect(tee?.products[1]?.productType).toBe(HOSTILE.sql);
    expect(snapshot.listings.find((l) => l.slug === 'storm-mug')?.title).toBe(HOSTILE.sql);

    expect(snapshot.store.name).toBe(HOSTILE.unicode);
    expect(snapshot.store.promoCodes[0]?.code).toBe(HOSTILE.sql);
    expect(snapshot.collections[1]?.name).toBe(HOSTILE.script);
    expect(snapshot.tiles[0]?.name).toBe(HOSTILE.template);
    expect(snapshot.productDetails['266']?.description).toBe(HOSTILE.html);

    const { theme } = snapshot;
    expect(theme.content.notification).toBe(HOSTILE.html);
    expect(theme.resolved.notification).toBe(HOSTILE.html);
    expect(theme.resolved.hero.title).toBe(HOSTILE.sql);
    expect(theme.content.footer.about?.textContent).toBe(HOSTILE.nul);
    expect(theme.meta.seoTitle.title).toBe(HOSTILE.template);
    expect(theme.styles.customCSS).toBe(
      '</style><script>alert(1)</script><style>body{background:url("https://cdn.example.com/s/bg.png")} a::after{content:"\\201C"}',
    );
  });

  it('a hostile store name becomes the default hero title unchanged', async () => {
    const files = hostileFiles();
    delete files['theme.json'];
    const snapshot = await pullStore({ slug: FIXTURE_STORE, source: memorySource(files), storeFilesDir: null });
    expect(snapshot.theme.resolved.hero.title).toBe(HOSTILE.unicode);
  });
});
