import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RichTextEditor } from 'shared-kit/ui/account';

function Letter({
  initial = '',
  maxLength = 100,
  error,
  onChange,
}: {
  initial?: string;
  maxLength?: number;
  error?: string;
  onChange?: (html: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label="Presentation letter"
      hint="Why you, in a few lines."
      value={value}
      maxLength={maxLength}
      error={error}
      onChange={(html) => {
        setValue(html);
        onChange?.(html);
      }}
    />
  );
}

/** Puts the caret at the start of `node`'s text, as a click there would, and tells the page. */
function caretIn(node: Node) {
  const range = document.createRange();
  range.setStart(node.firstChild ?? node, 0);
  range.collapse(true);
  const selection = document.getSelection() as Selection;
  selection.removeAllRanges();
  selection.addRange(range);
  act(() => {
    document.dispatchEvent(new Event('selectionchange'));
  });
}

/** jsdom has no editing commands: the browser's own are stood in for, to see which one each control runs. */
function stubCommands() {
  const exec = jest.fn((_command: string, _ui?: boolean, _value?: string) => true);
  Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
  return exec;
}
afterEach(() => {
  delete (document as { execCommand?: unknown }).execCommand;
});

describe('RichTextEditor', () => {
  it('is a multi-line textbox named by its label, under a toolbar of four toggle buttons', () => {
    render(<Letter initial="<p>Hola <b>mundo</b></p>" />);
    const editor = screen.getByRole('textbox', { name: 'Presentation letter' });
    expect(editor).toHaveAttribute('aria-multiline', 'true');
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(editor).toHaveAccessibleDescription('Why you, in a few lines. 10 of 100 characters used');
    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => [b.getAttribute('aria-label'), b.ariaPressed]),
    ).toEqual([
      ['Bold', 'false'],
      ['Italic', 'false'],
      ['Bulleted list', 'false'],
      ['Numbered list', 'false'],
    ]);
    // The markup shown is the value's, with <b> as <strong>.
    expect(editor.innerHTML).toBe('<p>Hola <strong>mundo</strong></p>');
    expect(screen.getByText('10 / 100')).toBeInTheDocument();
  });

  it('never puts what is not text or one of its formats into the page', () => {
    render(
      <Letter
        initial={
          '<p onclick="x()">Hi <img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:x">there</a></p>'
        }
      />,
    );
    const editor = screen.getByRole('textbox', { name: 'Presentation letter' });
    expect(editor.innerHTML).toBe('<p>Hi there</p>');
  });

  it('says with aria-pressed which formats are on where the caret is', () => {
    render(
      <Letter initial="<p>Plain <strong>bold <em>both</em></strong></p><ol><li>first</li></ol><ul><li>dot</li></ul>" />,
    );
    const editor = screen.getByRole('textbox', { name: 'Presentation letter' });
    const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');
    caretIn(editor.querySelector('em') as Element);
    expect([pressed('Bold'), pressed('Italic'), pressed('Numbered list')]).toEqual(['true', 'true', 'false']);
    caretIn(editor.querySelector('ol li') as Element);
    expect([pressed('Bold'), pressed('Numbered list'), pressed('Bulleted list')]).toEqual(['false', 'true', 'false']);
    caretIn(editor.querySelector('ul li') as Element);
    expect([pressed('Numbered list'), pressed('Bulleted list')]).toEqual(['false', 'true']);
  });

  it('is one tab stop for the toolbar, whose buttons the arrow keys, Home and End move between', async () => {
    render(
      <>
        <Letter />
        <a href="/next">Next</a>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Numbered list' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Numbered list' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Presentation letter' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveFocus();
    // Back into the toolbar: on the button used last.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Numbered list' })).toHaveFocus();
  });

  it('applies each format from its button (mouse or keyboard) and from the shortcuts in the text', async () => {
    const exec = stubCommands();
    render(<Letter initial="<p>Hello</p>" />);
    const editor = screen.getByRole('textbox', { name: 'Presentation letter' });
    const commands = () => exec.mock.calls.map(([command]) => command).filter((c) => !/Separator|styleWithCSS/.test(c));
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    // The text keeps (or gets back) the focus, so the format applies where the caret is.
    expect(editor).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Numbered list' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(editor).toHaveFocus();
    fireEvent.keyDown(editor, { key: 'i', ctrlKey: true });
    fireEvent.keyDown(editor, { key: '*', code: 'Digit8', ctrlKey: true, shiftKey: true });
    fireEvent.keyDown(editor, { key: 'b', metaKey: true });
    fireEvent.keyDown(editor, { key: 'x', ctrlKey: true });
    expect(commands()).toEqual(['bold', 'insertOrderedList', 'italic', 'insertUnorderedList', 'bold']);
    // Paragraphs as <p> and formats as tags, which the api keeps.
    expect(exec).toHaveBeenCalledWith('defaultParagraphSeparator', false, 'p');
  });

  it('reduces a paste to paragraphs, bold, italic and lists, and emits the markup', () => {
    const changes: string[] = [];
    render(<Letter onChange={(html) => changes.push(html)} />);
    const editor = screen.getByRole('textbox', { name: 'Presentation letter' });
    const html =
      '<h1 style="color:red">Title</h1><p class="MsoNormal"><span style="font-weight:700">Strong</span> and ' +
      '<a href="https://example.com">a link</a></p><ul><li><i>one</i></li></ul><table><tr><td>cell</td></tr></table>' +
      '<img src="x" onerror="alert(1)"><style>p{}</style>';
    fireEvent.paste(editor, { clipboardData: { getData: (type: string) => (type === 'text/html' ? html : '') } });
    const expected = '<p>Title</p><p><strong>Strong</strong> and a link</p><ul><li><em>one</em></li></ul><p>cell</p>';
    expect(editor.innerHTML).toBe(expected);
    expect(changes.at(-1)).toBe(expected);
  });

  it('pastes plain text as paragraphs, escaped', () => {
    render(<Letter />);
    const editor = screen.getByRole('textbox', { name: 'Presentation letter' });
    const text = 'Line <one>\nLine & two';
    fireEvent.paste(editor, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : '') } });
    expect(editor.innerHTML).toBe('<p>Line &lt;one&gt;</p><p>Line &amp; two</p>');
  });

  it('counts the text typed, not the markup, and says when it is over the limit', async () => {
    const changes: string[] = [];
    render(<Letter maxLength={12} onChange={(html) => changes.push(html)} />);
    const editor = screen.getByRole('textbox', { name: 'Presentation letter' });
    await userEvent.click(editor);
    await userEvent.keyboard('Dear team');
    expect(changes.at(-1)).toBe('Dear team');
    expect(screen.getByText('9 / 12')).toBeInTheDocument();
    expect(editor).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard(', hello');
    expect(screen.getByText('16 / 12')).toBeInTheDocument();
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(editor).toHaveAccessibleDescription(expect.stringContaining('Shorten the text to 12 characters.'));
  });

  it("shows the form's error on the field, and a disabled editor takes no input", () => {
    const { unmount } = render(<Letter error="The presentation letter is too long." />);
    const editor = screen.getByRole('textbox', { name: 'Presentation letter' });
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(editor).toHaveAccessibleDescription(expect.stringMatching(/^The presentation letter is too long\./));
    unmount();
    render(
      <RichTextEditor label="Letter" value="<p>Read only</p>" onChange={() => undefined} maxLength={50} disabled />,
    );
    const readOnly = screen.getByRole('textbox', { name: 'Letter' });
    expect(readOnly).toHaveAttribute('contenteditable', 'false');
    expect(readOnly).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
  });
});
