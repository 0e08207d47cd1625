import { urlSlug } from './reference-data';

/** Demo employers. `minisite`: has the minisite service; `template`: its minisite template (null = no template). */
const COMPANIES: { name: string; sector: number; minisite?: boolean; template?: number }[] = [
  { name: 'Nordlicht Software GmbH', sector: 1, minisite: true, template: 1 },
  { name: 'Atlantic Customer Care', sector: 2, minisite: true, template: 2 },
  { name: 'Helix Data Labs', sector: 1 },
  { name: 'Porto Digital Hub', sector: 2, minisite: true },
  { name: 'Vistula Tech', sector: 1 },
  { name: 'Aegean Support Services', sector: 2 },
  { name: 'Lumen Finance', sector: 5 },
  { name: 'Danube Logistics', sector: 7 },
  { name: 'Baltic Bytes', sector: 1 },
  { name: 'Iberia Travel Group', sector: 10, minisite: true, template: 1 },
  { name: 'Alpine Engineering AG', sector: 8 },
  { name: 'Celtic Cloud Ltd', sector: 1 },
  { name: 'Rhine Analytics', sector: 1 },
  { name: 'Mediterranean Hotels', sector: 10 },
  { name: 'Fjord Games', sector: 16, minisite: true, template: 3 },
  { name: 'Carpathia Outsourcing', sector: 2 },
  { name: 'Benelux Retail Services', sector: 3 },
  { name: 'Polar Telecom', sector: 15 },
  { name: 'Adriatic Health', sector: 9 },
  { name: 'Tagus Consulting', sector: 14 },
  { name: 'Elbe Manufacturing', sector: 13 },
  { name: 'Seine Marketing Agency', sector: 4 },
  { name: 'Vltava Solutions', sector: 1 },
  { name: 'Thames Legal Partners', sector: 12 },
  { name: 'Tiber Education', sector: 11 },
  { name: 'Oresund Fintech', sector: 5, minisite: true, template: 2 },
  { name: 'Balkan Connect', sector: 2 },
  { name: 'Kraków Software House', sector: 1 },
  { name: 'Lisbon Multilingual Hub', sector: 2, minisite: true, template: 1 },
  { name: 'Athens Service Center', sector: 2 },
  { name: 'Amsterdam Payments BV', sector: 5 },
  { name: 'Dublin Support Desk', sector: 2 },
  { name: 'Barcelona Tech Studio', sector: 1 },
  { name: 'Sofia Contact Solutions', sector: 2 },
  { name: 'Bucharest IT Services', sector: 1 },
  { name: 'Malta Gaming Group', sector: 16 },
  { name: 'Vienna HR Partners', sector: 6 },
  { name: 'Berlin Mobility', sector: 7 },
  { name: 'Paris Luxury Retail', sector: 3 },
  { name: 'Helsinki Health Tech', sector: 9 },
  { name: 'Tallinn e-Services', sector: 1 },
  { name: 'Milano Fashion Online', sector: 3 },
];

export const DEMO_COMPANIES = COMPANIES.map((company, index) => {
  const slug = urlSlug(company.name);
  return {
    id: index + 1,
    name: company.name,
    slug,
    // Set by seedCompanyLogos (seed/logos.ts): a generated SVG kept in the file storage.
    logo: null as string | null,
    description: `${company.name} hires multilingual people across Europe and helps them relocate.`,
    sector_id: company.sector,
    has_minisite_service: company.minisite ?? false,
    minisite_template: company.template ?? null,
    minisite_content: company.minisite
      ? { headline: `Work at ${company.name}`, intro: `Discover life and careers at ${company.name}.` }
      : null,
  };
});
