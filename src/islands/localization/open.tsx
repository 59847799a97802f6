import { createRoot, type Root } from 'react-dom/client';
import { loadLocale } from '../../i18n';
import { PreferencesModal } from './PreferencesModal';

/**
 * Opens the Preferences modal from the footer's region and currency button. Loaded on the first
 * click (src/scripts/localization.ts), so pages carry no React until a shopper asks for it.
 */
let root: Root | null = null;
let opened = 0;

export async function openPreferences(button: HTMLElement): Promise<void> {
  await loadLocale();
  if (!root) {
    const container = document.createElement('div');
    container.setAttribute('data-island', 'localization');
    document.body.appendChild(container);
    root = createRoot(container);
  }
  const mounted = root;
  opened += 1; // a fresh key per opening, so the selects start from the stored choice again
  const render = (open: boolean) =>
    mounted.render(
      <PreferencesModal
        key={opened}
        open={open}
        onClose={() => {
          render(false);
          button.focus();
        }}
        onSaved={() => location.reload()}
      />,
    );
  button.focus();
  render(true);
}
