import { ledgerKeepsItsPromises } from './invariants/property';

// The ledger's invariants for paypal (tests/integration/payments/invariants/property.ts). The example:
// PayPal authorized the order three times over with every answer lost, the stock sold out, and a read
// of the order was dropped once; the release took "no authorization known" for "never authorized" and
// left the shopper's money held (seed 1817175553, 2026-11-27).
ledgerKeepsItsPromises('paypal', [[{
  quantity: 1,
  card: 'pm_card_threeDSecure2Required',
  paypal: { authorization: 'CREATED', capture: 'DECLINED' },
  steps: [
    { kind: 'submit', double: false },
    { kind: 'submit', double: false },
    { kind: 'webhook', event: 'PAYMENT.CAPTURE.COMPLETED', times: 1 },
    { kind: 'approve' },
    { kind: 'fault', step: 'authorize', fault: 'drop_after', times: 3 },
    { kind: 'submit', double: false },
    { kind: 'sold_out' },
    { kind: 'fault', step: 'get', fault: 'drop', times: 1 },
  ],
}]]);
