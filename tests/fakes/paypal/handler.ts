import type { Operation } from './contract';
import type { PaypalError } from './errors';
import type { Tenant } from './state';

/** What an operation's handler gets: the tenant, the validated body, the ids from the path. */
export interface Context {
  tenant: Tenant;
  /** The fake's own URL, for the links PayPal puts in its answers. */
  base: string;
  op: Operation;
  params: string[];
  body: any;
  /** `Prefer: return=representation` was sent. */
  representation: boolean;
}

export interface Answer {
  status: number;
  body?: unknown;
  /**
   * Set when PayPal's real answer here is one the documents do not list (e.g. ACTION_DOES_NOT_MATCH_INTENT
   * on an order capture): the answer is sent anyway and this note goes to `problems` instead of a
   * schema failure, since only a caller that does something wrong gets it.
   */
  undocumented?: string;
}

export type Handler = (ctx: Context) => Answer;

export const fromError = (e: PaypalError, undocumented?: string): Answer => ({ status: e.status, body: e.body, ...(undocumented ? { undocumented } : {}) });
