import * as z from 'zod/mini';

/**
 * What a preview fragment may change (src/lib/preview-crypto.ts opens it): a partial theme of colours,
 * fonts, the notification text and the hero's texts. The fragment is untrusted input even when it
 * opens (anyone who can load a preview build can read its key), so every value passes the same kind
 * of allow-list as the build's theme sanitising (src/lib/sanitize.ts, theme-css.ts), only stricter:
 * colours are hex, rgb()/hsl() or a colour name; fonts are names; texts are plain text (no HTML) and
 * are written with textContent. Anything else and the whole fragment is ignored.
 */
export const PREVIEW_PAYLOAD_VERSION = 1;

// zod/mini: this runs in the preview page script, where classic zod would weigh about 15 KB more.
const colour = z.string().check(
  z.trim(),
  z.maxLength(40),
  z.regex(/^(?:#[0-9a-fA-F]{3,8}|(?:rgb|rgba|hsl|hsla)\(\s*[\d.]+%?(?:\s*[,\s]\s*[\d.]+%?){2,3}\s*\)|[a-zA-Z]{3,30})$/),
);
const font = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9 -]{1,60}$/));
const plainText = (max: number) =>
  z.pipe(
    z.string().check(z.maxLength(max * 2)),
    z.transform((text: string) => text.replace(/<[^>]*>/g, '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, max)),
  );

export const previewThemeSchema = z.object({
  primaryColor: z.optional(colour),
  button: z.optional(z.object({ backgroundColor: z.optional(colour), textColor: z.optional(colour), hoverColor: z.optional(colour) })),
  headingFont: z.optional(font),
  bodyFont: z.optional(font),
  notification: z.optional(plainText(300)),
  hero: z.optional(z.object({ title: z.optional(plainText(120)), body: z.optional(plainText(500)), ctaText: z.optional(plainText(60)) })),
});
export type PreviewTheme = z.infer<typeof previewThemeSchema>;

export const previewPayloadSchema = z.object({
  v: z.literal(PREVIEW_PAYLOAD_VERSION),
  /** Unix seconds after which the fragment no longer applies. */
  exp: z.optional(z.int().check(z.gt(0))),
  theme: previewThemeSchema,
});
export type PreviewPayload = z.infer<typeof previewPayloadSchema>;

/** The theme of an opened payload, or null when it is malformed or expired. */
export function previewThemeOf(payload: unknown, nowSeconds = Math.floor(Date.now() / 1000)): PreviewTheme | null {
  const result = previewPayloadSchema.safeParse(payload);
  if (!result.success) return null;
  if (result.data.exp !== undefined && result.data.exp < nowSeconds) return null;
  return result.data.theme;
}

// The build's font stacks (src/lib/theme-css.ts): a font the build does not ship falls back to these.
const SANS = "system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";
const CONDENSED = "'Arial Narrow', 'Roboto Condensed', system-ui, sans-serif";

/** The CSS custom properties the theme sets (the same ones theme-css.ts writes at build time). */
export function previewCssVariables(theme: PreviewTheme): Record<string, string> {
  const vars: Record<string, string> = {};
  if (theme.primaryColor) vars['--color-primary'] = theme.primaryColor;
  if (theme.button?.backgroundColor) vars['--button-bg'] = theme.button.backgroundColor;
  if (theme.button?.textColor) vars['--button-text'] = theme.button.textColor;
  if (theme.button?.hoverColor) vars['--button-hover'] = theme.button.hoverColor;
  if (theme.headingFont) vars['--font-heading'] = `'${theme.headingFont}', ${CONDENSED}`;
  if (theme.bodyFont) vars['--font-body'] = `'${theme.bodyFont}', ${SANS}`;
  return vars;
}
