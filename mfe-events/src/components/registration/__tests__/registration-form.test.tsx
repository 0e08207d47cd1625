import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CatalogueGate } from 'shared-kit/i18n';
import { getNotifications } from 'shared-kit/notify';
import { getSession } from 'shared-kit/session';
import { makeUser, mockHttp, renderWithProviders, summaryErrors } from 'shared-kit/testing';
import type { ReactNode } from 'react';
import { loadEventsMessages } from '../../../locales';
import { RegistrationForm } from '../registration-form';

const inArea = (node: ReactNode) => <CatalogueGate load={loadEventsMessages}>{node}</CatalogueGate>;

const newUser = makeUser({ id: 77, email: 'new@example.com', nombre: 'Ola', virtual_events: [] });

async function fillIn() {
  await userEvent.type(await screen.findByLabelText('First name'), 'Ola');
  await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'long-enough-password');
  await userEvent.type(screen.getByLabelText('Repeat the password'), 'long-enough-password');
}

describe('RegistrationForm', () => {
  it('registers a guest with the platform kept, signs in and joins the event with the referral as origin', async () => {
    const { requests } = mockHttp((request) => {
      if (request.url === '/api/auth/register') return { data: { user: newUser, token: 'new-token', route: null } };
      return {
        data: { joined: true, events: [], virtual_events: [{ fk_virtual_event_id: 1001 }] },
      };
    });
    const onDone = jest.fn();
    renderWithProviders(
      inArea(<RegistrationForm platform={null} referral="partner1" eventId={1001} onDone={onDone} />),
    );
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Register for the event' }));

    expect(onDone).toHaveBeenCalledTimes(1);
    expect(requests.map((r) => [r.method, r.url])).toEqual([
      ['post', '/api/auth/register'],
      ['patch', '/api/candidates/virtual-event/join-or-leave'],
    ]);
    expect(JSON.parse(requests[0].data)).toEqual({
      nombre: 'Ola',
      apellidos: null,
      email: 'new@example.com',
      password: 'long-enough-password',
      password_confirmation: 'long-enough-password',
      referral_platform: 'partner1',
      type: 'candidate',
    });
    expect(JSON.parse(requests[1].data)).toEqual({ event_id: 1001, origin: 'partner1' });
    // The session now says the candidate is registered: the shell switches to the event page.
    expect(getSession().type).toBe('candidate');
    expect(getSession().user?.virtual_events).toEqual([{ fk_virtual_event_id: 1001 }]);
    expect(getNotifications().map((n) => n.content)).toContain('You are registered for the event.');
  });

  it('keeps the platform as referral_platform and joins nothing without an event', async () => {
    const { requests } = mockHttp(() => ({ data: { user: newUser, token: 'new-token', route: null } }));
    renderWithProviders(inArea(<RegistrationForm platform="facebook" submitLabel="Sign me up" />));
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign me up' }));

    expect(await screen.findByText('You are signed in with your candidate account.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(JSON.parse(requests[0].data).referral_platform).toBe('facebook');
  });

  it("puts the api's 422 messages on their fields and checks the confirmation before sending", async () => {
    const { requests } = mockHttp(() => ({
      status: 422,
      data: { message: 'The given data was invalid.', errors: { email: ['The email has already been taken.'] } },
    }));
    renderWithProviders(inArea(<RegistrationForm referral="partner1" eventId={1001} />));
    await userEvent.type(await screen.findByLabelText('First name'), 'Ola');
    await userEvent.type(screen.getByLabelText('Email'), 'taken@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-password');
    await userEvent.type(screen.getByLabelText('Repeat the password'), 'another-password');
    await userEvent.click(screen.getByRole('button', { name: 'Register for the event' }));
    expect(screen.getByLabelText('Repeat the password')).toHaveAccessibleDescription('The two passwords do not match.');
    expect(requests).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Repeat the password'));
    await userEvent.type(screen.getByLabelText('Repeat the password'), 'long-enough-password');
    await userEvent.click(screen.getByRole('button', { name: 'Register for the event' }));
    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription('The email has already been taken.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(getSession().isLoggedIn).toBe(false);
  });

  it('checks every field before sending, says all that is wrong in plain words and focuses the first', async () => {
    const { requests } = mockHttp(() => ({ data: {} }));
    renderWithProviders(inArea(<RegistrationForm eventId={1001} />));
    await userEvent.type(await screen.findByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Register for the event' }));
    expect(await summaryErrors()).toEqual([
      'First name is required.',
      'Email must be an email address, like name@example.com.',
      'Password must be at least 10 characters.',
      'Repeat the password is required.',
    ]);
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('offers a signed-in candidate one click to join, and tells a company account it is for candidates', async () => {
    const { requests } = mockHttp(() => ({
      data: { joined: true, events: [], virtual_events: [{ fk_virtual_event_id: 1001 }] },
    }));
    const onDone = jest.fn();
    const first = renderWithProviders(inArea(<RegistrationForm referral="partner1" eventId={1001} onDone={onDone} />), {
      session: { user: makeUser({ virtual_events: [] }) },
    });
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Join the event' }));
    expect(onDone).toHaveBeenCalled();
    expect(JSON.parse(requests[0].data)).toEqual({ event_id: 1001, origin: 'partner1' });
    expect(await screen.findByText('You are registered for this event.')).toBeInTheDocument();
    first.unmount();

    renderWithProviders(inArea(<RegistrationForm eventId={1001} />), { session: 'company' });
    expect(await screen.findByText(/Registration is for candidates/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
