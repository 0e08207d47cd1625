import { NotFound } from 'shared-kit/ui';

// Placeholder until the company area is built (issue 13).
export function PreviewCvPage() {
  return <NotFound />;
}
