// What the tests of the personal sections share: a profile as GET /api/candidates/profile answers it, a page that
// keeps it as /account/my-profile does, and the reference lists the api answers.
import { type ComponentType, useState } from 'react';
import type { CandidateProfileResponse } from 'shared-kit/contracts';
import {
  type FakeHandler,
  type FakeReply,
  type FakeRequest,
  makeUser,
  mockHttp,
  renderWithProviders,
} from 'shared-kit/testing';
import { forgetCountries } from '../../../profile-sections/api/get-countries';
import type { ProfileSectionProps } from '../../../profile-sections/profile-state';
import { reference } from './records-fixtures';

export const GERMANY = { id: 11, slug: 'Germany', name: 'Germany', iso2: 'DE' };
export const FRANCE = { id: 10, slug: 'France', name: 'France', iso2: 'FR' };
const COUNTRIES = [{ id: 1, slug: 'Austria', name: 'Austria', iso2: 'AT' }, FRANCE, GERMANY];
const CITIES: Record<number, { id: number; slug: string; name: string }[]> = {
  [GERMANY.id]: [
    { id: 1, slug: 'Berlin', name: 'Berlin' },
    { id: 5, slug: 'Cologne', name: 'Cologne' },
  ],
  [FRANCE.id]: [
    { id: 9, slug: 'Lyon', name: 'Lyon' },
    { id: 8, slug: 'Paris', name: 'Paris' },
  ],
  1: [],
};

/** The body a request sent, parsed. */
export const sentBody = (request: FakeRequest | undefined) =>
  typeof request?.data === 'string' ? JSON.parse(request.data) : request?.data;

/**
 * Answers the reference lists, and every other call from `replies` by `METHOD url` (404 otherwise; a reply may be a
 * promise, answered when the test settles it); returns the requests seen. A reply given for a reference list wins.
 */
export function personalApi(replies: Record<string, FakeHandler> = {}) {
  // New answers, as on a new page load: the country list asked of an earlier api is not kept.
  forgetCountries();
  return mockHttp((request) => {
    const key = `${request.method?.toUpperCase()} ${request.url}`;
    if (replies[key]) return replies[key](request);
    return referenceReply(request) ?? { status: 404, data: { message: 'Not found.' } };
  });
}

/** The reference lists the profile's sections read (countries, cities, the job list's languages, sectors), or null. */
export function referenceReply(request: FakeRequest): FakeReply | null {
  const key = `${request.method?.toUpperCase()} ${request.url}`;
  if (key === 'GET /api/countries') return { data: { countries: COUNTRIES } };
  const cities = /^GET \/api\/countries\/(\d+)\/cities$/.exec(key);
  if (cities) return { data: { cities: CITIES[Number(cities[1])] ?? [] } };
  if (key === 'GET /api/jobs') return { data: reference };
  if (key === 'GET /api/sectors') return { data: { sectors: [] } };
  return null;
}

/** One section on a page that keeps the profile as /account/my-profile does; `latest()` is the last one handed up. */
export function renderSection(Section: ComponentType<ProfileSectionProps>, initial: CandidateProfileResponse) {
  let latest = initial;
  function Page() {
    const [profile, setProfile] = useState(initial);
    return (
      <Section
        profile={profile}
        onChange={(next) => {
          latest = next;
          setProfile(next);
        }}
      />
    );
  }
  const rendered = renderWithProviders(<Page />, {
    route: '/account/my-profile',
    session: { user: makeUser({ id: 11 }), token: 'candidate-token' },
  });
  return { ...rendered, latest: () => latest };
}
