import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { headingTexts, mockHttp, renderWithProviders } from 'shared-kit/testing';
import CompanyRoutes from '../../../remote-entry';
import { makePayment, makeTransferPayment, profile, services } from './fixtures';

const payments = [
  makePayment(),
  makeTransferPayment('ELJ-B2', { id: 'b2', code: 'job_posts_5', quantity: 2, net: 79800, vat: 16758, total: 96558 }),
  makePayment({ id: 'c3', status: 'denied', paid_at: null, invoice: null }),
];

function api(url = '') {
  if (url === '/api/companies/services') return { data: { services } };
  if (url === '/api/companies/balances') return { data: { balances: { job: 3, cv: 12 }, minisite: false } };
  if (url.startsWith('/api/companies/services/payments?page=')) {
    return { data: { payments, total: 3, lastPage: 1, currentPage: 1 } };
  }
  if (url === '/api/companies/profile') return { data: { profile } };
  return { status: 404, data: { message: 'Not found' } };
}

describe('services page', () => {
  it('shows the balance, the catalogue with net, VAT and total, and a Buy link per service', async () => {
    mockHttp((request) => api(request.url));
    renderWithProviders(<CompanyRoutes />, { route: '/company/services', session: 'company' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Services and credits' })).toBeInTheDocument();
    const balances = await screen.findByText('Job post credits');
    expect(balances.closest('div')).toHaveTextContent('3');
    expect(screen.getByText('CV credits').closest('div')).toHaveTextContent('12');
    expect(screen.getByText('Minisite', { selector: 'dt' }).closest('div')).toHaveTextContent('Not active');

    const cv = await screen.findByRole('article', { name: '10 CV credits' });
    expect(within(cv).getByText('Net price').nextSibling).toHaveTextContent('€49.00');
    expect(within(cv).getByText('VAT (21 %)').nextSibling).toHaveTextContent('€10.29');
    expect(within(cv).getByText('Total').nextSibling).toHaveTextContent('€59.29');
    expect(within(cv).getByRole('link', { name: 'Buy 10 CV credits' })).toHaveAttribute(
      'href',
      '/company/services/purchase?code=cv_credits_10',
    );
    // Grouped by kind, smallest pack first.
    expect(headingTexts(3)).toEqual(['Job posts', 'CV search credits', 'Company minisite']);
    expect(headingTexts(4, screen.getByRole('region', { name: 'Job posts' }))).toEqual(['1 job post', '5 job posts']);
  });

  it('lists the payments with their status in words, and opens a printable invoice', async () => {
    mockHttp((request) => api(request.url));
    renderWithProviders(<CompanyRoutes />, { route: '/company/services', session: 'company' });

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3].textContent)).toEqual(['Paid', 'Pending', 'Declined']);
    expect(within(rows[1]).getByText('5 job posts × 2')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link', { name: 'Transfer details' })).toHaveAttribute(
      'href',
      '/company/services/purchase-transfer/b2',
    );
    expect(within(rows[2]).getByText('No invoice')).toBeInTheDocument();

    await userEvent.click(within(rows[0]).getByRole('button', { name: 'Open invoice 2026-000007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice 2026-000007' });
    expect(dialog).toHaveTextContent('Issued on 20 Nov 2026');
    expect(await within(dialog).findByText('Polyglot Support BV')).toBeInTheDocument();
    expect(within(dialog).getByText('VAT ID: ESB12345678')).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: '10 CV credits' })).toBeInTheDocument();
    expect(within(dialog).getByText('Total').nextSibling).toHaveTextContent('€59.29');

    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    await userEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it('shows on the invoice what an EU invoice must say: seller, buyer with country and VAT ID, dates, line, VAT, reverse charge', async () => {
    const reverseCharge = makePayment({
      quantity: 2,
      net: 9800,
      vat: 0,
      total: 9800,
      vat_rate: 0,
      invoice: {
        ...(makePayment().invoice as NonNullable<ReturnType<typeof makePayment>['invoice']>),
        supplied_at: '2026-11-19T23:00:00.000Z',
        buyer: {
          name: 'Rhein Sprachen GmbH',
          address: 'Hauptstraße 1',
          postcode: '10115',
          city: 'Berlin',
          country: { name: 'Germany', iso2: 'DE' },
          vat_id: 'DE123456789',
        },
        reverse_charge: true,
      },
    });
    mockHttp((request) =>
      request.url?.startsWith('/api/companies/services/payments')
        ? { data: { payments: [reverseCharge], total: 1, lastPage: 1, currentPage: 1 } }
        : api(request.url),
    );
    renderWithProviders(<CompanyRoutes />, { route: '/company/services', session: 'company' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open invoice 2026-000007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice 2026-000007' });

    const seller = within(dialog).getByRole('heading', { name: 'Seller' }).parentElement as HTMLElement;
    expect(within(seller).getByRole('group').textContent).toBe(
      ['EuLangJobs S.L.', 'Calle de Alcalá 1, 3º', '28014 Madrid', 'Spain', 'VAT ID: ESB12345678'].join(''),
    );
    const buyer = within(dialog).getByRole('heading', { name: 'Billed to' }).parentElement as HTMLElement;
    expect(within(buyer).getByRole('group').textContent).toBe(
      ['Rhein Sprachen GmbH', 'Hauptstraße 1', '10115 Berlin', 'Germany', 'VAT ID: DE123456789'].join(''),
    );
    const fact = (term: string) => within(dialog).getByText(term, { selector: 'dt' }).nextSibling;
    expect(fact('Invoice number')).toHaveTextContent('2026-000007');
    expect(fact('Invoice date')).toHaveTextContent('20 Nov 2026');
    expect(fact('Date of supply')).toHaveTextContent('19 Nov 2026');
    const [header, line] = within(dialog).getAllByRole('row');
    expect(
      within(header as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Description', 'Quantity', 'Unit price excl. VAT', 'VAT rate', 'Amount excl. VAT']);
    expect(
      within(line as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['10 CV credits', '2', '€49.00', '0 %', '€98.00']);
    expect(fact('Taxable amount at 0 %')).toHaveTextContent('€98.00');
    expect(fact('VAT (0 %)')).toHaveTextContent('€0.00');
    expect(fact('Total')).toHaveTextContent('€98.00');
    expect(dialog).toHaveTextContent(
      'Reverse charge: the VAT is to be accounted for by the customer (Article 196 of Council Directive 2006/112/EC).',
    );
  });

  it('says so when there is no payment yet', async () => {
    mockHttp((request) =>
      request.url?.startsWith('/api/companies/services/payments')
        ? { data: { payments: [], total: 0, lastPage: 1, currentPage: 1 } }
        : api(request.url),
    );
    renderWithProviders(<CompanyRoutes />, { route: '/company/services', session: 'company' });

    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeInTheDocument();
  });
});
