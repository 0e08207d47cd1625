import type { ReactNode } from 'react';
import { Card } from 'shared-kit/ui';

/** One card of the account settings page: a section named by its heading (`id` is the heading's). */
export function SettingsCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" className="candidate-settings-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Card>
  );
}
