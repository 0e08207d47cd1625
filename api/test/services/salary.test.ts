import { parseSalary } from '../../src/services/salary';

describe('reading a salary text into a range', () => {
  it.each([
    ['45.000 - 55.000 € pro Jahr', null, { min: 45000, max: 55000, currency: 'EUR', period: 'YEAR' }],
    ['€2,100 gross per month + bonus', null, { min: 2100, max: 2100, currency: 'EUR', period: 'MONTH' }],
    ['€ 3.000 - € 3.800 bruto per maand', null, { min: 3000, max: 3800, currency: 'EUR', period: 'MONTH' }],
    ['8 000 - 12 000 zł brutto miesięcznie', null, { min: 8000, max: 12000, currency: 'PLN', period: 'MONTH' }],
    ['15 000 zł B2B miesięcznie', null, { min: 15000, max: 15000, currency: 'PLN', period: 'MONTH' }],
    ['£18.50 per hour', null, { min: 18.5, max: 18.5, currency: 'GBP', period: 'HOUR' }],
    ['32 000 - 38 000 kr per månad', 'SE', { min: 32000, max: 38000, currency: 'SEK', period: 'MONTH' }],
    ['7.000 RON net lunar', null, { min: 7000, max: 7000, currency: 'RON', period: 'MONTH' }],
  ])('%s', (text, country, range) => {
    expect(parseSalary(text, country)).toEqual(range);
  });

  it.each([
    ['55.000 - 65.000 €', 'no period'],
    ['Competitive salary', 'no amount'],
    ['45,000 - 60,000 per year', 'no currency'],
    ['32 000 kr per månad', 'a krona of no known country'],
    ['1.000 - 2.000 - 3.000 € per month', 'three amounts'],
  ])('%s: null (%s)', (text) => {
    expect(parseSalary(text, null)).toBeNull();
  });
});
