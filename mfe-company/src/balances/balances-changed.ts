// The company's credits changed (a publication spent one): the back office's navigation asks for them again. A window
// event rather than shared state, so a feature that spends a credit and the layout that shows them stay apart.
import { useEffect, useState } from 'react';

const EVENT = 'company:balances-changed';

export function announceBalancesChanged(): void {
  window.dispatchEvent(new Event(EVENT));
}

/** A number that grows each time the balances are announced changed. */
export function useBalancesVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((n) => n + 1);
    window.addEventListener(EVENT, bump);
    return () => window.removeEventListener(EVENT, bump);
  }, []);
  return version;
}
