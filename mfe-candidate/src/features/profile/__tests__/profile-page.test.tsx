import { act, screen, waitFor, within } from '@testing-library/react';
import { heldBack, makeUser, mockHttp, renderWithProviders, servePage } from 'shared-kit/testing';
import CandidateRoutes from '../../../remote-entry';
import { prepare, renderProfile } from '../../../server-render';
import { makeProfile } from '../../../testing/profile';
import { referenceReply } from './personal-test-profile';

const session = { user: makeUser({ id: 11, email: 'ana@example.com', nombre: 'Ana' }), token: 'candidate-token' };

describe('profile page', () => {
  it("shows the api's first HTML of the profile while its answer comes, never a skeleton, then its own", async () => {
    await prepare();
    const path = '/account/my-profile';
    const profile = makeProfile({ candidate: { headline: 'Bilingual support agent' } });
    const leave = servePage(path, renderProfile({ profile, path, locale: 'en' }));
    const answer = heldBack();
    mockHttp(async (request) => {
      if (request.url === '/api/candidates/profile') {
        await answer.released;
        return { data: profile };
      }
      if (request.url === '/api/candidates/mycv/proposals') return { data: { cvs: [] } };
      return referenceReply(request) ?? { status: 404, data: { message: 'Not found.' } };
    });
    try {
      const { container } = renderWithProviders(<CandidateRoutes />, { route: path, session });
      const served = await within(container).findByRole('heading', { level: 1, name: 'My profile' });
      expect(served.closest('.sk-server-markup')).toHaveAttribute('inert');
      expect(container.querySelectorAll('.candidate-area')).toHaveLength(1);
      // The page's sections, not its skeleton (the sectors' list, read by the section itself, is still on its way).
      expect(container.querySelector('.sk-skeleton[style*="height:480px"]')).toBeNull();
      expect(within(container).getByRole('region', { name: 'Headline' })).toBeInTheDocument();
      expect(within(container).getByText('Bilingual support agent')).toBeInTheDocument();
      await act(async () => answer.release());
      await waitFor(() => expect(container.querySelector('.sk-server-markup')).toBeNull());
      // The page's own sections now, with their buttons.
      const headline = screen.getByRole('region', { name: 'Headline' });
      expect(within(headline).getByText('Bilingual support agent')).toBeInTheDocument();
      expect(within(headline).getByRole('button', { name: 'Edit' })).toBeEnabled();
    } finally {
      leave();
    }
  });

  it('writes a new and a full profile without an inline style, which the page refuses', async () => {
    await prepare();
    const path = '/account/my-profile';
    for (const profile of [makeProfile(), makeProfile({ candidate: { headline: 'Agent', categories: [1, 2] } })]) {
      expect(renderProfile({ profile, path, locale: 'en' })).not.toMatch(/ style="/);
    }
  });
});
