import { screen, within } from '@testing-library/react';
import type { Tasks } from 'shared-kit/contracts';
import { renderWithProviders } from 'shared-kit/testing';
import { makeTasks } from '../../testing/profile';
import { ProfileCompletion } from '../profile-completion';

/** The tasks as the api answers them (docs/contracts.md#auth): 1 done, 0 pending. */
const tasks = (done: Partial<Tasks>, levels: Partial<Tasks> = {}): Tasks =>
  makeTasks({ profileStatus: 'basic', ...done, ...levels });

const ALL_DONE = {
  general_information: 1,
  languages: 1,
  sector: 1,
  skills: 1,
  cv: 1,
  education: 1,
  experience: 1,
  preferences: 1,
};

describe('ProfileCompletion', () => {
  it('a new profile: 0 of 8, basic level, matchings not yet, the CV first and the other seven still to do', () => {
    renderWithProviders(<ProfileCompletion tasks={tasks({})} />);

    const card = screen.getByRole('region', { name: 'Profile completion' });
    const meter = within(card).getByRole('progressbar', { name: '0 of 8 steps done (0%)' });
    expect(meter).toHaveAttribute('value', '0');
    expect(meter).toHaveAttribute('max', '8');
    expect(within(card).getByText('Basic profile')).toBeInTheDocument();
    expect(card).toHaveTextContent('Job matchings start once your profile reaches the intermediate level.');
    expect(screen.queryByRole('link', { name: 'See your matching jobs' })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Upload your CV' })).toHaveAttribute('href', '/account/my-cvs');

    const later = within(card).getByRole('list');
    expect(
      within(later)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Add your languages', '/account/my-profile#languages'],
      ['Complete your name and location', '/account/my-profile#personal'],
      ['Add your work experience', '/account/my-profile#experience'],
      ['Add your education', '/account/my-profile#education'],
      ['Add your skills', '/account/my-profile#skills'],
      ['Choose the sectors you want to work in', '/account/my-profile#sectors'],
      ['Set your job preferences', '/account/my-profile#preferences'],
    ]);
  });

  it("follows the server's level: intermediate says matchings are on, and the next task skips what is done", () => {
    renderWithProviders(
      <ProfileCompletion
        tasks={tasks(
          { cv: 1, languages: 1, general_information: 1 },
          { isIntermediate: true, profileStatus: 'intermediate' },
        )}
      />,
    );

    expect(screen.getByRole('progressbar', { name: '3 of 8 steps done (38%)' })).toHaveAttribute('value', '3');
    expect(screen.getByText('Intermediate profile')).toBeInTheDocument();
    expect(screen.getByText(/Job matchings are on/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your matching jobs' })).toHaveAttribute('href', '/account/matchings');
    expect(screen.getByText('Your next step').nextElementSibling).toHaveTextContent('Add your work experience');
    expect(screen.getByRole('link', { name: 'Add your work experience' })).toHaveAttribute(
      'href',
      '/account/my-profile#experience',
    );
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(4);
  });

  it('the level named is the highest flag the server set', () => {
    renderWithProviders(
      <ProfileCompletion
        tasks={tasks(
          { cv: 1, languages: 1, general_information: 1, experience: 1, education: 1 },
          { isIntermediate: true, isAdvanced: true },
        )}
      />,
    );
    expect(screen.getByText('Advanced profile')).toBeInTheDocument();
    expect(screen.queryByText('Intermediate profile')).not.toBeInTheDocument();
  });

  it('a complete profile: 8 of 8, no next task and nothing left to list', () => {
    renderWithProviders(
      <ProfileCompletion tasks={tasks(ALL_DONE, { isIntermediate: true, isAdvanced: true, isComplete: true })} />,
    );

    expect(screen.getByRole('progressbar', { name: '8 of 8 steps done (100%)' })).toHaveAttribute('value', '8');
    expect(screen.getByText('Complete profile')).toBeInTheDocument();
    expect(screen.getByText(/Your profile is complete/)).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['See your matching jobs']);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
