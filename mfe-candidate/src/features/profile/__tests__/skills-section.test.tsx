import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getNotifications } from 'shared-kit/notify';
import { type FakeRequest, mockHttp } from 'shared-kit/testing';
import { SkillsSection } from '../components/sections/skills-section';
import { makeProfile, renderSection, tasks } from './records-fixtures';

const notices = () => getNotifications().map(({ type, content }) => ({ type, content }));
const java = { id: 5, slug: 'java', name: 'Java' };
const javascript = { id: 6, slug: 'javascript', name: 'JavaScript' };
const sap = { id: 9, slug: 'sap', name: 'SAP' };
const chips = () =>
  within(screen.getByRole('list', { name: 'Your skills' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace('×', ''));
const searches = (requests: FakeRequest[]) =>
  requests.filter((r) => r.url === '/api/tags').map((r) => (r.params as { q: string }).q);

describe('SkillsSection', () => {
  it('searches the tags once typing pauses and adds the one chosen', async () => {
    const { requests } = mockHttp((request) =>
      request.url === '/api/tags'
        ? { data: { data: [java, javascript] } }
        : { data: { message: 'Skill added', tags: [sap, javascript], tasks: tasks({ skills: 1 }) } },
    );
    const user = userEvent.setup();
    const { latest } = renderSection(SkillsSection, makeProfile({ tags: [sap] }));

    expect(chips()).toEqual(['SAP']);
    await user.type(screen.getByRole('combobox', { name: 'Add a skill' }), 'java');
    await user.click(await screen.findByRole('option', { name: 'JavaScript' }));

    await waitFor(() => expect(chips()).toEqual(['SAP', 'JavaScript']));
    // One search for the word typed, not one per key.
    expect(searches(requests)).toEqual(['java']);
    const post = requests.find((r) => r.method === 'post');
    expect(post?.url).toBe('/api/candidates/skills');
    expect(JSON.parse(post?.data)).toEqual({ tag: 6 });
    expect(latest().tasks.skills).toBe(1);
    expect(notices()).toContainEqual({ type: 'success', content: 'Skill added' });
  });

  it('offers only the tags the candidate does not have yet', async () => {
    mockHttp(() => ({ data: { data: [java, javascript] } }));
    const user = userEvent.setup();
    renderSection(SkillsSection, makeProfile({ tags: [java] }));

    await user.type(screen.getByRole('combobox', { name: 'Add a skill' }), 'java');
    await screen.findByRole('option', { name: 'JavaScript' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['JavaScript']);
  });

  it('cancels a search the candidate has typed past', async () => {
    const { requests } = mockHttp((request) =>
      (request.params as { q: string }).q === 'ja' ? new Promise(() => undefined) : { data: { data: [java] } },
    );
    const user = userEvent.setup();
    renderSection(SkillsSection, makeProfile());

    const field = screen.getByRole('combobox', { name: 'Add a skill' });
    await user.type(field, 'ja');
    await waitFor(() => expect(searches(requests)).toEqual(['ja']));
    await user.type(field, 'va');
    await screen.findByRole('option', { name: 'Java' });
    expect(searches(requests)).toEqual(['ja', 'java']);
    expect((requests[0]?.signal as AbortSignal | undefined)?.aborted).toBe(true);
  });

  it('offers a skill the board does not list as a new skill and sends its name', async () => {
    const { requests } = mockHttp((request) =>
      request.url === '/api/tags'
        ? { data: { data: [] } }
        : {
            data: {
              message: 'Skill added',
              tags: [sap, { id: 900, slug: 'opera-pms', name: 'Opera PMS' }],
              tasks: tasks({ skills: 1 }),
            },
          },
    );
    const user = userEvent.setup();
    renderSection(SkillsSection, makeProfile({ tags: [sap] }));

    await user.type(screen.getByRole('combobox', { name: 'Add a skill' }), ' Opera PMS ');
    await user.click(await screen.findByRole('option', { name: 'Add “Opera PMS” as a new skill' }));

    await waitFor(() => expect(chips()).toEqual(['SAP', 'Opera PMS']));
    const post = requests.find((r) => r.method === 'post');
    expect(post?.url).toBe('/api/candidates/skills');
    expect(JSON.parse(post?.data)).toEqual({ tag: 'Opera PMS' });
    expect(notices()).toContainEqual({ type: 'success', content: 'Skill added' });
  });

  it('offers no new skill for a name the board lists or the candidate has, in any case', async () => {
    mockHttp(() => ({ data: { data: [java, javascript] } }));
    const user = userEvent.setup();
    renderSection(SkillsSection, makeProfile({ tags: [{ id: 901, slug: 'dbt', name: 'dbt' }] }));

    const field = screen.getByRole('combobox', { name: 'Add a skill' });
    await user.type(field, 'JAVA');
    await screen.findByRole('option', { name: 'JavaScript' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Java', 'JavaScript']);
    await user.clear(field);
    await user.type(field, 'DBT');
    await waitFor(() => expect(screen.queryByRole('option', { name: /new skill/ })).not.toBeInTheDocument());
    await user.clear(field);
    await user.type(field, 'Javaa');
    expect(await screen.findByRole('option', { name: 'Add “Javaa” as a new skill' })).toBeInTheDocument();
  });

  it("shows the api's 422 on a new skill at the field", async () => {
    mockHttp((request) =>
      request.url === '/api/tags'
        ? { data: { data: [] } }
        : {
            status: 422,
            data: { message: 'Invalid', errors: { tag: ['You can add at most 20 skills of your own.'] } },
          },
    );
    const user = userEvent.setup();
    renderSection(SkillsSection, makeProfile());

    const field = screen.getByRole('combobox', { name: 'Add a skill' });
    await user.type(field, 'Opera PMS');
    await user.click(await screen.findByRole('option', { name: 'Add “Opera PMS” as a new skill' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Type and choose from the list. You can add at most 20 skills of your own.',
      ),
    );
    expect(screen.getByText('No skills yet.')).toBeInTheDocument();
  });

  it("removes a skill with its chip's button, showing the api's notice", async () => {
    const { requests } = mockHttp(() => ({ data: { message: 'Skill removed', tags: [sap], tasks: tasks() } }));
    const user = userEvent.setup();
    renderSection(SkillsSection, makeProfile({ tags: [sap, java] }));

    await user.click(screen.getByRole('button', { name: 'Remove Java' }));
    await waitFor(() => expect(chips()).toEqual(['SAP']));
    expect(requests[0]?.method).toBe('delete');
    expect(requests[0]?.url).toBe('/api/candidates/skills/java');
    expect(notices()).toContainEqual({ type: 'success', content: 'Skill removed' });
    expect(screen.getByRole('combobox', { name: 'Add a skill' })).toHaveFocus();
  });

  it("shows the api's 422 on the field", async () => {
    mockHttp((request) =>
      request.url === '/api/tags'
        ? { data: { data: [java] } }
        : { status: 422, data: { message: 'Invalid', errors: { tag: ['You can have at most 50 skills.'] } } },
    );
    const user = userEvent.setup();
    renderSection(SkillsSection, makeProfile());

    await user.type(screen.getByRole('combobox', { name: 'Add a skill' }), 'ja');
    await user.click(await screen.findByRole('option', { name: 'Java' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Add a skill' })).toHaveAccessibleDescription(
        'Type and choose from the list. You can have at most 50 skills.',
      ),
    );
    expect(screen.getByText('No skills yet.')).toBeInTheDocument();
  });
});
