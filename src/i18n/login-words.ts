import type { Messages } from './types';
import de from './de';
import enGB from './en-GB';
import es from './es';
import fr from './fr';
import it from './it';
import nl from './nl';
import ptBR from './pt-BR';

/**
 * The gate's login page loads no script but its own inline one (behind the gate nothing else loads), so
 * its few words travel in the page, for every locale, and that script picks the shopper's (build time
 * only: this module pulls every catalog).
 */
const KEYS = ['login.title', 'login.accessCode', 'login.submit', 'login.invalid', 'login.locked'] as const;
const CATALOGS: Record<string, Messages> = { de, nl, fr, it, es, 'pt-BR': ptBR, 'en-GB': enGB };

export function loginWords(): Record<string, Partial<Record<(typeof KEYS)[number], string>>> {
  return Object.fromEntries(
    Object.entries(CATALOGS).map(([locale, messages]) => {
      const own = messages as Record<string, string | undefined>;
      return [locale, Object.fromEntries(KEYS.flatMap((key) => (own[key] ? [[key, own[key]]] : [])))];
    }),
  );
}
