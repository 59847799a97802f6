import type en from '../en/errors';
import type { Translation } from '../types';

// French (formal vous) messages of the API's errors, translated from src/i18n/en/errors.ts.
export default {
  'error.rateLimited': 'Trop de requêtes. Veuillez réessayer plus tard.',
  'error.storeNotReady': 'La boutique n’est pas encore prête à prendre des commandes.',
  'error.storeNotFound': 'Cette boutique n’existe pas.',
  'error.accessCodeRequired': 'Cette boutique demande un code d’accès.',
  'error.currencyNotSupported': 'Cette boutique ne vend pas dans cette devise.',
  'error.checkoutPaid': 'Cette commande est déjà payée.',
  'error.checkoutBusy': 'Cette commande est en cours de modification ailleurs. Veuillez réessayer.',
  'error.addressRequired': 'Veuillez saisir votre adresse.',
  'error.addressBeforeDelivery': 'Veuillez saisir votre adresse avant de choisir une option de livraison.',
  'error.zipNotInState': 'Le code postal ne correspond pas à l’État saisi.',
  'error.deliveryOptionRequired': 'Veuillez choisir une option de livraison.',
  'error.deliveryOptionUnavailable': 'Cette option de livraison n’est pas disponible pour votre adresse.',
  'error.paymentMethodUnavailable': 'Ce moyen de paiement n’est pas disponible pour cette commande.',
  'error.nothingToPay': 'Il n’y a rien à payer pour cette commande.',
  'error.paymentInProgress': 'Votre paiement est encore en cours de traitement. Veuillez patienter un instant.',
  'error.paymentUnavailable': 'Le paiement n’a pas pu être traité pour le moment. Veuillez réessayer.',
  'error.tooManyDeclines': 'Trop de tentatives de paiement ont été refusées. Veuillez réessayer dans une heure.',
  'error.orderChanged': 'Votre commande a changé pendant le paiement. Veuillez la passer à nouveau.',
  'error.soldOutWhilePaying': 'Désolés, un article de votre commande a été épuisé pendant le paiement. Vous n’avez pas été débité.',
  'error.paymentCancelled': 'Ce paiement a été annulé. Veuillez passer à nouveau votre commande.',
  'error.paymentClosed': 'Ce paiement ne peut plus être modifié.',
  'error.paymentNotFound': 'Le paiement est introuvable.',
  'error.orderNotFound': 'Nous n’avons trouvé aucune commande avec ce numéro et cette adresse e-mail.',
} satisfies Translation<typeof en>;
