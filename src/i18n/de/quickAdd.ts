import type en from '../en/quickAdd';
import type { Translation } from '../types';

// German (formal Sie) messages of the quickAdd feature, translated from src/i18n/en/quickAdd.ts.
export default {
  'quickAdd.button': 'Schnell hinzufügen',
  'quickAdd.options': 'Schnell hinzufügen: {name}',
  'quickAdd.close': 'Schnell hinzufügen schließen',
  'quickAdd.colour': 'Farbe',
  'quickAdd.size': 'Größe',
  'quickAdd.chooseSize': 'Wählen Sie eine Größe',
  'quickAdd.add': 'In den Warenkorb',
  'quickAdd.preorder': 'Auf der Produktseite vorbestellen',
  'quickAdd.previewDisabled': 'Im Vorschaumodus können keine Artikel in den Warenkorb gelegt werden.',
  'quickAdd.privateDisabled': 'Dieser Artikel ist privat und kann nicht gekauft werden.',
  'quickAdd.cartFull': 'Ihr Warenkorb ist voll. Entfernen Sie einen Artikel, um einen weiteren hinzuzufügen.',
  'quickAdd.allInCart.one': 'Nur noch {count} auf Lager, und dieser liegt bereits in Ihrem Warenkorb.',
  'quickAdd.allInCart.other': 'Nur noch {count} auf Lager, und alle liegen bereits in Ihrem Warenkorb.',
  'quickAdd.lineMax': 'Sie haben {count} Stück dieses Artikels im Warenkorb, die Höchstmenge pro Bestellung.',
  'quickAdd.added': 'Zum Warenkorb hinzugefügt',
  'quickAdd.viewCart': 'Warenkorb ansehen',
  'quickAdd.continue': 'Weiter einkaufen',
  'quickAdd.outOfStockTitle': 'Ausverkauft',
  'quickAdd.outOfStock': 'Dieses Produkt ist ausverkauft.',
  'quickAdd.loadFailed': 'Die Produkte konnten nicht geladen werden',
} satisfies Translation<typeof en>;
