import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearNotifications, getNotifications } from 'shared-kit/notify';
import { OnlineProfilesSection } from '../components/sections/online-profiles-section';
import { personalApi, renderSection, sentBody } from './personal-test-profile';
import { makeProfile } from '../../../testing/profile';

const notices = () => getNotifications().map(({ type, content }) => [type, content]);
const section = () => screen.getByRole('region', { name: 'Online profiles' });

beforeEach(() => clearNotifications());

describe('OnlineProfilesSection', () => {
  it('puts an error on rrss.1.value under the website, then saves both and shows them as links to a new tab', async () => {
    let attempt = 0;
    const { requests } = personalApi({
      'POST /api/candidates/online-profiles': () => {
        attempt += 1;
        return attempt === 1
          ? {
              status: 422,
              data: {
                message: 'The website format is invalid.',
                errors: { 'rrss.1.value': ['The website format is invalid.'] },
              },
            }
          : {
              data: makeProfile({
                candidate: {
                  rrss: [
                    { rrss_id: 0, value: 'https://www.linkedin.com/in/ana' },
                    { rrss_id: 4, value: 'https://ana.example/' },
                  ],
                },
              }),
            };
      },
    });
    const user = userEvent.setup();
    const { latest } = renderSection(OnlineProfilesSection, makeProfile());
    const linkedin = screen.getByRole('textbox', { name: /LinkedIn profile/ });
    const site = screen.getByRole('textbox', { name: /Website/ });
    await user.type(linkedin, 'www.linkedin.com/in/ana');
    // An address the form's own check lets through, refused by the api (as it would be by a rule added there later).
    await user.type(site, 'ana.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(site).toHaveAccessibleDescription(/^The website format is invalid\./));
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: 'The website format is invalid.' }),
    ).toBeVisible();
    expect(site).toHaveAttribute('aria-invalid', 'true');
    expect(linkedin).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(site).toHaveFocus());

    await user.clear(site);
    await user.type(site, 'ana.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const link = await within(section()).findByRole('link', {
      name: 'https://www.linkedin.com/in/ana (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://www.linkedin.com/in/ana');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(section()).getByRole('link', { name: /ana\.example/ })).toHaveAttribute(
      'href',
      'https://ana.example/',
    );
    expect(sentBody(requests.filter((request) => request.method === 'post')[1])).toEqual({
      rrss: [
        { rrss_id: 0, value: 'www.linkedin.com/in/ana' },
        { rrss_id: 4, value: 'ana.example' },
      ],
    });
    expect(latest().user.candidate.rrss).toHaveLength(2);
    expect(notices()).toEqual([['success', 'Online profiles saved']]);
  });

  it('an emptied field is sent as null, which removes that link', async () => {
    const { requests } = personalApi({
      'POST /api/candidates/online-profiles': () => ({
        data: makeProfile({ candidate: { rrss: [{ rrss_id: 4, value: 'https://ana.example/' }] } }),
      }),
    });
    const user = userEvent.setup();
    renderSection(
      OnlineProfilesSection,
      makeProfile({
        candidate: {
          rrss: [
            { rrss_id: 0, value: 'https://www.linkedin.com/in/ana' },
            { rrss_id: 4, value: 'https://ana.example/' },
          ],
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByRole('textbox', { name: /LinkedIn profile/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await within(section()).findByRole('link', { name: /ana\.example/ });
    expect(within(section()).queryByRole('link', { name: /linkedin/ })).not.toBeInTheDocument();
    expect(sentBody(requests.find((request) => request.method === 'post'))).toEqual({
      rrss: [
        { rrss_id: 0, value: null },
        { rrss_id: 4, value: 'https://ana.example/' },
      ],
    });
  });

  it('checks both addresses by the api’s rule before sending: every error at its field and in the summary', async () => {
    const { requests } = personalApi();
    const user = userEvent.setup();
    renderSection(OnlineProfilesSection, makeProfile());
    const linkedin = screen.getByRole('textbox', { name: /LinkedIn profile/ });
    const site = screen.getByRole('textbox', { name: /Website/ });
    await user.type(linkedin, 'www.example.com/in/ana');
    await user.type(site, 'ana dot example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert');
    const host = 'LinkedIn profile must be a linkedin.com address.';
    const format = 'Website must be a web address, for example www.example.com.';
    expect(summary).toHaveTextContent('There are 2 problems with this form:');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([host, format]);
    expect(linkedin).toHaveAccessibleDescription(new RegExp(`^${host}`));
    expect(site).toHaveAccessibleDescription(new RegExp(`^${format}`));
    expect(linkedin).toHaveFocus();
    expect(requests.some((request) => request.method === 'post')).toBe(false);
  });
});
