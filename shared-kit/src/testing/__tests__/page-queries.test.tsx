import { render, screen } from '@testing-library/react';
import { expectLinks, headingTexts } from 'shared-kit/testing';

function Page() {
  return (
    <>
      <h2>Jobs</h2>
      <nav aria-label="Footer">
        <h2>About</h2>
        <h3>Legal</h3>
        <a href="/about-us">About us</a>
        <a href="/jobs">Jobs</a>
      </nav>
      <a href="/jobs?page=2">Jobs</a>
    </>
  );
}

describe('expectLinks', () => {
  it('passes when every named link leads where the table says', () => {
    render(<Page />);
    expectLinks({ 'About us': '/about-us', Jobs: '/jobs' }, screen.getByRole('navigation', { name: 'Footer' }));
  });

  it('fails on another href, on a missing link, and on a name two links share', () => {
    render(<Page />);
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(() => expectLinks({ 'About us': '/about' }, footer)).toThrow(/about-us/);
    expect(() => expectLinks({ Contact: '/contact' }, footer)).toThrow(/Unable to find/);
    expect(() => expectLinks({ Jobs: '/jobs' })).toThrow(/multiple elements/);
  });
});

describe('headingTexts', () => {
  it('lists the headings of one level in order, in the page or a part of it', () => {
    render(<Page />);
    expect(headingTexts(2)).toEqual(['Jobs', 'About']);
    expect(headingTexts(3, screen.getByRole('navigation', { name: 'Footer' }))).toEqual(['Legal']);
  });
});
