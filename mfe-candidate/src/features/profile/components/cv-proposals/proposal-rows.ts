// What a CV proposes, as the rows of its review (docs/candidate-area.md#the-onboarding): one row per field, one per
// item of a list, each with what the profile holds now. The api keeps the proposals, says which the profile holds
// already (`same`) and writes the accepted ones; this only words them.
import type { CvProposal, CvProposalField } from 'shared-kit/contracts';

export type ProposalRow = {
  /** The proposal's id: what a decision names. */
  id: number;
  /** What a refusal names: the field and the place among its proposals (`experience.2`). */
  key: string;
  group: CvProposalField;
  /** What the CV says, as shown. */
  proposed: string;
  /** What the profile holds for this field or item now, as shown; null when it holds nothing. */
  current: string | null;
  /** The profile already holds exactly this: nothing to accept. */
  same: boolean;
  /** False for the email: changing it needs the password (account settings). */
  acceptable: boolean;
  /** The proposal as the api sent it: what the correcting form starts from. */
  item: CvProposal;
};

/** How the review writes what it shows: a language's name, its level and the open end in the candidate's language. */
export type ProposalWords = {
  language: (language: { slug: string; name: string }) => string;
  level: (level: number) => string;
  present: string;
};

const month = (iso: string | null) => (iso ? `${iso.slice(5, 7)}/${iso.slice(0, 4)}` : null);

function period(start: string | null, end: string | null, words: ProposalWords): string | null {
  if (!start && !end) return null;
  return `${month(start) ?? '?'} – ${month(end) ?? words.present}`;
}

const joined = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(' · ');

/** A proposed entry and the one the profile holds (if any), worded the same way. */
function both<P, C extends P>(proposed: P, current: C | null, say: (entry: P) => string) {
  return { proposed: say(proposed), current: current ? say(current) : null };
}

/** What the CV says and what the profile holds, as text. */
function shown(item: CvProposal, words: ProposalWords): { proposed: string; current: string | null } {
  switch (item.field) {
    case 'name': {
      const current = [item.current.nombre, item.current.apellidos].filter(Boolean).join(' ');
      return { proposed: `${item.proposed.nombre} ${item.proposed.apellidos}`.trim(), current: current || null };
    }
    case 'email':
    case 'location':
      return { proposed: item.proposed, current: item.current };
    case 'phone':
      return { proposed: item.proposed, current: item.current?.formatInternational ?? item.current?.e164 ?? null };
    case 'languages': {
      const { language, level } = item.proposed;
      const had = item.current;
      return {
        proposed: `${words.language(language)}: ${words.level(level)}`,
        current: had ? `${words.language(had)}: ${words.level(had.level)}` : null,
      };
    }
    case 'experience':
      return both(item.proposed, item.current, (job) =>
        joined(job.puesto, job.empresa, period(job.f_inicio, job.f_final, words)),
      );
    case 'education':
      return both(item.proposed, item.current, (studies) =>
        joined(studies.titulo, studies.centro_estudios, period(studies.f_inicio, studies.f_final, words)),
      );
    case 'skills':
      return { proposed: item.proposed, current: item.current?.name ?? null };
  }
}

/** The rows of a review, in the order the api sends them (the profile's: who, how to reach, where, the career). */
export function proposalRows(items: CvProposal[], words: ProposalWords): ProposalRow[] {
  return items.map((item) => ({
    id: item.id,
    key: `${item.field}.${item.position}`,
    group: item.field,
    ...shown(item, words),
    same: item.same,
    acceptable: item.field !== 'email',
    item,
  }));
}
