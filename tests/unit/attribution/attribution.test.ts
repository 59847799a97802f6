import { describe, expect, it, vi } from 'vitest';
import { attribution, attributionCookies, campaignView, campaignVars, cleanAffiliate, cleanReferrer } from '../../../src/lib/attribution';
import { chatWidgetSrc } from '../../../src/scripts/chat-widget';
import { unregisterServiceWorkers } from '../../../src/scripts/service-worker';

describe('the affiliate cookie', () => {
  it.each([
    ['abc-123', 'abc-123'],
    ['<x>', 'x'],
    ['a b_c.d!', 'abcd'],
    ['Ünïcode-9', 'ncode-9'],
    ['<>"\'', null],
    ['', null],
    [null, null],
  ])('aid %j is stripped to letters, digits and hyphens: %j', (raw, expected) => {
    expect(cleanAffiliate(raw)).toBe(expected);
  });

  it('is capped at the checkout schema’s 100 characters', () => {
    expect(cleanAffiliate('a'.repeat(150))).toHaveLength(100);
  });

  it('lasts 604800 s (7 days); the short-video cookie 7200 s for utm_source TTEC only', () => {
    expect(attributionCookies('?aid=abc-123&utm_source=TTEC', true)).toEqual([
      'aid=abc-123; Path=/; Max-Age=604800; SameSite=Lax; Secure',
      'traffic_source=TTEC; Path=/; Max-Age=7200; SameSite=Lax; Secure',
    ]);
    expect(attributionCookies('?utm_source=google&aid=%3C%3E', false)).toEqual([]);
    expect(attributionCookies('?utm_source=ttec', false)).toEqual([]);
    expect(attributionCookies('?aid=p1', false)).toEqual(['aid=p1; Path=/; Max-Age=604800; SameSite=Lax']);
  });
});

describe('attribution() for the checkout create call', () => {
  it('reads affiliate and trafficSource from the cookies, each only when set', () => {
    expect(attribution('cart_demo=1.x; aid=abc-123; traffic_source=TTEC')).toEqual({ affiliate: 'abc-123', trafficSource: 'TTEC' });
    expect(attribution('aid=p-9')).toEqual({ affiliate: 'p-9' });
    expect(attribution('traffic_source=other; aid=%3Cx%3E')).toEqual({ affiliate: '3Cx3E' });
    expect(attribution('')).toEqual({});
  });
});

describe('the viewed_campaign body', () => {
  it('names the campaign from campaign_id, else utm_campaign, and keeps every parameter but product, size, variation', () => {
    expect(campaignView('?utm_campaign=spring&utm_source=TTEC&product=266&size=M&variation=1&aid=p1', 'https://social.example/post/1?ref=abc')).toEqual({
      campaign_id: 'spring',
      referrer: 'https://social.example/post/1',
      get_vars: { utm_campaign: 'spring', utm_source: 'TTEC', aid: 'p1' },
    });
    expect(campaignView('?campaign_id=42&utm_campaign=spring', '')).toMatchObject({ campaign_id: '42', referrer: '' });
  });

  it('is null without a campaign, and leaves get_vars out when nothing is left', () => {
    expect(campaignView('?utm_source=TTEC&product=1', '')).toBeNull();
    expect(campaignView('?utm_campaign=%20%20', '')).toBeNull();
    expect(campaignView('', '')).toBeNull();
  });

  it('never carries personal parameters (decisions 23), and is bounded', () => {
    expect(campaignVars(new URLSearchParams('name=Ada&Email=a@b.c&phone=1&campaign_id=x'))).toEqual({ campaign_id: 'x' });
    const many = new URLSearchParams(Array.from({ length: 40 }, (_, i) => [`k${i}`, 'v'.repeat(600)]));
    const vars = campaignVars(many);
    expect(Object.keys(vars)).toHaveLength(30);
    expect(vars['k0']).toHaveLength(500);
    expect(campaignVars(new URLSearchParams('a=1&a=2&__proto__=x&constructor=y'))).toEqual({ a: '1', constructor: 'y' });
  });

  it('keeps a referrer’s origin and path only, and only for http(s)', () => {
    expect(cleanReferrer('https://shop.test/thankyou?name=Ada#top')).toBe('https://shop.test/thankyou');
    expect(cleanReferrer('javascript:alert(1)')).toBe('');
    expect(cleanReferrer('not a url')).toBe('');
  });
});

describe('the chat widget', () => {
  const context = (liveChat: boolean, chatWidget?: string) => JSON.stringify({ buildFlags: { liveChat }, marketing: chatWidget ? { chatWidget } : {} });
  it('loads only with the live chat flag on and an https script address', () => {
    expect(chatWidgetSrc(context(true, 'https://chat.example/widget.js'))).toBe('https://chat.example/widget.js');
    expect(chatWidgetSrc(context(false, 'https://chat.example/widget.js'))).toBeNull();
    expect(chatWidgetSrc(context(true))).toBeNull();
    expect(chatWidgetSrc(context(true, 'http://chat.example/widget.js'))).toBeNull();
    expect(chatWidgetSrc(context(true, 'javascript:alert(1)'))).toBeNull();
    expect(chatWidgetSrc('{broken')).toBeNull();
  });
});

describe('old service workers', () => {
  it('are all unregistered', async () => {
    const unregister = vi.fn(async () => true);
    const container = { getRegistrations: async () => [{ unregister }, { unregister }] as unknown as ServiceWorkerRegistration[] };
    expect(await unregisterServiceWorkers(container)).toBe(2);
    expect(unregister).toHaveBeenCalledTimes(2);
    expect(await unregisterServiceWorkers(undefined)).toBe(0);
    expect(await unregisterServiceWorkers({ getRegistrations: () => Promise.reject(new Error('SecurityError')) })).toBe(0);
  });
});
