import type { Applicant, ApplicantDetail, ApplicantList } from '../api/types';

function applicant(overrides: Partial<Applicant> & { id: number; name?: string }): Applicant {
  const { name = 'Ana García', ...rest } = overrides;
  return {
    job: { id: 7, title: 'German-speaking support agent', url: '/job/7' },
    stage: 'new',
    status: 'applied',
    knocked_out: false,
    rating: null,
    created_at: '2026-11-20T09:00:00Z',
    candidate: {
      id: 100 + overrides.id,
      name,
      headline: 'Customer support, 4 years',
      photo: null,
      city: 'Lisbon',
      country: 'Portugal',
      languages: [{ slug: 'german', name: 'German', level: 3 }],
    },
    missingLanguages: [],
    knockoutAnswers: 0,
    requiredLanguages: 1,
    unread: false,
    ...rest,
  };
}

export const ana = applicant({ id: 1, name: 'Ana García', rating: 4 });
export const ben = applicant({
  id: 2,
  name: 'Ben Müller',
  stage: 'interview',
  status: 'interview',
  knocked_out: true,
  knockoutAnswers: 1,
  missingLanguages: [{ slug: 'french', name: 'French', level: 3 }],
});

export function list(applicants: Applicant[], extra: Partial<ApplicantList> = {}): ApplicantList {
  return {
    applicants,
    total: applicants.length,
    lastPage: 1,
    currentPage: 1,
    counts: { new: 1, interview: 1 },
    ...extra,
  };
}

export function detail(base: Applicant, overrides: Partial<ApplicantDetail> = {}): ApplicantDetail {
  return {
    ...base,
    note: 'Strong German.',
    answers: [
      { question: 'Do you have an EU work permit?', kind: 'yes_no', answer: 'No', knockout: true, preferred: null },
      {
        question: 'Which shift suits you?',
        kind: 'single_choice',
        answer: 'Morning',
        knockout: false,
        preferred: true,
      },
    ],
    history: [{ status: 'applied', created_at: '2026-11-20T09:00:00Z' }],
    // Sent before the CV was recorded, unless a test says which one went with it.
    cv: null,
    candidate: {
      ...base.candidate,
      email: 'ana@example.com',
      phone: '+351 912 345 678',
      linkedin: null,
      website: null,
      experience: [{ title: 'Support agent', company: 'Acme', from: '2021-03-01', to: null, description: null }],
      education: [{ title: 'BA Languages', school: 'Universidade de Lisboa', from: '2016-09-01', to: '2020-06-30' }],
      skills: [{ slug: 'zendesk', name: 'Zendesk' }],
      presentation_letter_html: '<p>I would love to join.</p>',
      cvs: [{ id: 55, name: 'cv-ana.pdf', created_at: '2026-11-01T00:00:00Z', default: true }],
    },
    rejection: null,
    ...overrides,
  };
}
