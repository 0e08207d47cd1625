import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-kit/testing';
import { Card, EmptyState } from 'shared-kit/ui';

describe('Card', () => {
  it('is the element asked for, with the card classes and passed attributes', () => {
    renderWithProviders(
      <Card as="article" interactive className="jobs-card" aria-labelledby="t">
        <h2 id="t" className="sk-card-title">
          <a href="/jobs/x">Translator</a>
        </h2>
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Translator' });
    expect(card).toHaveClass('sk-card', 'sk-card--interactive', 'jobs-card');
    // One link in the card, named by the title: the stretched link adds no second tab stop.
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('is a div by default', () => {
    renderWithProviders(<Card data-testid="card">Body</Card>);
    expect(screen.getByTestId('card').tagName).toBe('DIV');
    expect(screen.getByTestId('card')).not.toHaveClass('sk-card--interactive');
  });
});

describe('EmptyState', () => {
  it('says what is empty as a heading, with advice and actions; the icon is hidden', () => {
    renderWithProviders(
      <EmptyState
        title="No jobs match these filters"
        icon={<span>🔍</span>}
        actions={<a href="/jobs">See all jobs</a>}
        headingLevel={3}
      >
        Try fewer languages.
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No jobs match these filters' })).toBeInTheDocument();
    expect(screen.getByText('Try fewer languages.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all jobs' })).toHaveAttribute('href', '/jobs');
    expect(screen.getByText('🔍').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('defaults to a level 2 heading', () => {
    renderWithProviders(<EmptyState title="Nothing saved yet" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing saved yet' })).toBeInTheDocument();
  });
});
