// The candidate dashboard's api in tests (docs/contracts.md#the-candidates-dashboard): `GET /api/candidates/dashboard`
// composed from one reply per block, as the server composes it, and each block's own endpoint for its retry.
import type { FakeReply, FakeRequest } from 'shared-kit/testing';

/** One reply per block, in the shape of the block's own endpoint; a status of 400 or more makes its part null. */
export type DashboardReplies = {
  profile: FakeReply;
  applications: FakeReply;
  matchings: FakeReply;
  favorites: FakeReply;
  searches: FakeReply;
  events: FakeReply;
};

const BLOCK_URLS: Record<keyof DashboardReplies, string> = {
  profile: '/api/candidates/profile',
  applications: '/api/candidates/applications?rows=5',
  matchings: '/api/app/matchings?page=1&_size=3',
  favorites: '/api/candidates/favorites?rows=6',
  searches: '/api/candidates/searchs/get-latests-searches',
  events: '/api/candidates/virtual-event/candidateEvents',
};

type ProfileReply = {
  user: {
    nombre: string | null;
    apellidos: string | null;
    email: string;
    candidate: { static_path_photo_128?: string | null; full_path_foto?: string | null };
  };
  tasks: unknown;
};
type MatchingsReply = { jobs: { data: unknown[]; total: number } };

const failed = (reply: FakeReply) => (reply.status ?? 200) >= 400;

/** The server's composition: the profile cut to the greeting and tasks, the matchings' refusal as its words. */
function composed(replies: DashboardReplies) {
  const { profile, matchings } = replies;
  const user = (profile.data as ProfileReply | undefined)?.user;
  const refusal = (matchings.data as { errors?: { profile?: string[] } } | undefined)?.errors?.profile?.[0];
  const list = matchings.data as MatchingsReply | undefined;
  const part = (reply: FakeReply) => (failed(reply) ? null : reply.data);
  return {
    profile:
      failed(profile) || !user
        ? null
        : {
            nombre: user.nombre,
            apellidos: user.apellidos,
            email: user.email,
            photo: user.candidate.static_path_photo_128 ?? user.candidate.full_path_foto ?? null,
            tasks: (profile.data as ProfileReply).tasks,
          },
    applications: part(replies.applications),
    matchings:
      matchings.status === 422 && refusal
        ? { kind: 'off', message: refusal }
        : failed(matchings) || !list
          ? null
          : { kind: 'list', jobs: list.jobs.data, total: list.jobs.total },
    favorites: part(replies.favorites),
    searches: part(replies.searches),
    events: part(replies.events),
  };
}

/**
 * A fake api of the dashboard: the one call, composed from `replies`, and each block's own URL, which a block asks on
 * its retry, answered from `retries` or else `replies`. Any other URL is a 404.
 */
export function dashboardApi(replies: DashboardReplies, retries: Partial<DashboardReplies> = {}) {
  return (request: FakeRequest): FakeReply => {
    if (request.url === '/api/candidates/dashboard') return { data: composed(replies) };
    const block = (Object.keys(BLOCK_URLS) as (keyof DashboardReplies)[]).find(
      (key) => BLOCK_URLS[key] === request.url,
    );
    if (block) return retries[block] ?? replies[block];
    return { status: 404, data: { message: 'Not found', toasts: [] } };
  };
}
