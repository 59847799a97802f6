import { z } from 'zod';
import { parseCents } from '../../lib/money';

/** A price as the platform sends it ("23.99", sometimes a bare number), turned into integer cents. */
export const priceInCents = z
  .union([z.string(), z.number()])
  .transform((value, ctx) => {
    const cents = parseCents(value);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: `expected a price in currency units, got ${JSON.stringify(value)}` });
      return z.NEVER;
    }
    return cents;
  });

/** Lists where the platform may send null entries that must be dropped (primaryProduct, products_payload). */
export function listWithoutNulls<T extends z.ZodType>(item: T) {
  return z
    .array(item.nullable())
    .transform((items) => items.filter((entry): entry is NonNullable<typeof entry> => entry != null));
}

export const id = z.number().int().nonnegative();
export const hexColour = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'expected a hex colour like #1A1A1A');
export const optionalString = z.string().nullish().transform((v) => v ?? '');
