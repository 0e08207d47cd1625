import type { LockedCandidate, UnlockedCandidate } from '../api/types';

export const locked: LockedCandidate = {
  id: 31,
  headline: 'Bilingual accountant',
  city: 'Porto',
  country: 'Portugal',
  languages: [
    { slug: 'german', name: 'German', level: 4 },
    { slug: 'english', name: 'English', level: 3 },
  ],
  skills: [{ slug: 'sap', name: 'SAP' }],
  experience: [{ title: 'Accountant', years: 5 }],
  education: [{ title: 'MSc Finance' }],
  relocate: true,
  work_permit: false,
  experience_years: 5,
  last_title: 'Accountant',
  availability: 2,
  unlocked: false,
  applied: false,
};

export const unlocked: UnlockedCandidate = {
  ...locked,
  unlocked: true,
  name: 'Marta Silva',
  email: 'marta@example.com',
  phone: '+351 911 000 111',
  photo: null,
  linkedin: 'https://www.linkedin.com/in/marta',
  website: null,
  presentation_letter_html: '<p>Numbers are my <strong>thing</strong>.</p>',
  cvs: [{ id: 9, name: 'marta-cv.pdf', created_at: '2026-10-01T00:00:00Z', default: true }],
};
