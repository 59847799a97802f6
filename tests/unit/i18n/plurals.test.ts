import { afterEach, describe, expect, it } from 'vitest';
import { setMessages, t } from '../../../src/i18n';
import { formatCount, pluralCategory } from '../../../src/i18n/plural';
import { LOCALES } from '../../../src/i18n/spec-lists';
import de from '../../../src/i18n/de';
import enGB from '../../../src/i18n/en-GB';
import es from '../../../src/i18n/es';
import fr from '../../../src/i18n/fr';
import it_ from '../../../src/i18n/it';
import nl from '../../../src/i18n/nl';
import ptBR from '../../../src/i18n/pt-BR';

/** The cart pill's accessible name and the search count in a locale, for a few counts. */
function say(locale: string, messages: Parameters<typeof setMessages>[0], counts: (number | string)[]): string[] {
  setMessages(messages, locale);
  return counts.map((count) => t('cart.pillLabel', { count }));
}

afterEach(() => setMessages({}, 'en'));

describe('plural forms by the locale rules (Intl.PluralRules)', () => {
  it('English keeps the spec wording: one for 1, other for 0 and the rest, 99+ as other', () => {
    expect(say('en', {}, [0, 1, 2, 60, '99+'])).toEqual(['Cart, 0 items', 'Cart, 1 item', 'Cart, 2 items', 'Cart, 60 items', 'Cart, 99+ items']);
    expect(t('search.resultCount', { count: 1, term: 'tee' })).toBe('1 result for "tee"');
    expect(t('search.resultCount', { count: 12, term: 'tee' })).toBe('12 results for "tee"');
    expect(t('listing.fans', { count: 1234 })).toBe('1,234 fans have purchased this merchandise recently.');
  });

  it('British English follows the English rules', () => {
    expect(say('en-GB', enGB, [0, 1, 3])).toEqual(['Cart, 0 items', 'Cart, 1 item', 'Cart, 3 items']);
  });

  it('French counts 0 as one and whole millions as many', () => {
    expect(pluralCategory('fr', 0)).toBe('one');
    expect(say('fr', fr, [0, 1, 2, 1_000_000])).toEqual(['Panier, 0 article', 'Panier, 1 article', 'Panier, 2 articles', 'Panier, 1\u202f000\u202f000 d’articles']);
    setMessages(fr, 'fr');
    expect(t('tiles.shown', { count: 0 })).toBe('0 produit affiché');
  });

  it('Brazilian Portuguese counts 0 as one too', () => {
    expect(say('pt-BR', ptBR, [0, 1, 2])).toEqual(['Carrinho, 0 item', 'Carrinho, 1 item', 'Carrinho, 2 itens']);
    setMessages(ptBR, 'pt-BR');
    expect(t('search.resultCount', { count: 0, term: 'x' })).toBe('0 resultado para “x”');
  });

  it('German and Dutch: one for 1 only, and numbers written their way', () => {
    expect(say('de', de, [0, 1, 2])).toEqual(['Warenkorb, 0 Artikel', 'Warenkorb, 1 Artikel', 'Warenkorb, 2 Artikel']);
    setMessages(de, 'de');
    expect(t('search.resultCount', { count: 1, term: 'x' })).toBe('1 Ergebnis für „x“');
    expect(t('listing.fans', { count: 1234 })).toBe('1.234 Fans haben diesen Artikel kürzlich gekauft.');
    expect(say('nl', nl, [0, 1, 2])).toEqual(['Winkelwagen, 0 artikelen', 'Winkelwagen, 1 artikel', 'Winkelwagen, 2 artikelen']);
  });

  it('Spanish and Italian: one for 1, other for 0, many for whole millions', () => {
    expect(say('es', es, [0, 1, 2, 1_000_000])).toEqual(['Carrito, 0 artículos', 'Carrito, 1 artículo', 'Carrito, 2 artículos', 'Carrito, 1.000.000 de artículos']);
    expect(say('it', it_, [0, 1, 2, 1_000_000])).toEqual(['Carrello, 0 articoli', 'Carrello, 1 articolo', 'Carrello, 2 articoli', 'Carrello, 1.000.000 di articoli']);
  });

  it('falls back to English forms and rules when the locale lacks the message', () => {
    expect(say('fr', { 'cart.title': 'Mon panier' }, [0, 1])).toEqual(['Cart, 0 items', 'Cart, 1 item']);
  });

  it('writes every count as each locale writes it, also the whole numbers under 1,000 it writes without Intl', () => {
    for (const locale of LOCALES) {
      const format = new Intl.NumberFormat(locale);
      for (let n = 0; n < 1000; n++) expect(formatCount(locale, n)).toBe(format.format(n));
      for (const n of [1000, 1234, 99999, 1234567, 0.5, 2.75, -1, -1234]) expect(formatCount(locale, n)).toBe(format.format(n));
    }
  });

  it('reads a count shown as text ("99+") by its number and leaves the text as it is', () => {
    expect(pluralCategory('en', '99+')).toBe('other');
    expect(formatCount('de', '99+')).toBe('99+');
    expect(pluralCategory('not a locale!', 1)).toBe('one');
  });
});
