import { join } from 'node:path';
import { z } from 'zod';
import { legalSchema, supportSchema, type Legal, type SupportCategory } from './content';
import { PullError, formatPath } from './errors';
import { storeSettingsSchema, type StoreSettings } from './settings';
import { readJsonFile } from './sources/directory';
import type { StockTable } from './normalize';
import { defaultLegal } from './default-legal';

/**
 * What the storefront owns per store (decisions 1), beside the platform's answers: settings,
 * support articles, legal texts and, optionally, stock per colour and size.
 */
export interface StoreFiles {
  settings: StoreSettings;
  support: SupportCategory[];
  legal: Legal;
  stock: StockTable | null;
}

const stockFileSchema = z.record(z.string().regex(/^\d+_\d+$/, 'expected "variationId_sizeId"'), z.number().int().min(0));

async function readValidated<S extends z.ZodType>(storeSlug: string, dir: string, file: string, schema: S): Promise<z.output<S> | undefined> {
  const body = await readJsonFile(join(dir, file));
  if (body === undefined) return undefined;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new PullError(storeSlug, `${file} is invalid: ${formatPath(issue?.path ?? [])}: ${issue?.message}`);
  }
  return parsed.data;
}

export async function readStoreFiles(storeSlug: string, dir: string | null): Promise<StoreFiles> {
  // A store without a folder, or without a file, takes the defaults (settings parsed from {}).
  const [settings, support, legal, stock] = dir
    ? await Promise.all([
        readValidated(storeSlug, dir, 'settings.json', storeSettingsSchema),
        readValidated(storeSlug, dir, 'support.json', supportSchema),
        readValidated(storeSlug, dir, 'legal.json', legalSchema),
        readValidated(storeSlug, dir, 'inventory.json', stockFileSchema),
      ])
    : [];
  const storeSettings = settings ?? storeSettingsSchema.parse({});
  return {
    settings: storeSettings,
    support: support?.categories ?? [],
    legal: legal ?? defaultLegal(storeSettings.returnPolicy),
    stock: stock ? new Map(Object.entries(stock)) : null,
  };
}
