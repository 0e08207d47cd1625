import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale, registerCatalogue } from 'shared-kit/i18n';
import { mockHttp, renderWithProviders } from 'shared-kit/testing';
import type { Service } from '../../../billing/types';
import { loadCompanyMessages } from '../../../locales';
import CompanyRoutes from '../../../remote-entry';

const pack = (code: string, kind: Service['kind'], quantity: number, price: number): Service => ({
  code,
  kind,
  name_key: `api.services.${code}`,
  quantity,
  price,
  currency: 'EUR',
  vat_rate: 21,
});
// Out of order on purpose: the page groups them by kind, smallest pack first.
const services = [
  pack('cv_50', 'cv_credits', 50, 19900),
  pack('job_1', 'job_posts', 1, 9900),
  pack('cv_10', 'cv_credits', 10, 4900),
  pack('job_5', 'job_posts', 5, 39900),
  pack('minisite_12', 'minisite', 12, 59000),
];

describe('pricing page', () => {
  it("sells the api's catalogue by kind, in euros plus VAT, and sends a guest to register first", async () => {
    const { requests } = mockHttp(() => ({ data: { services } }));
    renderWithProviders(<CompanyRoutes />, { route: '/company/pricing' });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Pricing');
    await screen.findByRole('article', { name: '1 job post' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Job posting',
      'CV search',
      'Company minisite',
    ]);
    const cv = screen.getByRole('region', { name: 'CV search' });
    expect(
      within(cv)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-labelledby')),
    ).toEqual(['company-pack-cv_10', 'company-pack-cv_50']);
    const fifty = screen.getByRole('article', { name: '50 CV credits' });
    expect(within(fifty).getByText('€199.00')).toBeInTheDocument();
    expect(within(fifty).getByText('+ VAT (21 %)')).toBeInTheDocument();
    expect(within(fifty).getByText('€3.98 each')).toBeInTheDocument();
    // The cheapest per unit of a kind says so in words, once per kind with a choice.
    expect(within(fifty).getByText('Best value')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '5 job posts' })).getByText('Best value')).toBeInTheDocument();
    expect(screen.getAllByText('Best value')).toHaveLength(2);

    expect(within(fifty).getByRole('link', { name: 'Buy 50 CV credits' })).toHaveAttribute('href', '/company/registry');
    expect(screen.getByRole('link', { name: 'Register your company to get started' })).toHaveAttribute(
      'href',
      '/company/registry',
    );
    expect(requests.map((r) => r.url)).toEqual(['/api/services']);
  });

  it('lets a company buy a pack at once', async () => {
    mockHttp(() => ({ data: { services } }));
    renderWithProviders(<CompanyRoutes />, { route: '/company/pricing', session: 'company' });

    const minisite = await screen.findByRole('article', { name: 'Company minisite, 12 months' });
    expect(within(minisite).getByRole('link', { name: 'Buy Company minisite, 12 months' })).toHaveAttribute(
      'href',
      '/company/services/purchase?code=minisite_12',
    );
    expect(screen.queryByRole('link', { name: 'Register your company to get started' })).not.toBeInTheDocument();
  });

  it('offers a retry when the prices fail to load', async () => {
    let calls = 0;
    mockHttp(() => {
      calls += 1;
      return calls === 1 ? { status: 500, data: { message: 'Server error' } } : { data: { services } };
    });
    renderWithProviders(<CompanyRoutes />, { route: '/company/pricing' });

    expect(await screen.findByText('We could not load the prices.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('article', { name: '10 CV credits' })).toBeInTheDocument();
  });

  it('switches to Polish as a whole: texts, prices written the Polish way, no message id', async () => {
    mockHttp(() => ({ data: { services } }));
    await registerCatalogue(loadCompanyMessages);
    renderWithProviders(<CompanyRoutes />, { route: '/company/pricing' });
    await screen.findByRole('article', { name: '1 job post' });
    try {
      await act(() => activateLocale('pl'));

      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cennik');
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Publikacja ofert',
        'Wyszukiwanie CV',
        'Mini-strona firmowa',
      ]);
      // Polish puts the currency after the amount (after a no-break space, which the query reads as a space).
      const five = screen.getByRole('article', { name: '5 ogłoszeń' });
      expect(within(five).getByText('399,00 €')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Zarejestruj firmę, aby zacząć' })).toBeInTheDocument();
      expect(screen.queryAllByText(/^(company|kit)\.[\w.-]+$/)).toEqual([]);
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
