import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, renderWithProviders } from 'shared-kit/testing';
import CompanyRoutes from '../../../remote-entry';
import { POLL } from '../hooks/use-payment';
import { makePayment, makeTransferPayment, profile, services } from './fixtures';

const PAYMENT_URL = `/api/companies/services/payments/${makePayment().id}`;

function api(payment: () => unknown) {
  return mockHttp((request) => {
    if (request.url === '/api/companies/services') return { data: { services } };
    if (request.url === '/api/companies/profile') return { data: { profile } };
    if (request.url === PAYMENT_URL) return { data: { payment: payment() } };
    return { status: 404, data: { message: 'This payment does not exist.' } };
  });
}

describe('purchase result pages', () => {
  const interval = POLL.intervalMs;
  beforeAll(() => {
    POLL.intervalMs = 20;
  });
  afterAll(() => {
    POLL.intervalMs = interval;
  });

  it('confirmed: says what was added, links on, and shows the invoice', async () => {
    api(() => makePayment());
    renderWithProviders(<CompanyRoutes />, {
      route: `/company/services/purchase-confirmed?payment=${makePayment().id}`,
      session: 'company',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment confirmed' })).toBeInTheDocument();
    expect(await screen.findByText('10 CV credits were added to your account.')).toBeInTheDocument();
    expect(screen.getByText(/Invoice 2026-000007 is ready/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search CVs' })).toHaveAttribute('href', '/company/cvsearch');

    await userEvent.click(screen.getByRole('button', { name: 'View the invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice 2026-000007' });
    expect(within(dialog).getByText('Total').nextSibling).toHaveTextContent('€59.29');
  });

  it('pending: waits for the confirmation, asking again, and shows it when it comes', async () => {
    let asked = 0;
    const { requests } = api(() => {
      asked += 1;
      return asked < 3 ? makePayment({ status: 'pending', paid_at: null, invoice: null }) : makePayment();
    });
    renderWithProviders(<CompanyRoutes />, {
      route: `/company/services/purchase-confirmed?payment=${makePayment().id}`,
      session: 'company',
    });

    expect(
      await screen.findByRole('heading', { name: "Waiting for the payment provider's confirmation" }),
    ).toBeInTheDocument();
    expect(await screen.findByText('10 CV credits were added to your account.')).toBeInTheDocument();
    expect(requests.filter((r) => r.url === PAYMENT_URL)).toHaveLength(3);
  });

  it('pending: stops asking after a few times and offers to check again', async () => {
    const { requests } = api(() => makePayment({ status: 'pending', paid_at: null, invoice: null }));
    renderWithProviders(<CompanyRoutes />, {
      route: `/company/services/purchase-confirmed?payment=${makePayment().id}`,
      session: 'company',
    });

    expect(await screen.findByRole('button', { name: 'Check again' })).toBeInTheDocument();
    expect(screen.getByText(/you do not need to pay again/)).toBeInTheDocument();
    expect(requests.filter((r) => r.url === PAYMENT_URL)).toHaveLength(POLL.attempts + 1);
  });

  it('denied: explains that nothing was charged and offers to try again with the same service', async () => {
    api(() => makePayment({ status: 'denied', paid_at: null, invoice: null }));
    renderWithProviders(<CompanyRoutes />, {
      route: `/company/services/purchase-denied?payment=${makePayment().id}`,
      session: 'company',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment declined' })).toBeInTheDocument();
    expect(screen.getByText(/no credits were added/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/company/services/purchase?code=cv_credits_10',
    );
  });

  it("shows the server's words for a payment that is not the company's", async () => {
    api(() => makePayment());
    renderWithProviders(<CompanyRoutes />, {
      route: '/company/services/purchase-confirmed?payment=someone-elses',
      session: 'company',
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('This payment does not exist.');
  });
});

describe('transfer instructions', () => {
  it('shows the bank details with copy buttons, and the payment stays pending', async () => {
    const payment = makeTransferPayment('ELJ-8A4D1A52');
    api(() => payment);
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<CompanyRoutes />, {
      route: `/company/services/purchase-transfer/${payment.id}`,
      session: 'company',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Pay by bank transfer' })).toBeInTheDocument();
    const details = await screen.findByRole('region', { name: /Bank transfer details/ });
    expect(within(details).getByText('Pending')).toBeInTheDocument();
    expect(within(details).getByText('IBAN').nextSibling).toHaveTextContent('ES91 2100 0418 4502 0005 1332');
    expect(within(details).getByText('Amount').nextSibling).toHaveTextContent('€59.29');

    await userEvent.click(within(details).getByRole('button', { name: 'Copy Reference' }));
    expect(writeText).toHaveBeenCalledWith('ELJ-8A4D1A52');
  });
});
