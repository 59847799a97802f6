import { z } from 'zod';

/** Support articles: categories with posts. The spec leaves their calls unshown; they are store data. */
export const supportPostSchema = z.object({
  databaseId: z.number().int(),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a lower-case slug'),
  title: z.string().min(1),
  content: z.string(),
});
export const supportCategorySchema = z.object({
  databaseId: z.number().int(),
  name: z.string().min(1),
  icon: z.string().default(''),
  posts: z.array(supportPostSchema).default([]),
});
export const supportSchema = z.object({ categories: z.array(supportCategorySchema).default([]) });
export type SupportCategory = z.infer<typeof supportCategorySchema>;
export type SupportPost = z.infer<typeof supportPostSchema>;

/** Legal texts as HTML; sanitised where they are rendered. */
export const legalSchema = z.object({ termsOfUse: z.string().min(1), privacyPolicy: z.string().min(1) });
export type Legal = z.infer<typeof legalSchema>;
