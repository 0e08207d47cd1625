import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-kit/testing';
import { Card, EmptyState, Illustration } from 'shared-kit/ui';

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

  it('draws a magnifier where a search found nothing, else the empty tray (docs/design-system.md#illustration)', () => {
    const { container } = renderWithProviders(
      <>
        <EmptyState title="No jobs" illustration="search" />
        <EmptyState title="Nothing saved yet" />
      </>,
    );
    const boxes = container.querySelectorAll('.sk-empty');
    expect(boxes[0]).toHaveClass('sk-empty--search');
    expect(boxes[1]).not.toHaveClass('sk-empty--search');
  });
});

describe('Illustration', () => {
  it('is an empty decorative box named after its drawing, hidden from screen readers', () => {
    const { container } = renderWithProviders(<Illustration name="home" className="page-hero__art" />);
    const drawing = container.querySelector('.sk-illustration') as HTMLElement;
    expect(drawing).toHaveClass('sk-illustration--home', 'page-hero__art');
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    expect(drawing).toBeEmptyDOMElement();
  });
});
