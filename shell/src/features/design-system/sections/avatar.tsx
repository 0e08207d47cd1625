import { Avatar } from 'shared-kit/ui';
import type { CatalogueSection } from './section';

/** A tiny logo made on the spot, so the catalogue shows a loaded image without a file of its own. */
const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0b5cad"/><circle cx="20" cy="20" r="10" fill="#fff"/></svg>',
)}`;

const row = { display: 'flex', alignItems: 'center', gap: 'var(--sk-space-2)' } as const;

export const avatarSection: CatalogueSection = {
  id: 'avatar',
  name: 'Avatar',
  usage:
    'A person (circle) or a company logo (square), with the initials on a colour from the name when there is no picture or it fails.',
  states: [
    { name: 'logo (square)', render: () => <Avatar name="Blue Dot Ltd" src={LOGO} shape="square" /> },
    {
      name: 'initials, sizes sm, md, lg',
      render: () => (
        <div style={row}>
          <Avatar name="Ana María López" size="sm" />
          <Avatar name="Zofia Nowak" />
          <Avatar name="Jean Dupont" size="lg" />
        </div>
      ),
    },
    {
      name: 'broken image falls back',
      render: () => <Avatar name="Missing Logo GmbH" src="/design-system-missing.png" shape="square" />,
    },
    {
      name: 'decorative, name beside it',
      render: () => (
        <div style={row}>
          <Avatar name="Acme Lingua" shape="square" size="sm" decorative />
          <span>Acme Lingua</span>
        </div>
      ),
    },
  ],
};
