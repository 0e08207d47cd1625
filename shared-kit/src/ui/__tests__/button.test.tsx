import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared-kit/router';
import { renderWithProviders } from 'shared-kit/testing';
import { Button, LinkButton } from 'shared-kit/ui';

describe('Button', () => {
  it('keeps its name while loading, and neither clicks nor submits', async () => {
    const onClick = jest.fn();
    renderWithProviders(
      <Button variant="danger" loading onClick={onClick}>
        Delete account
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete account' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveClass('sk-button--danger', 'sk-button--loading');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is named by its aria-label when it shows only an icon, and passes native attributes', async () => {
    const onSubmit = jest.fn((event) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <Button type="submit" variant="ghost" size="sm" aria-label="Search" className="mine">
          <svg aria-hidden="true" />
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveClass('sk-button', 'sk-button--ghost', 'sk-button--sm', 'mine');
    await userEvent.keyboard('{Tab}{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('LinkButton', () => {
  it('is a link with a real address that the router follows', async () => {
    renderWithProviders(
      <Routes>
        <Route
          path="/"
          element={
            <LinkButton to="/jobs?q=dutch" variant="secondary">
              Browse jobs
            </LinkButton>
          }
        />
        <Route path="/jobs" element={<p>Job list</p>} />
      </Routes>,
    );
    const link = screen.getByRole('link', { name: 'Browse jobs' });
    expect(link).toHaveAttribute('href', '/jobs?q=dutch');
    expect(link).toHaveClass('sk-button', 'sk-button--secondary');
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Job list')).toBeInTheDocument();
  });
});
