import type en from '../en/errors';
import type { Translation } from '../types';

// Brazilian Portuguese (informal você) messages of the API's errors, translated from src/i18n/en/errors.ts.
export default {
  'error.rateLimited': 'Muitas solicitações. Tente novamente mais tarde.',
  'error.storeNotReady': 'A loja ainda não está pronta para receber pedidos.',
  'error.storeNotFound': 'Esta loja não existe.',
  'error.accessCodeRequired': 'Esta loja exige um código de acesso.',
  'error.currencyNotSupported': 'Esta loja não vende nesta moeda.',
  'error.checkoutPaid': 'Esta compra já foi paga.',
  'error.checkoutBusy': 'Esta compra está sendo alterada em outro lugar. Tente novamente.',
  'error.addressRequired': 'Informe seu endereço.',
  'error.addressBeforeDelivery': 'Informe seu endereço antes de escolher uma opção de entrega.',
  'error.zipNotInState': 'O CEP não corresponde ao estado informado.',
  'error.deliveryOptionRequired': 'Escolha uma opção de entrega.',
  'error.deliveryOptionUnavailable': 'Esta opção de entrega não está disponível para o seu endereço.',
  'error.paymentMethodUnavailable': 'Esta forma de pagamento não está disponível para este pedido.',
  'error.nothingToPay': 'Não há nada a pagar nesta compra.',
  'error.paymentInProgress': 'Seu pagamento ainda está sendo processado. Aguarde um momento.',
  'error.paymentUnavailable': 'Não foi possível processar o pagamento agora. Tente novamente.',
  'error.tooManyDeclines': 'Muitas tentativas de pagamento foram recusadas. Tente novamente em uma hora.',
  'error.orderChanged': 'Seu pedido mudou enquanto você pagava. Faça o pedido novamente.',
  'error.soldOutWhilePaying': 'Desculpe, um item do seu pedido esgotou enquanto você pagava. Nada foi cobrado.',
  'error.paymentCancelled': 'Este pagamento foi cancelado. Faça seu pedido novamente.',
  'error.paymentClosed': 'Este pagamento não pode mais ser alterado.',
  'error.paymentNotFound': 'O pagamento não foi encontrado.',
  'error.orderNotFound': 'Não encontramos nenhum pedido com este número e este endereço de e-mail.',
} satisfies Translation<typeof en>;
