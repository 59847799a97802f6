import { ledgerKeepsItsPromises } from './invariants/property';

// The ledger's invariants for paypal (tests/integration/payments/invariants/property.ts).
ledgerKeepsItsPromises('paypal');
