import { useState } from 'react';
import { PROFILE_LIMITS } from 'shared-kit/account-rules';
import { RichTextEditor } from 'shared-kit/ui/account';
import type { CatalogueSection } from './section';

/**
 * A live editor: the catalogue shows it working, with the markup it emits under it. It stands for the profile's
 * presentation letter, so it has that field's bound; only "Over the limit" takes a tiny one, to show the state.
 */
const LETTER_MAX = PROFILE_LIMITS.presentationLetterText;

function Demo({ initial, maxLength = LETTER_MAX, error }: { initial: string; maxLength?: number; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Presentation letter"
        hint="Why you, in a few lines."
        value={value}
        onChange={setValue}
        maxLength={maxLength}
        error={error}
      />
      <pre className="ds-code">
        <code>{value}</code>
      </pre>
    </>
  );
}

export const richTextEditorSection: CatalogueSection = {
  id: 'rich-text-editor',
  name: 'RichTextEditor',
  usage:
    'Formatted text a person writes about themselves (a presentation letter): bold, italic and lists, nothing more. It emits HTML that the server sanitises again; the counter counts the text, not the markup.',
  states: [
    { name: 'Empty', render: () => <Demo initial="" /> },
    {
      name: 'With bold, italic and lists',
      render: () => (
        <Demo initial="<p>I answer customers in <strong>German</strong> and <em>Spanish</em>.</p><ul><li>Five years of support</li><li>Zendesk and Salesforce</li></ul><ol><li>Listen</li><li>Solve</li></ol>" />
      ),
    },
    {
      name: 'Over the limit',
      render: () => <Demo initial="<p>A letter longer than its limit.</p>" maxLength={20} />,
    },
    {
      name: 'Error from the server',
      render: () => <Demo initial="<p>Hello</p>" error="The presentation letter field is invalid." />,
    },
    {
      name: 'Disabled',
      render: () => (
        <RichTextEditor
          label="Presentation letter"
          value="<p>Saved while the form is sent.</p>"
          onChange={() => undefined}
          maxLength={LETTER_MAX}
          disabled
        />
      ),
    },
  ],
};
