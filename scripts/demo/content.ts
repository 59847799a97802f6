/**
 * The demo store's words and settings: store answer (promo codes, social links), theme, storefront
 * settings, support articles and legal texts.
 */
import type { Currency } from '../../src/catalog/platform/localization';
import {
  EU_COUNTRIES,
  US_STATE_TAX_BPS,
  type LegalFile,
  type SettingsFile,
  type SupportFile,
  type ThemeAnswer,
} from '../lib/store-files';
import { BRAND } from './catalog';

export const SOCIAL_MEDIA = [
  { id: 1, url: 'https://www.instagram.com/quietmothstudio', icon: 'instagram' },
  { id: 2, url: 'https://www.youtube.com/@fieldnotesafterdark', icon: 'youtube' },
  { id: 3, url: 'https://www.tiktok.com/@quietmothstudio', icon: 'tiktok' },
  { id: 4, url: 'https://open.spotify.com/show/fieldnotesafterdark', icon: 'spotify' },
];

/** All three promo types, plus one invalid code (percentage 0) that the banner must not show. */
export const PROMO_CODES = [
  { code: 'MOTH15', type: 'percentage' as const, value: 15 },
  { code: 'LANTERN5', type: 'fixed_value' as const, value: { amount: 500, currency: 'USD' } },
  { code: 'FREESHIP', type: 'free_shipping' as const },
  { code: 'NEWMOON0', type: 'percentage' as const, value: 0 },
];

export const THEME: ThemeAnswer = {
  brand: { socialMedia: SOCIAL_MEDIA },
  content: {
    heroBanner: {
      title: 'Field notes from the after-dark world',
      subtitle: `Illustrated apparel and goods by ${BRAND.creator}`,
      body: 'Moths, mushrooms and the rest of the night shift, drawn by hand in a cabin studio in the Blue Ridge mountains and printed to order.',
      ctaText: 'Shop the collection',
      ctaLink: '#featured-products',
      ctaOpenInNewWindow: false,
      // {{assetPath}} is replaced by the store's asset base at pull time (platform-api.md, theme).
      containerBg: '{{assetPath}}/images/brand/hero.svg',
    },
    header: {
      logo: '/images/brand/logo.svg',
      logoLink: '/',
      hideSearch: false,
      showAbout: true,
      showCategories: true,
      showSocialIcons: true,
      customLinks: [],
    },
    footer: {
      about: {
        textContent: `Quiet Moth Studio is the shop of illustrator ${BRAND.creator}, host of the ${BRAND.podcast} podcast. Every design starts as a pencil drawing and is printed to order, so nothing sits in a warehouse.`,
      },
      showSocialIcons: true,
    },
    about: {
      aboutText: [
        {
          id: 1,
          text: `Hi, I’m Wren. I draw the animals, plants and fungi that most people walk past in the dark, and every week I talk about them on ${BRAND.podcast}.`,
        },
        {
          id: 2,
          text: 'This shop started when listeners asked for the luna moth from episode 12 on a shirt. Today it holds:',
          list: [
            'Tees, hoodies and kids’ tees printed to order with water-based inks',
            'Mugs and weatherproof stickers for the desk and the trail',
            'Digital wallpapers, delivered by e-mail in minutes',
          ],
        },
        {
          id: 3,
          text: 'A share of every order supports bat rescues and moth surveys in the Appalachians. Thank you for keeping the night shift going.',
        },
      ],
      heroImage: '{{assetPath}}/images/brand/about.svg',
    },
    notification: 'New: the Mushroom Almanac designs are here. Take 15% off with code MOTH15.',
    favicon: '/images/brand/favicon.svg',
    login: { title: 'Listener preview', backgroundColor: '#1F1E36', textColor: '#F7F3EA', showSocialIcons: false },
  },
  styles: {
    primaryColor: '#2B2A4C',
    // Oswald and Roboto are the fonts the storefront hosts itself (public/fonts).
    fonts: ['Oswald', 'Roboto'],
    typography: { headingFontFamily: 'Oswald', bodyFontFamily: 'Roboto' },
    customCSS: '.hero-banner h1 { letter-spacing: 0.01em; }\n.product-tile img { border-radius: 6px; }\n',
    header: { template: 1, bgStyles: { backgroundColor: '#1F1E36' }, textStyles: { color: '#F7F3EA' } },
    footer: { template: 1, bgStyles: { backgroundColor: '#1F1E36' }, textStyles: { color: '#F7F3EA' } },
    heroBanner: { template: 2, bgStyles: { backgroundColor: '#22263A' }, textStyles: { color: '#F7F3EA' } },
    button: { backgroundColor: '#E8B04A', textColor: '#1A1A1A', hoverColor: '#D49A2F' },
  },
  meta: {
    storeName: BRAND.name,
    storeId: BRAND.storeId,
    searchOptions: { placeholder: 'Search moths, mushrooms, mugs…' },
    seoTitle: {
      title: `Quiet Moth Studio – illustrated nature apparel by ${BRAND.creator}`,
      description: `Moth, mushroom and night-creature tees, hoodies, mugs and stickers, drawn by ${BRAND.creator} and printed to order. Official ${BRAND.podcast} merch.`,
      keywords: 'moth shirt, mushroom tee, nature illustration, bat hoodie, podcast merch, Field Notes After Dark',
    },
  },
  previewMode: false,
};

type Rates = Record<Currency, number>;
const rate = (firstItem: Rates, additionalItem: Rates, days: [number, number]) => ({ firstItem, additionalItem, days });

export const SETTINGS: SettingsFile = {
  flags: { globalNotification: true, ageGate: false, fanValidation: true, supportPages: true, collectionsOption: false },
  buildFlags: { hideCard: false, hidePaypal: false, hideAfterpay: false, liveChat: false },
  sellingRegion: 'usa',
  internationalCheckout: true,
  deliveryZones: [
    {
      fulfillmentRegion: 'USA',
      destinations: ['US'],
      standard: rate({ USD: 499, GBP: 399, EUR: 449, AUD: 749, CAD: 649 }, { USD: 200, GBP: 150, EUR: 175, AUD: 300, CAD: 250 }, [5, 8]),
      rush: rate({ USD: 1299, GBP: 1049, EUR: 1199, AUD: 1999, CAD: 1749 }, { USD: 300, GBP: 250, EUR: 275, AUD: 450, CAD: 400 }, [3, 4]),
      superRush: rate({ USD: 2499, GBP: 1999, EUR: 2299, AUD: 3799, CAD: 3299 }, { USD: 500, GBP: 400, EUR: 450, AUD: 750, CAD: 650 }, [1, 2]),
    },
    {
      fulfillmentRegion: 'EUR',
      destinations: EU_COUNTRIES,
      standard: rate({ USD: 699, GBP: 549, EUR: 599, AUD: 1049, CAD: 949 }, { USD: 250, GBP: 200, EUR: 225, AUD: 375, CAD: 325 }, [4, 7]),
      rush: rate({ USD: 1499, GBP: 1199, EUR: 1349, AUD: 2299, CAD: 1999 }, { USD: 350, GBP: 300, EUR: 325, AUD: 525, CAD: 475 }, [2, 4]),
    },
    {
      fulfillmentRegion: 'USA',
      destinations: ['*'],
      standard: rate({ USD: 1199, GBP: 949, EUR: 1099, AUD: 1799, CAD: 1599 }, { USD: 400, GBP: 325, EUR: 375, AUD: 600, CAD: 525 }, [10, 20]),
      rush: rate({ USD: 2499, GBP: 1999, EUR: 2299, AUD: 3799, CAD: 3299 }, { USD: 600, GBP: 500, EUR: 550, AUD: 900, CAD: 800 }, [6, 10]),
    },
  ],
  blockedCountries: ['KP', 'IR', 'SY', 'CU'],
  taxRates: US_STATE_TAX_BPS,
  taxShipping: false,
  returnPolicy: { physicalDays: 30, digitalFinal: true },
  links: {
    support: 'https://help.quietmoth.studio',
    track: 'https://help.quietmoth.studio/track',
    contact: 'https://help.quietmoth.studio/contact',
    refund: 'https://help.quietmoth.studio/returns',
  },
  // The holiday rule of the browsing spec, as data for December 2026 (decisions 20).
  holidayWindows: [
    { from: '2026-12-01', to: '2026-12-25', appliesTo: 'digital', method: null, message: 'Arrives within 5 hours' },
    { from: '2026-12-01', to: '2026-12-05', appliesTo: 'physical', method: 'standard', message: 'Order now with standard shipping to get it by 12/25' },
    { from: '2026-12-06', to: '2026-12-08', appliesTo: 'physical', method: 'rush', message: 'Order now with rush shipping to get it by 12/25' },
    { from: '2026-12-09', to: '2026-12-10', appliesTo: 'physical', method: 'super_rush', message: 'Order now with super rush shipping to get it by 12/25' },
  ],
  gated: false,
  marketing: {},
};

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('\n');
const ul = (...items: string[]) => `<ul>\n${items.map((item) => `<li>${item}</li>`).join('\n')}\n</ul>`;

export const SUPPORT: SupportFile = {
  categories: [
    {
      databaseId: 301,
      name: 'Orders & shipping',
      icon: 'truck',
      posts: [
        {
          databaseId: 3011,
          slug: 'how-long-will-my-order-take',
          title: 'How long will my order take to arrive?',
          content: [
            p('Every item is printed to order, which takes 2–4 business days. Delivery then depends on where you are and the shipping method you choose at checkout:'),
            ul(
              'United States: standard 5–8 business days, rush 3–4, super rush 1–2',
              'European Union: standard 4–7 business days, rush 2–4 (printed by our partner in Europe)',
              'Everywhere else: standard 10–20 business days, rush 6–10',
            ),
            p('Digital downloads arrive by e-mail within 5 hours, usually within minutes.'),
          ].join('\n'),
        },
        {
          databaseId: 3012,
          slug: 'where-do-you-ship-from',
          title: 'Where do you ship from?',
          content: p(
            'Orders to the European Union are printed and shipped from Europe, so there are no import fees. Everything else is printed in the United States.',
            'We ship worldwide, except to a few countries where carriers cannot deliver.',
          ),
        },
        {
          databaseId: 3013,
          slug: 'can-i-change-or-cancel-my-order',
          title: 'Can I change or cancel my order?',
          content: p(
            'Because every item is printed just for you, we can only change or cancel an order within 2 hours of placing it. Write to us through the contact page with your order number as soon as possible and we will do our best.',
          ),
        },
        {
          databaseId: 3014,
          slug: 'how-do-i-track-my-order',
          title: 'How do I track my order?',
          content: p(
            'When your order ships you will get an e-mail with a tracking link. You can also enter your order number and e-mail address on the Track order page at any time.',
            'Lost the e-mail? Use “Find my orders” on the same page and we will resend the details of every order from the last 60 days.',
          ),
        },
      ],
    },
    {
      databaseId: 302,
      name: 'Returns & exchanges',
      icon: 'return',
      posts: [
        {
          databaseId: 3021,
          slug: 'what-is-your-return-policy',
          title: 'What is your return policy?',
          content: p(
            'Physical items are covered by our 30 Day Free Return Policy: if something is not right, contact us within 30 days of delivery and we will send a free return label.',
            'Digital downloads are final once delivered, unless the files are faulty.',
          ),
        },
        {
          databaseId: 3022,
          slug: 'my-item-arrived-damaged-or-misprinted',
          title: 'My item arrived damaged or misprinted',
          content: p(
            'We are sorry! Send us a photo of the problem and your order number through the contact page. We will reprint it or refund you, whichever you prefer, and you do not need to send the faulty item back.',
          ),
        },
        {
          databaseId: 3023,
          slug: 'can-i-exchange-for-a-different-size',
          title: 'Can I exchange for a different size?',
          content: p(
            'Yes. Start a return within 30 days of delivery and tell us the size you need; we print the new one as soon as the original is on its way back. Check the size guide on each product page before ordering to get it right the first time.',
          ),
        },
      ],
    },
    {
      databaseId: 303,
      name: 'Products & sizing',
      icon: 'shirt',
      posts: [
        {
          databaseId: 3031,
          slug: 'how-do-your-tees-fit',
          title: 'How do your tees fit?',
          content: [
            p('Our Classic Tee has a unisex retail fit that is true to size. The Softstyle Tee is a little boxier and runs slightly large. The Premium Hoodie is a classic unisex fit.'),
            p('Every product page has a size guide with garment measurements laid flat. Compare them with a shirt you already own.'),
          ].join('\n'),
        },
        {
          databaseId: 3032,
          slug: 'how-should-i-wash-my-shirt',
          title: 'How should I wash my shirt?',
          content: ul(
            'Turn it inside out',
            'Machine wash cold with similar colours',
            'Tumble dry low or hang to dry',
            'Do not iron directly on the print',
          ),
        },
        {
          databaseId: 3033,
          slug: 'how-do-digital-downloads-work',
          title: 'How do digital downloads work?',
          content: p(
            'After checkout you will receive an e-mail with a download link, usually within minutes and always within 5 hours. The link works for 30 days. Wallpapers are for personal use only.',
          ),
        },
      ],
    },
    {
      databaseId: 304,
      name: 'Payments & promo codes',
      icon: 'card',
      posts: [
        {
          databaseId: 3041,
          slug: 'which-payment-methods-do-you-accept',
          title: 'Which payment methods do you accept?',
          content: p(
            'We accept all major credit and debit cards, PayPal, Apple Pay and Google Pay. US shoppers paying in US dollars can also split their purchase into four payments with Afterpay.',
          ),
        },
        {
          databaseId: 3042,
          slug: 'why-wont-my-promo-code-work',
          title: 'Why won’t my promo code work?',
          content: p(
            'Check the code for typos and make sure it has not expired. Percentage and free-shipping codes work in every currency; codes worth a fixed dollar amount only work when you pay in US dollars.',
            'Only one promo code can be used per order.',
          ),
        },
        {
          databaseId: 3043,
          slug: 'do-you-charge-sales-tax',
          title: 'Do you charge sales tax?',
          content: p(
            'For US orders, sales tax is added at checkout according to the state you ship to. Orders to the European Union are shipped from Europe, so there are no customs fees on delivery.',
          ),
        },
      ],
    },
  ],
};

export const LEGAL: LegalFile = {
  termsOfUse: `<h2>Terms of use</h2>
<p>These terms apply to every purchase from Quiet Moth Studio, the online shop of ${BRAND.creator}. By placing an order you agree to them.</p>
<h3>Who may buy</h3>
<p>You must be 18 years of age or older to place an order, or use the store with the consent and supervision of a parent or guardian. This store is not directed at children under 13, and we do not knowingly collect personal information from them.</p>
<h3>Orders</h3>
<p>Every item is printed to order just for you. Prices are shown in the currency you choose and include printing; shipping and, for US orders, sales tax are added at checkout.</p>
<h3>Returns and refunds</h3>
<p>All orders are final except for faulty goods: if an item arrives damaged, misprinted or defective, contact us and we will replace or refund it. In addition, physical items are covered by our 30 Day Free Return Policy: you may return them within 30 days of delivery with a free return label. Digital downloads are final once delivered unless the files are faulty.</p>
<h3>Limitation of liability</h3>
<p>To the fullest extent permitted by law, our total liability for any claim arising from an order or from your use of this store is limited to $50 or the amount you paid for the order, whichever is less.</p>
<h3>Marketing messages</h3>
<p>If you opt in to e-mails or text messages, you agree to receive marketing from us. Consent to marketing messages is not a condition of purchase, and you can unsubscribe at any time.</p>
<h3>Designs</h3>
<p>All designs are original artwork by ${BRAND.creator}. Buying a product does not transfer any rights in the artwork. Wallpapers are licensed for personal use only.</p>
<h3>Changes</h3>
<p>We may update these terms from time to time. The version shown when you place your order applies to that order.</p>`,
  privacyPolicy: `<h2>Privacy policy</h2>
<p>This policy explains what Quiet Moth Studio collects when you shop with us and what we do with it.</p>
<h3>What we collect</h3>
<ul>
<li>Your name, e-mail address, phone number and delivery address, to make and ship your order</li>
<li>Your order history, so that you can track orders and find them again</li>
<li>Basic, anonymous usage data (pages viewed, device type) to improve the store</li>
</ul>
<p>Card and wallet details go directly to our payment providers and never reach our servers.</p>
<h3>How we use it</h3>
<p>We use your details to print and deliver your order, to answer your questions and, only if you opt in, to send you news about new designs and podcast episodes. We share delivery details with our print partners and carriers and nothing more.</p>
<h3>What we never do</h3>
<p>We do not sell your personal data. Our analytics never receive your name, e-mail address or postal address.</p>
<h3>Children</h3>
<p>This store is not directed at children under 13 and we do not knowingly collect their data.</p>
<h3>Your rights</h3>
<p>You can ask to see, correct or delete your personal data at any time through the contact page. We keep order records for as long as tax law requires and delete the rest on request.</p>`,
};
