import { ledgerKeepsItsPromises } from './invariants/property';

// The ledger's invariants for stripe (tests/integration/payments/invariants/property.ts).
ledgerKeepsItsPromises('stripe');
