import { act, render } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, useNavigate } from 'shared-kit/router';
import { ScrollManager } from '../components/scroll-manager';

let navigate: NavigateFunction = () => {};
function CaptureNavigate() {
  navigate = useNavigate();
  return <h2 id="contact">Contact</h2>;
}

function setup(initial: string) {
  render(
    <MemoryRouter initialEntries={[initial]}>
      <ScrollManager />
      <CaptureNavigate />
    </MemoryRouter>,
  );
  (window.scrollTo as jest.Mock).mockClear();
}

beforeEach(() => {
  window.scrollTo = jest.fn();
  Element.prototype.scrollIntoView = jest.fn();
});

test('a new path returns the page to the top', () => {
  setup('/jobs');
  act(() => {
    navigate('/company');
  });
  expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
});

test('a hash scrolls smoothly to its target instead', () => {
  setup('/jobs');
  act(() => {
    navigate('/eulangjobs/faq#contact');
  });
  expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth' });
  expect(window.scrollTo).not.toHaveBeenCalled();
});

test('a malformed hash (/jobs#%) neither throws nor scrolls anywhere', () => {
  setup('/jobs');
  expect(() =>
    act(() => {
      navigate('/jobs#%');
    }),
  ).not.toThrow();
  expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
});

test('an encoded hash finds its target by the decoded id', () => {
  render(
    <MemoryRouter initialEntries={['/eulangjobs/faq#caf%C3%A9']}>
      <ScrollManager />
      <h2 id="café">Café</h2>
    </MemoryRouter>,
  );
  expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth' });
});
