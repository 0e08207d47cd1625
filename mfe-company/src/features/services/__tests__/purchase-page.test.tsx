import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'shared-kit/router';
import { mockHttp, renderWithProviders } from 'shared-kit/testing';
import CompanyRoutes from '../../../remote-entry';
import { leaveFor } from '../hooks/leave-for';
import { makePayment, services } from './fixtures';

jest.mock('../hooks/leave-for', () => ({ leaveFor: jest.fn() }));

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

function renderPurchase(route: string) {
  return renderWithProviders(
    <>
      <CompanyRoutes />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route, session: 'company' },
  );
}

const summary = () => screen.getByRole('region', { name: 'Your order' });

describe('purchase page', () => {
  beforeEach(() => jest.mocked(leaveFor).mockClear());

  it('preselects the service of ?code=, updates the totals with the packs, and goes to the card checkout', async () => {
    const { requests } = mockHttp((request) => {
      if (request.url === '/api/companies/services') return { data: { services } };
      if (request.url === '/api/companies/services/purchase') {
        return {
          status: 201,
          data: { payment: makePayment({ status: 'pending' }), redirect: '/payments/test-checkout/p1' },
        };
      }
      return { status: 404, data: {} };
    });
    renderPurchase('/company/services/purchase?code=cv_credits_10');

    expect(await screen.findByRole('combobox', { name: 'Service' })).toHaveValue('cv_credits_10');
    expect(summary()).toHaveTextContent('You get 10 CV credits.');
    expect(within(summary()).getByText('Total').nextSibling).toHaveTextContent('€59.29');

    const packs = screen.getByRole('spinbutton', { name: 'Number of packs' });
    await userEvent.clear(packs);
    await userEvent.type(packs, '3');
    expect(summary()).toHaveTextContent('You get 30 CV credits.');
    expect(within(summary()).getByText('Net price').nextSibling).toHaveTextContent('€147.00');
    expect(within(summary()).getByText('VAT (21 %)').nextSibling).toHaveTextContent('€30.87');
    expect(within(summary()).getByText('Total').nextSibling).toHaveTextContent('€177.87');

    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(jest.mocked(leaveFor)).toHaveBeenCalledWith('/payments/test-checkout/p1');
    const sent = requests.find((r) => r.method === 'post');
    expect(JSON.parse(sent?.data)).toEqual({ code: 'cv_credits_10', quantity: 3, method: 'card' });
  });

  it('goes to the transfer instructions inside the app for a bank transfer', async () => {
    mockHttp((request) => {
      if (request.url === '/api/companies/services') return { data: { services } };
      if (request.url === '/api/companies/services/purchase') {
        return {
          status: 201,
          data: {
            payment: makePayment({ status: 'pending', method: 'transfer' }),
            redirect: '/company/services/purchase-transfer/p2',
          },
        };
      }
      return { status: 404, data: { message: 'Not found' } };
    });
    renderPurchase('/company/services/purchase');

    // Without ?code= the first service is chosen.
    expect(await screen.findByRole('combobox', { name: 'Service' })).toHaveValue('job_posts_1');
    await userEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Get the bank details' }));

    // The location output is on screen from the start: wait for its text to change, not for the element.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
        '/company/services/purchase-transfer/p2',
      ),
    );
    expect(jest.mocked(leaveFor)).not.toHaveBeenCalled();
  });

  it('shows a refusal of the billing details with a link to the settings, and one on its own field', async () => {
    let answer: { status: number; data: { message: string; errors: Record<string, string[]> } } = {
      status: 422,
      data: { message: 'Check your VAT ID.', errors: { vat_id: ['The VAT ID does not look like a German one.'] } },
    };
    mockHttp((request) => {
      if (request.url === '/api/companies/services') return { data: { services } };
      return answer;
    });
    renderPurchase('/company/services/purchase?code=job_posts_5');

    await userEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The VAT ID does not look like a German one.');
    expect(alert).toHaveFocus();
    expect(within(alert).getByRole('link', { name: 'Complete your billing details' })).toHaveAttribute(
      'href',
      '/company/account-settings',
    );

    answer = { status: 422, data: { message: 'Too many.', errors: { quantity: ['At most 100 packs.'] } } };
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('At most 100 packs.')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Number of packs' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('link', { name: 'Complete your billing details' })).not.toBeInTheDocument();
    expect(jest.mocked(leaveFor)).not.toHaveBeenCalled();
  });

  it('checks the number of packs before asking', async () => {
    const { requests } = mockHttp((request) =>
      request.url === '/api/companies/balances'
        ? { data: { balances: { job: 1, cv: 0 }, minisite: false } }
        : { data: { services } },
    );
    renderPurchase('/company/services/purchase');

    const packs = await screen.findByRole('spinbutton', { name: 'Number of packs' });
    await userEvent.clear(packs);
    await userEvent.type(packs, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(await screen.findByText('Enter a whole number from 1 to 100.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'post')).toEqual([]);
  });
});
