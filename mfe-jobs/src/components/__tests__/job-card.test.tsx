import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-kit/testing';
import { makeJob } from '../../testing/job-fixtures';
import { JobCard } from '../job-card';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describe('job card', () => {
  it('shows the salary in the interface language, whatever language the company wrote it in', () => {
    renderWithProviders(
      <JobCard
        job={makeJob(1, {
          salary: '45.000 - 55.000 € pro Jahr',
          content_lang: 'de',
          salary_range: { min: 45000, max: 55000, currency: 'EUR', period: 'YEAR' },
        })}
        selected={false}
      />,
    );
    const salary = screen.getByText('€45,000–55,000 a year');
    // Our words, so not marked as German.
    expect(salary).not.toHaveAttribute('lang');
    expect(screen.queryByText(/pro Jahr/)).not.toBeInTheDocument();
  });

  it('shows a salary it cannot read as the company wrote it, marked with its language; none when there is none', () => {
    const { unmount } = renderWithProviders(
      <JobCard
        job={makeJob(1, { salary: 'nach Vereinbarung', salary_range: null, content_lang: 'de' })}
        selected={false}
      />,
    );
    expect(screen.getByText('nach Vereinbarung')).toHaveAttribute('lang', 'de');
    unmount();
    renderWithProviders(<JobCard job={makeJob(2, { salary: null, salary_range: null })} selected={false} />);
    expect(screen.getByRole('article').querySelector('.jobs-card-salary')).toBeNull();
  });

  it('lists the languages with the level asked for, the mandatory ones marked in words', () => {
    renderWithProviders(<JobCard job={makeJob(1)} selected={false} />);
    // The card's one list; named by the card around it, not by a label of its own (docs/pages.md#valid-html).
    const languages = within(within(screen.getByRole('article')).getByRole('list')).getAllByRole('listitem');
    expect(languages.map((item) => item.textContent)).toEqual(['Dutch · C1–C2 (required)', 'English']);
  });

  it('says how long ago the job was published, with "New" only for the newest', () => {
    const { unmount } = renderWithProviders(
      <JobCard job={makeJob(1, { published_at: daysAgo(1) })} selected={false} />,
    );
    const article = screen.getByRole('article');
    expect(within(article).getByText('yesterday')).toHaveAttribute('datetime');
    expect(within(article).getByText('Published', { exact: false })).toHaveTextContent('Published yesterday');
    expect(within(article).getByText('New')).toBeInTheDocument();
    unmount();

    renderWithProviders(<JobCard job={makeJob(2, { published_at: daysAgo(9) })} selected={false} />);
    expect(screen.getByText('9 days ago')).toBeInTheDocument();
    expect(screen.queryByText('New')).not.toBeInTheDocument();
  });

  it('puts the place beside a Remote or Hybrid badge, and a fully remote job shows the badge alone', () => {
    const { unmount } = renderWithProviders(
      <JobCard job={makeJob(1, { remote: { slug: 'hybrid', name: 'Hybrid' } })} selected={false} />,
    );
    expect(screen.getByText('Amsterdam, Netherlands')).toBeInTheDocument();
    expect(screen.getByText('Hybrid')).toHaveClass('sk-badge');
    unmount();

    renderWithProviders(
      <JobCard
        job={makeJob(2, {
          city: null,
          country: null,
          remote: { slug: 'remote', name: 'Remote' },
          salary: null,
          salary_range: null,
        })}
        selected={false}
      />,
    );
    const meta = screen.getByRole('article').querySelector('.jobs-card-meta');
    expect(meta).toHaveTextContent(/^Remote$/);
  });

  it("shows the company's logo, hidden from screen readers, and its initials when the logo fails to load", () => {
    const { unmount } = renderWithProviders(
      <JobCard
        job={makeJob(1, { company: { id: 7, name: 'Polyglot Support BV', slug: 'p', logo: '/files/1/logo.svg' } })}
        selected={false}
      />,
    );
    const article = screen.getByRole('article');
    const logo = article.querySelector('img');
    expect(logo).toHaveAttribute('src', '/files/1/logo.svg');
    // The name is written beside it: not read twice.
    expect(logo).toHaveAttribute('alt', '');
    fireEvent.error(logo as HTMLImageElement);
    expect(article.querySelector('img')).toBeNull();
    expect(within(article).getByText('PS')).toHaveAttribute('aria-hidden', 'true');
    unmount();

    renderWithProviders(<JobCard job={makeJob(2)} selected={false} />);
    expect(screen.getByText('PS')).toHaveClass('sk-avatar');
  });

  it('opens the job by its title, one link named by the title, and offers Save', () => {
    renderWithProviders(<JobCard job={makeJob(1)} selected={false} />, { session: 'guest' });
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link')).toHaveAccessibleName('Customer service agent 1');
    expect(
      within(article).getByRole('button', { name: 'Save Customer service agent 1 to favourites' }),
    ).toHaveAttribute('aria-pressed', 'false');
  });
});
