import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-kit/testing';
import { JobTitle } from 'shared-kit/ui';

const job = { title: 'Kundenberater (m/w/d)', url: 'kundenberater-berlin-12.html', content_lang: 'de' };

describe('JobTitle', () => {
  it("is a heading in the job's language whose link goes to the job's page", () => {
    renderWithProviders(<JobTitle job={job} className="jobs-card-title" />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Kundenberater (m/w/d)' });
    expect(heading).toHaveClass('sk-card-title', 'jobs-card-title');
    expect(heading).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('link', { name: 'Kundenberater (m/w/d)' })).toHaveAttribute(
      'href',
      '/jobs/kundenberater-berlin-12',
    );
  });

  it('takes the level asked for and passes the link its click', () => {
    const onClick = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithProviders(<JobTitle job={job} level={2} onClick={onClick} />);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is plain text for a job no longer open, and has no lang when the language is not known', () => {
    renderWithProviders(<JobTitle job={{ ...job, content_lang: null }} link={false} />);
    const heading = screen.getByRole('heading', { name: 'Kundenberater (m/w/d)' });
    expect(heading).not.toHaveAttribute('lang');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
