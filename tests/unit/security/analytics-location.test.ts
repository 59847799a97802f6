import { describe, expect, it } from 'vitest';
import { analyticsPage, analyticsPath, analyticsUrl } from '../../../src/lib/analytics-location';

const ORIGIN = 'https://shop.example';

describe('the address analytics may see', () => {
  it('ids and secrets in paths become route patterns', () => {
    expect(analyticsPath('/checkout/0b6c2a4e-9f7d-4c41-9a52-5d1b1f3e2a10')).toBe('/checkout/');
    expect(analyticsPath('/checkout/express')).toBe('/checkout/express');
    expect(analyticsPath('/checkout-complete/0b6c2a4e-9f7d-4c41-9a52-5d1b1f3e2a10')).toBe('/checkout-complete/');
    expect(analyticsPath('/track/order/0123456789abcdef0123456789abcdef/')).toBe('/track/order/');
    expect(analyticsPath('/listing/luna-moth-tee/')).toBe('/listing/luna-moth-tee/');
  });

  it('the query keeps campaign parameters only', () => {
    expect(analyticsUrl(`${ORIGIN}/thankyou/?name=Ada&orderNumber=AB12-CD34&orderLookupNumber=0123456789abcdef0123456789abcdef&cart=x&utm_source=mail&gclid=g1`)).toBe(
      `${ORIGIN}/thankyou/?utm_source=mail&gclid=g1`,
    );
    expect(analyticsUrl(`${ORIGIN}/search/?searchterm=ada%40example.com#top`)).toBe(`${ORIGIN}/search/`);
  });

  it('the referrer: our own pages as patterns, other sites by origin', () => {
    const page = analyticsPage({ href: `${ORIGIN}/thankyou/?orderLookupNumber=0123456789abcdef0123456789abcdef`, origin: ORIGIN }, `${ORIGIN}/checkout/0b6c2a4e-9f7d-4c41-9a52-5d1b1f3e2a10?payment_intent=pi_1`);
    expect(page).toEqual({ page_location: `${ORIGIN}/thankyou/`, page_path: '/thankyou/', page_referrer: `${ORIGIN}/checkout/` });
    expect(analyticsPage({ href: `${ORIGIN}/`, origin: ORIGIN }, 'https://news.example/article?id=9&email=a@b.c').page_referrer).toBe('https://news.example/');
  });
});
