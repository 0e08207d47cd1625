// Correct before accept (docs/product-rules.md#cv-extraction): a proposal opened in place, changed with the
// profile's form parts, and accepted as corrected; the api's refusal is shown next to its field.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CvProposal } from 'shared-kit/contracts';
import { type FakeRequest, mockHttp, renderWithProviders } from 'shared-kit/testing';
import { makeProfile } from '../../../../../testing/profile';
import { CvProposalsReview } from '../cv-proposals-review';

const CV = 7;
const DECISIONS = `/api/candidates/mycv/${CV}/proposals`;
const ITEMS: CvProposal[] = [
  {
    id: 8,
    field: 'experience',
    position: 0,
    proposed: { puesto: 'Night auditor', empresa: null, f_inicio: '2015-01-01', f_final: '2018-01-01' },
    current: null,
    same: false,
  },
  {
    id: 9,
    field: 'experience',
    position: 1,
    proposed: { puesto: 'Receptionist', empresa: 'Hotel Mar', f_inicio: '2019-03-01', f_final: null },
    current: null,
    same: false,
  },
  {
    id: 11,
    field: 'education',
    position: 0,
    proposed: {
      titulo: 'BA Tourism',
      centro_estudios: 'Universidad de Málaga',
      f_inicio: '2011-09-01',
      f_final: '2015-06-01',
    },
    current: null,
    same: false,
  },
  { id: 10, field: 'skills', position: 0, proposed: 'Opera PMS', current: null, same: false, new: true },
];
const sent = (request: FakeRequest) => [request.method, request.url, JSON.parse(request.data)];
const rowOf = (text: string) => {
  const row = screen.getByText(text).closest('li');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

function renderReview() {
  const onDecided = jest.fn();
  renderWithProviders(<CvProposalsReview cvId={CV} items={ITEMS} onDecided={onDecided} />, { session: 'candidate' });
  return { onDecided };
}

describe('correcting a proposal before accepting it', () => {
  it('marks a skill the board does not list as a new skill', () => {
    renderReview();
    expect(within(rowOf('Opera PMS')).getByText('New skill')).toBeInTheDocument();
  });

  it('sends the corrected fields with the acceptance, and returns focus to the entry', async () => {
    const { requests } = mockHttp(() => ({
      data: { message: '1 proposal saved to your profile.', profile: makeProfile({ nombre: 'Anna' }) },
    }));
    const { onDecided } = renderReview();
    const user = userEvent.setup();
    const row = rowOf('Night auditor · 01/2015 – 01/2018');

    await user.click(
      within(row).getByRole('button', { name: 'Correct Work experience: Night auditor · 01/2015 – 01/2018' }),
    );
    const title = within(row).getByRole('textbox', { name: 'Job title' });
    expect(title).toHaveValue('Night auditor');
    await user.clear(title);
    await user.type(title, 'Night manager');
    await user.type(within(row).getByRole('textbox', { name: 'Company' }), 'Hotel Sol');
    await user.click(within(row).getByRole('button', { name: 'Save and accept' }));

    expect(await within(row).findByText('Accepted')).toBeInTheDocument();
    expect(requests.map(sent)).toEqual([
      ['post', DECISIONS, { accept: [8], corrections: [{ id: 8, puesto: 'Night manager', empresa: 'Hotel Sol' }] }],
    ]);
    expect(onDecided).toHaveBeenCalled();
    expect(within(row).queryByRole('textbox')).not.toBeInTheDocument();
    expect(row.querySelector('.candidate-cv-review__status')).toHaveFocus();
  });

  it("shows the api's refusal next to the field it names, and keeps the form open", async () => {
    mockHttp(() => ({
      status: 422,
      data: {
        message: 'The start date cannot be in the future.',
        errors: { 'corrections.0.f_inicio': ['The start date cannot be in the future.'] },
      },
    }));
    renderReview();
    const user = userEvent.setup();
    const row = rowOf('Night auditor · 01/2015 – 01/2018');
    await user.click(within(row).getByRole('button', { name: /^Correct Work experience/ }));
    await user.type(within(row).getByRole('textbox', { name: 'Company' }), 'Hotel Sol');
    await user.click(within(row).getByRole('button', { name: 'Save and accept' }));

    const start = within(row).getByRole('group', { name: 'Start date' });
    expect(await within(start).findByText('The start date cannot be in the future.')).toBeInTheDocument();
    expect(within(start).getByRole('combobox', { name: 'Month' })).toHaveAccessibleDescription(
      'The start date cannot be in the future.',
    );
    expect(within(row).getByRole('button', { name: 'Save and accept' })).toBeInTheDocument();
  });

  it('keeps an open end as "I currently work here", and a month without its year is an error at the end date', async () => {
    const { requests } = mockHttp(() => ({
      data: { message: '1 proposal saved to your profile.', profile: makeProfile({ nombre: 'Anna' }) },
    }));
    renderReview();
    const user = userEvent.setup();
    const row = rowOf('Receptionist · Hotel Mar · 03/2019 – today');
    await user.click(within(row).getByRole('button', { name: /^Correct Work experience: Receptionist/ }));

    // The CV's open end is said, not an empty date left to mean it.
    const ongoing = within(row).getByRole('checkbox', { name: 'I currently work here' });
    expect(ongoing).toBeChecked();
    expect(within(row).queryByRole('group', { name: 'End date' })).not.toBeInTheDocument();

    await user.click(ongoing);
    const end = within(row).getByRole('group', { name: 'End date' });
    await user.selectOptions(within(end).getByRole('combobox', { name: 'Month' }), 'June');
    await user.click(within(row).getByRole('button', { name: 'Save and accept' }));

    const message = 'Choose the month and the year, or tick “I currently work here”.';
    expect(await within(end).findByText(message)).toBeInTheDocument();
    expect(within(end).getByRole('combobox', { name: 'Month' })).toHaveAccessibleDescription(message);
    expect(requests).toHaveLength(0);

    await user.selectOptions(within(end).getByRole('combobox', { name: 'Year' }), '2023');
    await user.click(within(row).getByRole('button', { name: 'Save and accept' }));
    expect(await within(row).findByText('Accepted')).toBeInTheDocument();
    expect(requests.map(sent)).toEqual([
      ['post', DECISIONS, { accept: [9], corrections: [{ id: 9, f_final: '2023-06-01' }] }],
    ]);
  });

  it('sends no end once "I am still studying here" is ticked', async () => {
    const { requests } = mockHttp(() => ({
      data: { message: '1 proposal saved to your profile.', profile: makeProfile({ nombre: 'Anna' }) },
    }));
    renderReview();
    const user = userEvent.setup();
    const row = rowOf('BA Tourism · Universidad de Málaga · 09/2011 – 06/2015');
    await user.click(within(row).getByRole('button', { name: /^Correct Education: BA Tourism/ }));

    const ongoing = within(row).getByRole('checkbox', { name: 'I am still studying here' });
    expect(ongoing).not.toBeChecked();
    expect(within(row).getByRole('group', { name: 'End date' })).toBeInTheDocument();
    await user.click(ongoing);
    expect(within(row).queryByRole('group', { name: 'End date' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Save and accept' }));

    expect(await within(row).findByText('Accepted')).toBeInTheDocument();
    expect(requests.map(sent)).toEqual([
      ['post', DECISIONS, { accept: [11], corrections: [{ id: 11, f_final: null }] }],
    ]);
  });

  it('an end with its year taken away is an error at the end date, never "still going on"', async () => {
    const { requests } = mockHttp(() => ({ data: {} }));
    renderReview();
    const user = userEvent.setup();
    const row = rowOf('Night auditor · 01/2015 – 01/2018');
    await user.click(within(row).getByRole('button', { name: /^Correct Work experience: Night auditor/ }));
    await user.type(within(row).getByRole('textbox', { name: 'Company' }), 'Hotel Sol');
    const end = within(row).getByRole('group', { name: /^End date/ });
    await user.selectOptions(within(end).getByRole('combobox', { name: 'Year' }), '');
    await user.click(within(row).getByRole('button', { name: 'Save and accept' }));

    expect(
      await within(end).findByText('Choose the month and the year, or tick “I currently work here”.'),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
