import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearNotifications, getNotifications } from 'shared-kit/notify';
import type { FakeReply } from 'shared-kit/testing';
import { NameLocationSection } from '../../../profile-sections/name-location-section';
import { FRANCE, GERMANY, personalApi, renderSection, sentBody } from './personal-test-profile';
import { makeProfile, makeTasks } from '../../../testing/profile';

const notices = () => getNotifications().map(({ type, content }) => [type, content]);
const section = () => screen.getByRole('region', { name: 'Name and location' });
const cityField = () => screen.getByRole('combobox', { name: 'City (optional)' });
/** The lines of the City field's list, as the candidate sees them when opening it. */
const cityLines = () =>
  within(cityField())
    .getAllByRole('option')
    .map((option) => option.textContent);

async function chooseCountry(user: ReturnType<typeof userEvent.setup>, typed: string) {
  const country = screen.getByRole('combobox', { name: 'Country' });
  await waitFor(() => expect(country).toHaveAttribute('placeholder', 'Type to search'));
  await user.clear(country);
  await user.type(country, typed);
  await user.keyboard('{Enter}');
}

beforeEach(() => clearNotifications());

describe('NameLocationSection', () => {
  it('opens by itself for a new candidate, saves name, country, city and town, then shows them', async () => {
    const { requests } = personalApi({
      'POST /api/candidates/profile': (request) => {
        const body = sentBody(request);
        return {
          data: makeProfile(
            {
              nombre: body.nombre,
              apellidos: body.apellidos,
              fk_pais_id: body.fk_pais_id,
              fk_city_id: body.fk_city_id,
              poblacion: body.poblacion,
            },
            { general_information: 1 },
          ),
        };
      },
    });
    const user = userEvent.setup();
    const { latest } = renderSection(NameLocationSection, makeProfile());

    // No Edit button to find first: the form is open because the name and the country are missing.
    await user.type(screen.getByLabelText('First name'), ' Ana ');
    await user.type(screen.getByLabelText('Surname'), 'García');
    // An answer removes its error at once.
    expect(screen.getByLabelText('Surname')).not.toHaveAttribute('aria-invalid');
    const country = screen.getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(country).toHaveAttribute('placeholder', 'Type to search'));
    await user.type(country, 'Germ');
    await user.keyboard('{Enter}');
    expect(country).toHaveValue('Germany');
    // The country's cities, from the api, with "none of these" first.
    const city = screen.getByRole('combobox', { name: /City/ });
    await waitFor(() => expect(city).toBeEnabled());
    expect(
      within(city)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None of these', 'Berlin', 'Cologne']);
    await user.selectOptions(city, 'Berlin');
    await user.type(screen.getByLabelText(/Town or area/), 'Kreuzberg');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Ana García');
    const sent = requests.find((request) => request.url === '/api/candidates/profile');
    expect(sentBody(sent)).toEqual({
      nombre: 'Ana',
      apellidos: 'García',
      fk_pais_id: GERMANY.id,
      fk_city_id: 1,
      poblacion: 'Kreuzberg',
    });
    expect(await within(section()).findByText('Kreuzberg, Berlin, Germany')).toBeInTheDocument();
    expect(latest().tasks).toEqual(makeTasks({ general_information: 1 }));
    expect(notices()).toEqual([['success', 'Name and location saved']]);
    // The form is gone with its Save button: focus is on the section's Edit button.
    await waitFor(() => expect(within(section()).getByRole('button', { name: 'Edit' })).toHaveFocus());
  });

  it('drops the city when the country changes, and sends no city for a country without one chosen', async () => {
    const { requests } = personalApi({
      'POST /api/candidates/profile': () => ({
        data: makeProfile({ nombre: 'Ana', apellidos: 'García', fk_pais_id: FRANCE.id }),
      }),
    });
    const user = userEvent.setup();
    renderSection(
      NameLocationSection,
      makeProfile({ nombre: 'Ana', apellidos: 'García', fk_pais_id: GERMANY.id, fk_city_id: 5 }),
    );
    // Closed at first: the profile has what the task needs; the view names the city from the api.
    expect(await screen.findByText('Cologne, Germany')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /City/ })).toHaveValue('5'));

    const country = screen.getByRole('combobox', { name: 'Country' });
    await user.clear(country);
    await user.type(country, 'Fra');
    await user.keyboard('{Enter}');
    const city = await screen.findByRole('combobox', { name: /City/ });
    await waitFor(() => expect(within(city).getByRole('option', { name: 'Lyon' })).toBeInTheDocument());
    expect(city).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'post')).toBe(true));
    expect(sentBody(requests.find((request) => request.method === 'post'))).toMatchObject({
      fk_pais_id: FRANCE.id,
      fk_city_id: null,
      poblacion: null,
    });
  });

  it('keeps the City field’s place while the cities load, then offers them in the same field', async () => {
    let answerCities: (reply: FakeReply) => void = () => undefined;
    personalApi({
      [`GET /api/countries/${GERMANY.id}/cities`]: () =>
        new Promise<FakeReply>((resolve) => {
          answerCities = resolve;
        }),
    });
    const user = userEvent.setup();
    renderSection(NameLocationSection, makeProfile());

    // Before any country: the field is there, above Save, and says what it waits for.
    const city = cityField();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(city.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(city).toBeDisabled();
    expect(cityLines()).toEqual(['Choose a country first']);

    // The country's cities on their way: the same field, disabled and busy, saying so.
    await chooseCountry(user, 'Germ');
    await waitFor(() => expect(cityLines()).toEqual(['Loading…']));
    expect(cityField()).toBe(city);
    expect(city).toBeDisabled();
    expect(city).toHaveAttribute('aria-busy', 'true');

    // They arrive: the same field, now usable, with "none of these" first.
    answerCities({ data: { cities: [{ id: 1, slug: 'Berlin', name: 'Berlin' }] } });
    await waitFor(() => expect(city).toBeEnabled());
    expect(cityField()).toBe(city);
    expect(city).not.toHaveAttribute('aria-busy');
    expect(cityLines()).toEqual(['None of these', 'Berlin']);
    await user.selectOptions(city, 'Berlin');
    expect(city).toHaveValue('1');
  });

  it('keeps the City field, disabled and saying why, for a country without cities or whose cities failed', async () => {
    personalApi({
      [`GET /api/countries/${FRANCE.id}/cities`]: () => ({ status: 500, data: { message: 'Server error' } }),
    });
    const user = userEvent.setup();
    renderSection(NameLocationSection, makeProfile());

    // Austria has no city in the list: the town below is where the candidate writes theirs.
    await chooseCountry(user, 'Aus');
    await waitFor(() => expect(cityLines()).toEqual(['No cities for this country']));
    expect(cityField()).toBeDisabled();
    expect(cityField()).not.toHaveAttribute('aria-busy');
    expect(screen.getByLabelText(/Town or area/)).toHaveAccessibleDescription(
      'If your town is not in the list, write it here.',
    );

    await chooseCountry(user, 'Fra');
    await waitFor(() => expect(cityLines()).toEqual(['Cities could not be loaded']));
    expect(cityField()).toBeDisabled();
  });

  it('says what is missing before sending, and puts the api’s 422 on its field', async () => {
    const { requests } = personalApi({
      'POST /api/candidates/profile': () => ({
        status: 422,
        data: {
          message: 'The poblacion field may not be greater than 100 characters.',
          errors: { poblacion: ['The poblacion field may not be greater than 100 characters.'] },
        },
      }),
    });
    const user = userEvent.setup();
    renderSection(NameLocationSection, makeProfile({ nombre: 'Ana' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Every error at once, in a summary read out when it appears and under each field.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There are 2 problems with this form:Enter your surname.Choose the country you live in.',
    );
    expect(screen.getByLabelText('Surname')).toHaveAccessibleDescription('Enter your surname.');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(
      'Choose the country you live in.',
    );
    expect(screen.getByLabelText('Surname')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((request) => request.method === 'post')).toEqual([]);
    // Focus goes to the first field in error, so its message is read with it.
    await waitFor(() => expect(screen.getByLabelText('Surname')).toHaveFocus());

    await user.type(screen.getByLabelText('Surname'), 'García');
    // An answer removes its error at once.
    expect(screen.getByLabelText('Surname')).not.toHaveAttribute('aria-invalid');
    const country = screen.getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(country).toHaveAttribute('placeholder', 'Type to search'));
    await user.type(country, 'Aus');
    await user.keyboard('{Enter}');
    await user.type(screen.getByLabelText(/Town or area/), 'Somewhere');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const town = screen.getByLabelText(/Town or area/);
    await waitFor(() => expect(town).toHaveAttribute('aria-invalid', 'true'));
    expect(town).toHaveAccessibleDescription(/^The poblacion field may not be greater than 100 characters\./);
    expect(screen.queryByText('Enter your surname.')).not.toBeInTheDocument();
    await waitFor(() => expect(town).toHaveFocus());
    expect(notices()).toEqual([]);
  });
});
