import { screen } from '@testing-library/react';
import { renderCompany } from '../../../testing/__tests__/company-api';

describe('FAQ for companies', () => {
  it('answers, one heading each, how posting, credits, applicants, CV search, payments, invoices and minisites work', async () => {
    renderCompany('/eulangjobs/faq-for-companies', { guest: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ for companies' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'How do I post a job?',
      'What is a credit?',
      'How long is a job online?',
      'What are screening questions?',
      'How do I review applicants?',
      'How does the CV search work?',
      'How can I pay?',
      'Do I get an invoice?',
      'What is a minisite?',
    ]);
    expect(screen.getByRole('region', { name: 'What is a credit?' })).toHaveTextContent(
      /Every new company gets one job post free/,
    );
    expect(screen.getByRole('link', { name: 'Register your company' })).toHaveAttribute('href', '/company/registry');
  });
});
