import type { FakeAnswer } from '../http';
import { describeErrors, ownValidator, responsePointer, validatorAt, type Operation } from './contract';
import { debugId } from './errors';
import type { Answer } from './handler';
import type { Tenant } from './state';

/**
 * Every answer of the fake's own is checked against the operation's response schema for its status
 * before it is sent; a mismatch is a bug of the fake and goes to `problems`, so a test that asserts
 * `problems` is empty also proves the fake spoke PayPal's documented language.
 */
const rateLimited = ownValidator({
  type: 'object',
  required: ['name', 'message', 'debug_id'],
  properties: { name: { const: 'RATE_LIMIT_REACHED' }, message: { type: 'string' }, debug_id: { type: 'string' } },
});

export function checkAnswer(tenant: Tenant, op: Operation, answer: Answer): FakeAnswer {
  const label = `${op.method.toUpperCase()} ${op.path} ${answer.status}`;
  if (answer.undocumented) tenant.problems.push(`${label}: ${answer.undocumented}`);
  else if (answer.status === 429) {
    // No document declares 429; PayPal's rate-limit answer is checked against its published shape instead.
    if (!rateLimited(answer.body)) tenant.problems.push(`fake's own answer ${label} is not PayPal's 429: ${describeErrors(rateLimited.errors)}`);
  } else {
    const pointer = responsePointer(op, answer.status);
    if (pointer === null) tenant.problems.push(`fake answered ${label}, a status the document does not declare`);
    else if (pointer === 'none') {
      if (answer.body !== undefined) tenant.problems.push(`fake answered ${label} with a body; the document declares none`);
    } else {
      const validate = validatorAt(op.doc, pointer);
      if (!validate(answer.body)) tenant.problems.push(`fake's own answer ${label} fails ${op.doc}#${decodeURIComponent(pointer)}: ${describeErrors(validate.errors)}`);
    }
  }
  return { status: answer.status, ...(answer.body !== undefined ? { body: answer.body } : {}), headers: { 'paypal-debug-id': debugId() } };
}
