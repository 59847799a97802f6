import { z } from 'zod';
import { optionalString } from './fields';

/** size label -> dimension -> measurement */
const sizeChartSchema = z.object({
  unit: z.enum(['inches', 'cm']),
  sizes: z.record(z.string(), z.record(z.string(), z.number().nonnegative())),
});

/** GET /v1/blanks?id={productId} */
export const productDetailsSchema = z.object({
  description: optionalString,
  materials: optionalString,
  fit: optionalString,
  comparableBrands: optionalString,
  sizeChart: sizeChartSchema.nullable().default(null),
  sizeChartUrl: z.string().nullable().default(null),
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;
