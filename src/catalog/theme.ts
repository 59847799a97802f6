import { themeSchema, type PlatformTheme } from './platform/theme';

/** The theme with every default of the browsing spec (section 3) filled in. */
export interface Theme extends PlatformTheme {
  resolved: {
    primaryColor: string;
    headingFont: string;
    bodyFont: string;
    heroTemplate: number;
    headerTemplate: number;
    footerTemplate: number;
    notification: string;
    hero: { title: string; body: string; ctaText: string; ctaLink: string };
  };
  /** True when the platform gave no usable theme and the default one is in use. */
  isDefault: boolean;
}

export const DEFAULT_NOTIFICATION = 'Check out our new T-shirts for a limited time only!';

/** Fills the spec's defaults into a parsed theme; storeName stands in for a missing hero title. */
export function resolveTheme(theme: PlatformTheme, storeName: string, isDefault = false): Theme {
  const hero = theme.content.heroBanner;
  return {
    ...theme,
    isDefault,
    resolved: {
      primaryColor: theme.styles.primaryColor || '#000000',
      headingFont: theme.styles.typography.headingFontFamily || 'Oswald',
      bodyFont: theme.styles.typography.bodyFontFamily || 'Roboto',
      heroTemplate: theme.styles.heroBanner.template ?? 2,
      headerTemplate: theme.styles.header.template ?? 1,
      footerTemplate: theme.styles.footer.template ?? 1,
      notification: theme.content.notification || DEFAULT_NOTIFICATION,
      hero: {
        title: hero.title || storeName,
        body: hero.body || 'Welcome to our store!',
        ctaText: hero.ctaText || 'Shop apparel',
        ctaLink: hero.ctaLink || '#featured-products',
      },
    },
  };
}

export function defaultTheme(storeName: string): Theme {
  return resolveTheme(themeSchema.parse({}), storeName, true);
}

/** Theme strings may hold {{assetPath}}, replaced by the store's asset base. */
export function replaceAssetPath<T>(value: T, assetBase: string): T {
  return JSON.parse(JSON.stringify(value).replaceAll('{{assetPath}}', JSON.stringify(assetBase.replace(/\/+$/, '')).slice(1, -1))) as T;
}
