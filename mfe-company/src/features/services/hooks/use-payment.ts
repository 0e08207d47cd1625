import { useCallback, useEffect, useState } from 'react';
import type { Payment } from '../../../billing/types';
import { getPayment } from '../api/get-payment';

/** How often and how many times a pending payment is asked again before the page says it is still waiting. */
export const POLL = { intervalMs: 2000, attempts: 5 };

export type PaymentState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; payment: Payment };

/**
 * A payment, asked again a few times while it is pending (the provider's confirmation may arrive just after the
 * visitor comes back). The last answer stays on screen while the next is asked. `recheck` starts another round.
 */
export function usePayment(id: string) {
  const [state, setState] = useState<PaymentState>({ status: 'loading' });
  const [asked, setAsked] = useState(0);
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks again (retry, recheck).
  useEffect(() => {
    let current = true;
    getPayment(id).then(
      (payment) => {
        if (!current) return;
        setState({ status: 'success', payment });
        setAsked((n) => n + 1);
      },
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [id, round]);

  const pending = state.status === 'success' && state.payment.status === 'pending';
  const waiting = pending && asked <= POLL.attempts;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer (`asked`) schedules the next question.
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setRound((n) => n + 1), POLL.intervalMs);
    return () => clearTimeout(timer);
  }, [waiting, asked]);

  const recheck = useCallback(() => {
    setAsked(0);
    setRound((n) => n + 1);
  }, []);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setRound((n) => n + 1);
  }, []);
  return { state, waiting, recheck, retry };
}
