import type en from '../en/quickAdd';
import type { Translation } from '../types';

// Dutch (informal je) messages of the quickAdd feature, translated from src/i18n/en/quickAdd.ts.
export default {
  'quickAdd.button': 'Snel toevoegen',
  'quickAdd.options': 'Snel toevoegen: {name}',
  'quickAdd.close': 'Snel toevoegen sluiten',
  'quickAdd.colour': 'Kleur',
  'quickAdd.size': 'Maat',
  'quickAdd.chooseSize': 'Kies een maat',
  'quickAdd.add': 'In winkelwagen',
  'quickAdd.preorder': 'Vooraf bestellen op de productpagina',
  'quickAdd.previewDisabled': 'Toevoegen aan de winkelwagen is uitgeschakeld in de voorbeeldmodus.',
  'quickAdd.privateDisabled': 'Dit artikel is privé en kan niet worden gekocht.',
  'quickAdd.cartFull': 'Je winkelwagen is vol. Verwijder een artikel om een ander toe te voegen.',
  'quickAdd.allInCart.one': 'Nog maar {count} op voorraad, en die zit al in je winkelwagen.',
  'quickAdd.allInCart.other': 'Nog maar {count} op voorraad, en die zitten allemaal in je winkelwagen.',
  'quickAdd.lineMax': 'Je hebt {count} stuks van dit artikel in je winkelwagen, het maximum per bestelling.',
  'quickAdd.added': 'Toegevoegd aan winkelwagen',
  'quickAdd.viewCart': 'Bekijk winkelwagen',
  'quickAdd.continue': 'Verder winkelen',
  'quickAdd.outOfStockTitle': 'Uitverkocht',
  'quickAdd.outOfStock': 'Dit product is uitverkocht.',
  'quickAdd.loadFailed': 'De producten konden niet worden geladen',
} satisfies Translation<typeof en>;
