import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-kit/testing';
import CandidateRoutes from '../../../remote-entry';

describe('data deletion page', () => {
  it('explains how to delete the account, to guests too', async () => {
    renderWithProviders(<CandidateRoutes />, { route: '/candidates/data-deletion' });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('How to delete your data');
    expect(screen.getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/account/account-settings');
    expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/eulangjobs/contact');
  });
});
