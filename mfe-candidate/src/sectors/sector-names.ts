import type { Sector } from 'shared-kit/contracts';
import type { CandidateMessageId } from '../locales';

// The sectors' names in the interface language: the profile's Sectors section and the matchings' sector reason
// (docs/candidate-area.md#matchings) say them the same way.

/** The catalogue's name of each sector the api knows today, by slug; a sector added later shows its English name. */
const SECTOR_NAMES: Record<string, CandidateMessageId> = {
  'information-technology': 'candidate.sector.information-technology',
  'customer-service': 'candidate.sector.customer-service',
  sales: 'candidate.sector.sales',
  marketing: 'candidate.sector.marketing',
  finance: 'candidate.sector.finance',
  'human-resources': 'candidate.sector.human-resources',
  logistics: 'candidate.sector.logistics',
  engineering: 'candidate.sector.engineering',
  healthcare: 'candidate.sector.healthcare',
  'tourism-and-hospitality': 'candidate.sector.tourism-and-hospitality',
  education: 'candidate.sector.education',
  legal: 'candidate.sector.legal',
  manufacturing: 'candidate.sector.manufacturing',
  consulting: 'candidate.sector.consulting',
  telecommunications: 'candidate.sector.telecommunications',
  gaming: 'candidate.sector.gaming',
};

/** A sector's name in the interface language, else the api's English name. */
export function sectorName(sector: Pick<Sector, 'slug' | 'name'>, t: (id: CandidateMessageId) => string): string {
  const id = SECTOR_NAMES[sector.slug];
  return id ? t(id) : sector.name;
}
