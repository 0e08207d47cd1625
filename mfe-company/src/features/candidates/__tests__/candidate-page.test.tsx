import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeRequest, mockHttp } from 'shared-kit/testing';
import { renderCompany } from '../../../testing/__tests__/company-api';
import { locked, unlocked } from './fixtures';

describe('a candidate of CV search', () => {
  it('shows the locked profile without name or contact, and unlocks it for one credit', async () => {
    let isUnlocked = false;
    const { requests } = mockHttp((request: FakeRequest) => {
      if (request.url === '/api/companies/candidates/31' && !isUnlocked)
        return { data: { candidate: locked, unlocked: false, via: null, balances: { job: 1, cv: 2 } } };
      if (request.url === '/api/companies/candidates/31')
        return { data: { candidate: unlocked, unlocked: true, via: 'unlock', balances: { job: 1, cv: 1 } } };
      if (request.url === '/api/companies/candidates/31/unlock') {
        isUnlocked = true;
        return { data: { candidate: unlocked, balances: { job: 1, cv: 1 } } };
      }
      return { status: 404, data: { message: 'Not found' } };
    });
    renderCompany('/company/candidate/31/locked');

    expect(await screen.findByRole('heading', { level: 1, name: 'Bilingual accountant' })).toBeInTheDocument();
    expect(screen.getByText('It costs 1 CV credit. You have 2 credits.')).toBeInTheDocument();
    expect(screen.queryByText('marta@example.com')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Unlock for 1 CV credit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Marta Silva' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/company/candidate/31/unlocked');
    expect(requests.filter((r) => r.method === 'post').map((r) => r.url)).toEqual([
      '/api/companies/candidates/31/unlock',
    ]);
    expect(screen.getByRole('link', { name: 'marta@example.com' })).toHaveAttribute('href', 'mailto:marta@example.com');
    expect(screen.getByRole('link', { name: 'marta-cv.pdf' })).toHaveAttribute('href', '/company/previewCV/31/9');
    expect(screen.getByText('Unlocked by your company')).toBeInTheDocument();
  });

  it('without CV credits says what the api said and links to buying them', async () => {
    mockHttp((request) => {
      if (request.url === '/api/companies/candidates/31')
        return { data: { candidate: locked, unlocked: false, via: null, balances: { job: 1, cv: 0 } } };
      if (request.url === '/api/companies/candidates/31/unlock')
        return {
          status: 422,
          data: { message: 'You have no CV credits left.', errors: { cv_credits: ['You have no CV credits left.'] } },
        };
      return { status: 404, data: {} };
    });
    renderCompany('/company/candidate/31/locked');

    await userEvent.click(await screen.findByRole('button', { name: 'Unlock for 1 CV credit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have no CV credits left.');
    expect(screen.getByRole('link', { name: 'Buy CV credits' })).toHaveAttribute('href', '/company/services');
  });

  it('redirects each address to the view the company may see', async () => {
    mockHttp((request) =>
      request.url === '/api/companies/candidates/31'
        ? { data: { candidate: unlocked, unlocked: true, via: 'application', balances: { job: 1, cv: 0 } } }
        : { status: 404, data: {} },
    );
    renderCompany('/company/candidate/31/locked');
    expect(await screen.findByRole('heading', { level: 1, name: 'Marta Silva' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/company/candidate/31/unlocked');
    expect(screen.getByText('Open to you: applied to your job')).toBeInTheDocument();
  });

  it('sends the unlocked address of a locked candidate back to the locked view, and unknown ones to not found', async () => {
    mockHttp((request) =>
      request.url === '/api/companies/candidates/31'
        ? { data: { candidate: locked, unlocked: false, via: null, balances: { job: 1, cv: 0 } } }
        : { status: 404, data: { message: 'Not found' } },
    );
    const { unmount } = renderCompany('/company/candidate/31/unlocked');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/company/candidate/31/locked'));
    unmount();

    renderCompany('/company/candidate/99/locked');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
  });
});
