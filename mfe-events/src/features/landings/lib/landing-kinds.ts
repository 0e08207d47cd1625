import { EVENT_IDS } from 'shared-kit/constants';
import type { LandingPageName, PageBlock } from 'shared-kit/contracts';
import { jobsPath } from 'shared-kit/routes';

/** Where the onboarding of a new candidate starts (the candidate area's /welcome). */
const WELCOME_PATH = '/welcome';
const GO_PLACES_PATH = '/candidates/go-places';

/** What a landing does besides showing its page: the event its sign-up joins. */
const EVENT_OF: Partial<Record<LandingPageName, number>> = {
  'go-places-application': EVENT_IDS.goPlaces,
};

export const landingEventId = (name: LandingPageName): number | undefined => EVENT_OF[name];

/**
 * Where a visitor goes after signing up on a landing (docs/events.md#landing-pages): the go-places application to
 * the go-places event page (now registered), an employer landing to that employer's jobs (its `company_jobs`
 * block), every other landing to the onboarding.
 */
export function afterRegistrationPath(name: LandingPageName, blocks: readonly PageBlock[]): string {
  if (EVENT_OF[name] === EVENT_IDS.goPlaces) return GO_PLACES_PATH;
  const employer = blocks.find((block) => block.type === 'company_jobs');
  if (employer?.type === 'company_jobs') return jobsPath({ minisite: employer.props.company_slug });
  return WELCOME_PATH;
}

/**
 * The store links of an `app_links` block carrying the referral, so installs from a campaign are counted: Google
 * Play hands its `referrer` parameter to the installed app (the Install Referrer), the App Store reports its `ct`
 * campaign token. Other addresses are left alone; so is a link without a referral.
 */
export function withStoreReferral(url: string, referral: string | null): string {
  if (!referral || !url) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const host = parsed.hostname.toLowerCase();
  if (host === 'play.google.com') parsed.searchParams.set('referrer', referral);
  else if (host === 'apps.apple.com' || host === 'itunes.apple.com') parsed.searchParams.set('ct', referral);
  else parsed.searchParams.set('referral', referral);
  return parsed.toString();
}

/** The page's blocks as shown to this visitor: the app links carry the referral of the path. */
export function blocksForVisit(blocks: readonly PageBlock[], referral: string | null): PageBlock[] {
  return blocks.map((block) =>
    block.type === 'app_links' && referral
      ? {
          ...block,
          props: {
            ...block.props,
            ios_url: withStoreReferral(block.props.ios_url, referral),
            android_url: withStoreReferral(block.props.android_url, referral),
          },
        }
      : block,
  );
}
