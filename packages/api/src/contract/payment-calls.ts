import { declareCalls } from './call.js';
import {
  chargeInputSchema,
  chargeResponseSchema,
  payStatusInputSchema,
  payStatusResponseSchema,
  subscriptionResponseSchema,
} from './misc.js';

/** The paid download's calls of §4 share one endpoint, each picked by its `act` field. */
const CB = '/api/cb.php';

/** The paid download's calls (#13) declared once (call.ts): a member's, never cached. */
export const PAYMENT_CALLS = declareCalls({
  'payments.charge': {
    method: 'post',
    path: CB,
    act: 'chr',
    access: 'member',
    params: chargeInputSchema,
    response: chargeResponseSchema,
    errors: ['paid_user', 'payment_unavailable'],
    lifetime: 0,
  },
  'payments.status': {
    method: 'post',
    path: CB,
    act: 'status',
    access: 'member',
    params: payStatusInputSchema,
    response: payStatusResponseSchema,
    errors: [],
    lifetime: 0,
  },
  'payments.subscription': {
    method: 'post',
    path: CB,
    act: 'sub',
    access: 'member',
    response: subscriptionResponseSchema,
    errors: ['not_found', 'no_messenger_account', 'not_subscribed'],
    lifetime: 0,
  },
});
