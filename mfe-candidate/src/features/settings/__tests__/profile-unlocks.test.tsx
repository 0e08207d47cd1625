import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, mockHttp, renderWithProviders } from 'shared-kit/testing';
import CandidateRoutes from '../../../remote-entry';

const session = { user: makeUser({ id: 11, email: 'ana@example.com' }), token: 'candidate-token' };
const profile = {
  user: {
    id: 11,
    email: 'ana@example.com',
    nombre: 'Ana',
    candidate: {
      email_matchings: true,
      email_notifications: true,
      email_applications: true,
      email_newsletters: false,
      whatsapp_notifications: false,
    },
  },
  signal: null,
  tasks: {},
};

function renderSettings(unlocks: () => { status?: number; data?: unknown }) {
  return mockHttp((request) => {
    if (request.url === '/api/candidates/profile') return { data: profile };
    if (request.url === '/api/candidates/unlocks') return unlocks();
    return { status: 404, data: { message: 'Not found' } };
  });
}

describe('companies that viewed the profile', () => {
  it('lists each company that unlocked the profile with the date', async () => {
    renderSettings(() => ({
      data: {
        unlocks: [
          {
            company: { name: 'Polyglot Support BV', slug: 'polyglot-support', logo: null },
            unlocked_at: '2026-11-20T10:00:00Z',
          },
          {
            company: { name: 'Nordic Desk Oy', slug: null, logo: '/logos/nordic.png' },
            unlocked_at: '2026-10-02T08:00:00Z',
          },
        ],
      },
    }));
    renderWithProviders(<CandidateRoutes />, { route: '/account/account-settings', session });

    const block = await screen.findByRole('region', { name: 'Companies that viewed your profile' });
    const items = await within(block).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Polyglot Support BV'),
      expect.stringContaining('Nordic Desk Oy'),
    ]);
    expect(items[0]).toHaveTextContent('on 20 Nov 2026');
    expect(items[1]).toHaveTextContent('on 2 Oct 2026');
  });

  it('says when no company has unlocked it, and offers a retry when the list fails', async () => {
    let calls = 0;
    renderSettings(() => {
      calls += 1;
      return calls === 1 ? { status: 500, data: { message: 'Server error' } } : { data: { unlocks: [] } };
    });
    renderWithProviders(<CandidateRoutes />, { route: '/account/account-settings', session });

    const block = await screen.findByRole('region', { name: 'Companies that viewed your profile' });
    expect(await within(block).findByRole('alert')).toHaveTextContent(
      'We could not load the companies that viewed your profile.',
    );
    await userEvent.click(within(block).getByRole('button', { name: /try again/i }));
    expect(await within(block).findByText('No company has unlocked your profile yet.')).toBeInTheDocument();
  });
});
