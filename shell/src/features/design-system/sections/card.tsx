import { Badge, Card } from 'shared-kit/ui';
import type { CatalogueSection } from './section';

export const cardSection: CatalogueSection = {
  id: 'card',
  name: 'Card',
  usage: 'A bordered box around one item (a job, an event). Interactive: the title link covers the card, one tab stop.',
  states: [
    {
      name: 'default (div)',
      render: () => (
        <Card>
          <h3 className="sk-card-title">Application received</h3>
          <p>We will write to you within two weeks.</p>
        </Card>
      ),
    },
    {
      name: 'interactive article',
      render: () => (
        <Card as="article" interactive>
          <h3 className="sk-card-title">
            <a href="#ds-card">German-speaking support agent</a>
          </h3>
          <p>
            Lisbon <Badge tone="info">Hybrid</Badge>
          </p>
        </Card>
      ),
    },
    {
      name: 'long title',
      render: () => (
        <Card as="article" interactive>
          <h3 className="sk-card-title">
            <a href="#ds-card">
              Senior multilingual customer experience specialist (Dutch, German and French) for a travel platform
            </a>
          </h3>
        </Card>
      ),
    },
  ],
};
