import { z } from 'zod';
import { socialLinkSchema } from './store';

/**
 * The theme service's answer. Every part is optional: what the seller did not set comes from the
 * default theme of the browsing spec (section 3). Theme strings are stored as sent (HTML and CSS
 * included) and sanitised where they are rendered.
 */
const templateStyles = z
  .object({
    template: z.coerce.number().int().min(1).max(9).optional(),
    bgStyles: z.record(z.string(), z.string()).prefault({}),
    textStyles: z.record(z.string(), z.string()).prefault({}),
  })
  .prefault({});

export const themeSchema = z.object({
  brand: z.object({ socialMedia: z.array(socialLinkSchema).default([]) }).prefault({}),
  content: z
    .object({
      heroBanner: z
        .object({
          title: z.string().optional(),
          subtitle: z.string().optional(),
          body: z.string().optional(),
          ctaText: z.string().optional(),
          ctaLink: z.string().optional(),
          ctaOpenInNewWindow: z.boolean().default(false),
          containerBg: z.string().optional(),
          video: z.string().optional(),
        })
        .prefault({}),
      header: z
        .object({
          logo: z.string().optional(),
          logoLink: z.string().optional(),
          hideSearch: z.boolean().default(false),
          showAbout: z.boolean().default(false),
          showCategories: z.boolean().default(true),
          showSocialIcons: z.boolean().default(false),
          customLinks: z.array(z.object({ label: z.string(), url: z.string() })).default([]),
        })
        .prefault({}),
      footer: z
        .object({ about: z.object({ textContent: z.string().default('') }).optional(), showSocialIcons: z.boolean().default(false) })
        .prefault({}),
      about: z
        .object({
          aboutText: z.array(z.object({ id: z.union([z.string(), z.number()]), text: z.string(), list: z.array(z.string()).optional() })).default([]),
          heroImage: z.string().optional(),
        })
        .prefault({}),
      notification: z.string().optional(),
      favicon: z.string().optional(),
      login: z
        .object({
          backgroundColor: z.string().optional(),
          headerLogo: z.string().optional(),
          footerLogo: z.string().optional(),
          title: z.string().optional(),
          textColor: z.string().optional(),
          showSocialIcons: z.boolean().default(false),
        })
        .prefault({}),
    })
    .prefault({}),
  styles: z
    .object({
      primaryColor: z.string().optional(),
      fonts: z.array(z.string()).default([]),
      typography: z.object({ bodyFontFamily: z.string().optional(), headingFontFamily: z.string().optional() }).prefault({}),
      customCSS: z.string().default(''),
      header: templateStyles,
      footer: templateStyles,
      heroBanner: templateStyles,
      button: z
        .object({ backgroundColor: z.string().optional(), textColor: z.string().optional(), hoverColor: z.string().optional() }).prefault({}),
    })
    .prefault({}),
  meta: z
    .object({
      storeName: z.string().optional(),
      storeId: z.union([z.string(), z.number()]).optional(),
      searchOptions: z.object({ placeholder: z.string().optional() }).prefault({}),
      seoTitle: z.object({ title: z.string().optional(), description: z.string().optional(), keywords: z.string().optional() }).prefault({}),
      gaToken: z.string().optional(),
    })
    .prefault({}),
  layout: z.unknown().optional(),
  previewMode: z.boolean().default(false),
});
export type PlatformTheme = z.infer<typeof themeSchema>;
