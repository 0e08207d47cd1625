import type { PageDocument } from 'shared-kit/contracts';
import { blockDefaults } from '../components/puck-config';
import { blockOfError, type BuilderData, dataToDocument, documentToData } from '../lib/builder-data';

// The builder's own defaults, with every heading it would translate left empty.
const defaults = blockDefaults(() => '');

const document: PageDocument = {
  title: 'Polish Speed Hiring Week',
  description: 'Meet employers hiring Polish speakers.',
  blocks: [
    {
      id: 'hero-1',
      type: 'hero',
      props: {
        title: 'Speak Polish?',
        subtitle: 'Five days',
        image_file_id: 12,
        cta_label: 'Join',
        cta_href: '#register',
      },
    },
    { id: 'jobs-1', type: 'event_jobs', props: { title: 'Jobs', limit: 6 } },
    { id: 'faq-1', type: 'faq', props: { title: 'FAQ', items: [{ question: 'Free?', answer: 'Yes.' }] } },
  ],
};

describe("the builder's data", () => {
  it('maps a document to the builder: the head in the root, each block an item with its id in its props', () => {
    const data = documentToData(document);
    expect(data.root.props).toEqual({ title: document.title, description: document.description });
    expect(data.content[0]).toEqual({
      type: 'hero',
      props: {
        id: 'hero-1',
        title: 'Speak Polish?',
        subtitle: 'Five days',
        image_file_id: 12,
        cta_label: 'Join',
        cta_href: '#register',
      },
    });
    expect(data.content.map((item) => item.props.id)).toEqual(['hero-1', 'jobs-1', 'faq-1']);
  });

  it('maps the builder back to the same document', () => {
    expect(dataToDocument(documentToData(document), defaults)).toEqual(document);
  });

  it('keeps only the props a block has, with numbers as numbers and missing props from the defaults', () => {
    const data: BuilderData = {
      root: { props: { title: 'T' } },
      content: [
        { type: 'event_jobs', props: { id: 'a', title: 'Jobs', limit: '12', puck: {}, editMode: true } },
        {
          type: 'faq',
          props: { id: 'b', title: 'Q', items: [{ question: 'Why?', answer: 'Because.', _arrayId: 'b-0' }] },
        },
        { type: 'hero', props: { id: 'c', title: 'Hi', image_file_id: '' } },
      ],
    };
    expect(dataToDocument(data, defaults)).toEqual({
      title: 'T',
      description: '',
      blocks: [
        { id: 'a', type: 'event_jobs', props: { title: 'Jobs', limit: 12 } },
        { id: 'b', type: 'faq', props: { title: 'Q', items: [{ question: 'Why?', answer: 'Because.' }] } },
        {
          id: 'c',
          type: 'hero',
          props: { title: 'Hi', subtitle: '', image_file_id: null, cta_label: '', cta_href: '#register' },
        },
      ],
    });
  });

  it('keeps an item of an unknown type as it is, so the api names it rather than it vanishing', () => {
    const data: BuilderData = { root: {}, content: [{ type: 'carousel', props: { id: 'x', slides: 3 } }] };
    expect(dataToDocument(data, defaults).blocks).toEqual([{ id: 'x', type: 'carousel', props: { slides: 3 } }]);
  });

  it('reads which block an api error names', () => {
    expect(blockOfError('document.blocks.3.props.title')).toEqual({ index: 3, rest: 'props.title' });
    expect(blockOfError('document.blocks.0.type')).toEqual({ index: 0, rest: 'type' });
    expect(blockOfError('document.title')).toBeNull();
  });
});
