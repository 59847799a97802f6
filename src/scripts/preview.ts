import { openPreview, PREVIEW_PARAM, previewParam } from '../lib/preview-crypto';
import { previewCssVariables, previewThemeOf, type PreviewTheme } from '../lib/preview-theme';

/**
 * Applies a preview fragment's theme (PreviewTheme.astro, preview builds only): opens #preview=... with
 * the build's key, validates it, keeps it in sessionStorage so that it stays on for the visit, takes
 * it out of the address bar, and applies it as CSS custom properties and plain text.
 */
export const PREVIEW_STORAGE_KEY = 'previewTheme';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function setText(selector: string, text: string | undefined): void {
  if (text === undefined) return;
  document.querySelectorAll(selector).forEach((element) => (element.textContent = text));
}

export function applyPreviewTheme(theme: PreviewTheme): void {
  for (const [name, value] of Object.entries(previewCssVariables(theme))) document.documentElement.style.setProperty(name, value);
  if (theme.primaryColor) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.primaryColor);
  setText('.notification-bar p', theme.notification);
  setText('#hero-title', theme.hero?.title);
  setText('.hero__body', theme.hero?.body);
  setText('.hero__cta', theme.hero?.ctaText);
  const notice = document.querySelector<HTMLElement>('[data-preview-theme-notice]');
  if (notice) notice.hidden = false;
}

export async function startPreviewTheme(): Promise<void> {
  const holder = document.querySelector<HTMLElement>('[data-preview-theme]');
  const { key, store } = holder?.dataset ?? {};
  if (!key || !store) return;
  const storage = session();
  const fromAddress = previewParam(window.location.hash);
  if (fromAddress) {
    // Out of the address bar, so a copied address does not carry it on; the session keeps it.
    const params = new URLSearchParams(window.location.hash.slice(1));
    params.delete(PREVIEW_PARAM);
    const rest = params.toString();
    history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}${rest ? `#${rest}` : ''}`);
  }
  const sealed = fromAddress ?? storage?.getItem(PREVIEW_STORAGE_KEY) ?? null;
  if (!sealed) return;
  const theme = previewThemeOf(await openPreview(sealed, key, store));
  if (!theme) {
    if (!fromAddress) storage?.removeItem(PREVIEW_STORAGE_KEY);
    return;
  }
  storage?.setItem(PREVIEW_STORAGE_KEY, sealed);
  applyPreviewTheme(theme);
  document.querySelector('[data-preview-theme-reset]')?.addEventListener('click', () => {
    storage?.removeItem(PREVIEW_STORAGE_KEY);
    window.location.reload();
  });
}
