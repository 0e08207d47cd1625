import { act, screen, within } from '@testing-library/react';
import { activateLocale, registerCatalogue } from 'shared-kit/i18n';
import { renderWithProviders } from 'shared-kit/testing';
import { loadCompanyMessages } from '../../../locales';
import CompanyRoutes from '../../../remote-entry';

describe('pricing page', () => {
  it('lists the job posting, CV search and minisite plans in euros, with a way to register', async () => {
    renderWithProviders(<CompanyRoutes />, { route: '/company/pricing' });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Pricing');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Job posting',
      'CV search',
      'Company minisite',
    ]);
    const single = screen.getByRole('article', { name: 'Single job' });
    expect(within(single).getByText('€99')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Branded minisite' })).getByText('€590')).toBeInTheDocument();
    // The featured plan says so in words, and only that one.
    expect(within(screen.getByRole('article', { name: 'Job pack' })).getByText('Most popular')).toBeInTheDocument();
    expect(screen.getAllByText('Most popular')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Register your company to get started' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('switches to Polish as a whole: texts, prices written the Polish way, no message id', async () => {
    await registerCatalogue(loadCompanyMessages);
    renderWithProviders(<CompanyRoutes />, { route: '/company/pricing' });
    await screen.findByRole('heading', { name: 'Pricing' });
    try {
      await act(() => activateLocale('pl'));

      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cennik');
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Publikacja ofert',
        'Wyszukiwanie CV',
        'Mini-strona firmowa',
      ]);
      // Polish puts the currency after the amount (after a no-break space, which the query reads as a space).
      const single = screen.getByRole('article', { name: 'Pojedyncza oferta' });
      expect(within(single).getByText('99 €')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Zarejestruj firmę, aby zacząć' })).toBeInTheDocument();
      expect(screen.queryAllByText(/^(company|kit)\.[\w.-]+$/)).toEqual([]);
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
