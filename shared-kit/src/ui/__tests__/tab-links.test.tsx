import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'shared-kit/router';
import { renderWithProviders } from 'shared-kit/testing';
import { TabLinks } from 'shared-kit/ui/account';

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

describe('TabLinks', () => {
  it('is a named navigation of real links with counts; the current one is aria-current and a click goes there', async () => {
    renderWithProviders(
      <>
        <TabLinks
          label="Stage"
          tabs={[
            { to: '/list', label: 'All', count: '3', current: true },
            { to: '/list?status=interview', label: 'Interview', count: '2', current: false },
          ]}
        />
        <Where />
      </>,
      { route: '/list' },
    );
    const nav = screen.getByRole('navigation', { name: 'Stage' });
    const all = within(nav).getByRole('link', { name: 'All 3' });
    expect(all).toHaveAttribute('aria-current', 'page');
    const interview = within(nav).getByRole('link', { name: 'Interview 2' });
    expect(interview).toHaveAttribute('href', '/list?status=interview');
    expect(interview).not.toHaveAttribute('aria-current');
    await userEvent.click(interview);
    expect(screen.getByTestId('where')).toHaveTextContent('?status=interview');
  });
});
