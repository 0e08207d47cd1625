import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-kit/testing';
import CompanyRoutes from '../../../remote-entry';

describe('pricing page', () => {
  it('lists the job posting, CV search and minisite plans in euros, with a way to register', () => {
    renderWithProviders(<CompanyRoutes />, { route: '/company/pricing' });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pricing');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Job posting',
      'CV search',
      'Company minisite',
    ]);
    const single = screen.getByRole('article', { name: 'Single job' });
    expect(within(single).getByText('€99')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Branded minisite' })).getByText('€590')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register your company to get started' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});
