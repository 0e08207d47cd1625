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
});
