import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Education } from 'shared-kit/contracts';
import { getNotifications } from 'shared-kit/notify';
import { mockHttp } from 'shared-kit/testing';
import { EducationSection } from '../components/sections/education-section';
import { makeProfile, renderSection, tasks } from './records-fixtures';

const notices = () => getNotifications().map(({ type, content }) => ({ type, content }));
const entries = () => within(screen.getByRole('list', { name: 'Your education' })).getAllByRole('listitem');

const degree = (id: number, changes: Partial<Education> = {}): Education => ({
  id,
  titulo: 'Economics',
  centro_estudios: 'Universidad de Sevilla',
  f_inicio: '2012-09-01',
  f_final: '2016-06-01',
  descripcion: null,
  tipo_formacion: 3,
  highlighted: false,
  ...changes,
});

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add education' }));
  await user.type(screen.getByRole('textbox', { name: 'Degree or title' }), 'Data analysis');
  await user.type(screen.getByRole('textbox', { name: 'School, university or academy' }), 'UNED');
  await user.selectOptions(screen.getByRole('combobox', { name: /Type of education/ }), '6');
  const start = screen.getByRole('group', { name: 'Start date' });
  await user.selectOptions(within(start).getByRole('combobox', { name: 'Month' }), '10');
  await user.selectOptions(within(start).getByRole('combobox', { name: 'Year' }), '2024');
  await user.click(screen.getByRole('checkbox', { name: 'I am still studying here' }));
  await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Evening course');
}

/** What `fill` types, as the api is sent it (and answers it). */
const SENT = {
  titulo: 'Data analysis',
  centro_estudios: 'UNED',
  f_inicio: '2024-10-01',
  f_final: null,
  descripcion: 'Evening course',
  tipo_formacion: 6,
};

describe('EducationSection', () => {
  it('adds studies still going on, with the kind of education named in the catalogue', async () => {
    const added = degree(4, SENT);
    const { requests } = mockHttp(() => ({
      data: { message: 'Education info added successfully!', education: [added, degree(1)], tasks: tasks() },
    }));
    const user = userEvent.setup();
    renderSection(EducationSection, makeProfile({ education: [degree(1)] }));

    expect(entries()[0]).toHaveTextContent('Universidad de Sevilla · Bachelor');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(entries()).toHaveLength(2));
    expect(JSON.parse(requests[0]?.data)).toEqual(SENT);
    expect(requests[0]?.url).toBe('/api/candidates/education');
    expect(entries()[0]).toHaveTextContent('UNED · Course or certificate');
    expect(entries()[0]).toHaveTextContent('Oct 2024 – Present');
    expect(entries()[0]).toHaveTextContent('Evening course');
    expect(notices()).toContainEqual({ type: 'success', content: 'Education info added successfully!' });
  });

  it("shows the api's 422 on its field, and SPEC's 'An error occurred' when the api does not say why", async () => {
    let status = 422;
    mockHttp(() =>
      status === 422
        ? {
            status,
            data: { message: 'Invalid', errors: { centro_estudios: ['The school may not be longer than 150.'] } },
          }
        : { status, data: {} },
    );
    const user = userEvent.setup();
    renderSection(EducationSection, makeProfile());

    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: 'School, university or academy' })).toHaveAccessibleDescription(
      'The school may not be longer than 150.',
    );

    status = 500;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
  });

  it('cancels an edit without a call, putting focus back on the entry', async () => {
    const { requests } = mockHttp(() => ({ data: {} }));
    const user = userEvent.setup();
    renderSection(EducationSection, makeProfile({ education: [degree(1)] }));

    await user.click(screen.getByRole('button', { name: 'Edit Economics' }));
    expect(screen.getByRole('form', { name: 'Edit Economics' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Type of education/ })).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Economics' })).toHaveFocus();
    expect(requests).toEqual([]);
  });
});
