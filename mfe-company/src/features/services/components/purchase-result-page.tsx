import { NotFound } from 'shared-kit/ui';

// Placeholder until the company area is built (issue 13).
export function PurchaseResultPage(props: { outcome: 'confirmed' | 'denied' }) {
  void props;
  return <NotFound />;
}
