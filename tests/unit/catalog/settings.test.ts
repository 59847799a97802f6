import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PullError } from '../../../src/catalog/errors';
import { readStoreFiles } from '../../../src/catalog/local-files';
import { storeSettingsSchema } from '../../../src/catalog/settings';

describe('store settings file (decisions 1)', () => {
  let dir: string | null = null;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = null;
  });

  it('an empty file gives the defaults: nothing switched on, international checkout on, 30-day returns', () => {
    const settings = storeSettingsSchema.parse({});
    expect(settings.flags).toEqual({ globalNotification: false, ageGate: false, fanValidation: false, supportPages: false, collectionsOption: false });
    expect(settings.buildFlags).toEqual({ hideCard: false, hidePaypal: false, hideAfterpay: false, liveChat: false });
    expect(settings).toMatchObject({ sellingRegion: 'usa', internationalCheckout: true, gated: false, deliveryZones: [], taxRates: {} });
    expect(settings.returnPolicy).toEqual({ physicalDays: 30, digitalFinal: true });
  });

  it('reads delivery rates in cents per currency and tax rates in basis points', () => {
    const settings = storeSettingsSchema.parse({
      deliveryZones: [{ fulfillmentRegion: 'USA', destinations: ['US'], standard: { firstItem: { USD: 499, EUR: 459 }, days: [5, 8] } }],
      taxRates: { NY: 887 },
    });
    expect(settings.deliveryZones[0]?.standard).toEqual({ firstItem: { USD: 499, EUR: 459 }, additionalItem: {}, days: [5, 8] });
    expect(settings.taxRates['NY']).toBe(887);
  });

  it.each([
    ['a rate in units instead of cents', { deliveryZones: [{ fulfillmentRegion: 'USA', destinations: ['US'], standard: { firstItem: { USD: 4.99 }, days: [5, 8] } }] }],
    ['a tax rate above 20 %', { taxRates: { NY: 8870 } }],
    ['a flag that is not a boolean', { flags: { ageGate: 'yes' } }],
    ['a holiday window with a bad date', { holidayWindows: [{ from: '2026-12-01', to: 'Christmas', appliesTo: 'physical', message: 'x' }] }],
  ])('rejects %s', (_, body) => {
    expect(storeSettingsSchema.safeParse(body).success).toBe(false);
  });

  it('a missing folder gives defaults, the default legal texts and no stock table', async () => {
    const files = await readStoreFiles('harbor-lights', null);
    expect(files.settings.returnPolicy.physicalDays).toBe(30);
    expect(files.legal.termsOfUse).toContain('$50');
    expect(files.legal.termsOfUse).toContain('30 Day Free Return Policy');
    expect(files.stock).toBeNull();
  });

  it("the default terms take the store's return period, and say 18+ as the spec does", async () => {
    dir = await mkdtemp(join(tmpdir(), 'store-files-'));
    await writeFile(join(dir, 'settings.json'), JSON.stringify({ returnPolicy: { physicalDays: 14 } }));
    const { legal } = await readStoreFiles('harbor-lights', dir);
    expect(legal.termsOfUse).toContain('14 Day Free Return Policy');
    expect(legal.termsOfUse).not.toContain('30 Day');
    expect(legal.termsOfUse).toContain('at least 18 years old.');
    expect(legal.termsOfUse).not.toContain('parent');
  });

  it('a bad settings file stops the pull naming the store, the file and the field', async () => {
    dir = await mkdtemp(join(tmpdir(), 'store-files-'));
    await writeFile(join(dir, 'settings.json'), JSON.stringify({ buildFlags: { hidePaypal: 'true' } }));
    const error = await readStoreFiles('harbor-lights', dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PullError);
    expect((error as Error).message).toContain('"harbor-lights"');
    expect((error as Error).message).toContain('settings.json');
    expect((error as Error).message).toContain('buildFlags.hidePaypal');
  });

  it('a settings file that is not JSON is reported with its path', async () => {
    dir = await mkdtemp(join(tmpdir(), 'store-files-'));
    await writeFile(join(dir, 'settings.json'), '{ "gated": true, }');
    await expect(readStoreFiles('harbor-lights', dir)).rejects.toThrow(/settings\.json is not valid JSON/);
  });

  it('reads settings and stock from the folder', async () => {
    dir = await mkdtemp(join(tmpdir(), 'store-files-'));
    await writeFile(join(dir, 'settings.json'), JSON.stringify({ gated: true, buildFlags: { hideAfterpay: true } }));
    await writeFile(join(dir, 'inventory.json'), JSON.stringify({ '1001_1': 4 }));
    const files = await readStoreFiles('harbor-lights', dir);
    expect(files.settings.gated).toBe(true);
    expect(files.settings.buildFlags.hideAfterpay).toBe(true);
    expect(files.stock?.get('1001_1')).toBe(4);
  });
});
