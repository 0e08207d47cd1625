// VAT of a purchase (docs/company-area.md#vat): the seller is in Spain, so Spanish VAT (21 %) applies, except to a
// business of another EU country that gives a VAT ID, which accounts for the VAT itself (reverse charge, 0 %).
// Only the format is checked here (per country, as the EU's VIES describes it); VIES itself is not asked.

const SPANISH_VAT_RATE = 21;

/** The VAT ID's prefix (Greece is EL) and the format of what follows it. */
const VAT_ID_FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^(?:[A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(?:\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(?:\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/** A VAT ID as people type it ("de 123 456 789", "FR-12.345678901") in its one written form. */
export function normaliseVatId(raw: string): string {
  return raw.toUpperCase().replace(/[\s.\-_/]/g, '');
}

/** The ISO country code (GR for EL) of a format-valid EU VAT ID, or null. */
export function vatIdCountry(vatId: string): string | null {
  const prefix = vatId.slice(0, 2);
  const format = VAT_ID_FORMATS[prefix];
  if (!format?.test(vatId.slice(2))) return null;
  return prefix === 'EL' ? 'GR' : prefix;
}

/** The VAT percent a company pays: 0 with a valid VAT ID of an EU country other than Spain, else 21. */
export function vatRateFor(vatId: string | null | undefined): number {
  if (!vatId) return SPANISH_VAT_RATE;
  const country = vatIdCountry(vatId);
  return country !== null && country !== 'ES' ? 0 : SPANISH_VAT_RATE;
}

/** VAT in cents, rounded half up on the whole net (one line per invoice). */
export const vatOf = (net: number, rate: number) => Math.round((net * rate) / 100);
