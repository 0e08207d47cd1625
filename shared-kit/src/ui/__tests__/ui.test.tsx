import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared-kit/router';
import { AreaError, Button, NotFound, PageTitle, Skeleton } from 'shared-kit/ui';
import { Spinner } from 'shared-kit/ui/account';
import { renderWithProviders } from 'shared-kit/testing';

describe('ui', () => {
  it('Skeleton is a busy status of a fixed size', () => {
    renderWithProviders(<Skeleton width={320} height={48} label="Loading jobs" />);
    const skeleton = screen.getByRole('status', { name: 'Loading jobs' });
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton).toHaveStyle({ width: '320px', height: '48px' });
  });

  it('Spinner has an accessible label', () => {
    renderWithProviders(<Spinner label="Loading profile" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile');
  });

  it('AreaError is an alert with a retry', async () => {
    const onRetry = jest.fn();
    renderWithProviders(<AreaError title="Jobs are unavailable" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Jobs are unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('AreaError without onRetry has no button', () => {
    renderWithProviders(<AreaError />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("AreaError's retry is a link to an address for the server's first HTML, which works without JavaScript", () => {
    renderWithProviders(<AreaError retryHref="/blog/posts/2" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/blog/posts/2');
  });

  it('Button is a plain button, busy and disabled while loading', async () => {
    const onClick = jest.fn();
    const { rerender } = renderWithProviders(<Button onClick={onClick}>Apply</Button>);
    const button = screen.getByRole('button', { name: 'Apply' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} loading>
        Apply
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveAttribute('aria-busy', 'true');
  });

  it('PageTitle renders the h1 and leaves the document title to the page table', () => {
    document.title = 'Jobs in Spain | EuLangJobs';
    renderWithProviders(<PageTitle title="Something else" heading="Jobs in Spain for multilingual people" />);
    expect(document.title).toBe('Jobs in Spain | EuLangJobs');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Jobs in Spain for multilingual people');
  });

  it('NotFound links back to the jobs and home', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/jobs" element={<p>Job list</p>} />
        <Route path="*" element={<NotFound />} />
      </Routes>,
      { route: '/nowhere' },
    );
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found | EuLangJobs');
    await userEvent.click(screen.getByRole('link', { name: 'Browse jobs' }));
    expect(screen.getByText('Job list')).toBeInTheDocument();
  });
});
