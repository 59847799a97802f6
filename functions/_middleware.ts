import { gateRequest } from '../src/server/gate/middleware';
import type { Bindings } from '../src/server/env';

export const onRequest: PagesFunction<Bindings> = (context) => gateRequest(context.request, context.env, () => context.next());
