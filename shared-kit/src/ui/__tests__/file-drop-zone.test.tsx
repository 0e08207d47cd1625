import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileDropZone } from 'shared-kit/ui/account';

const file = (name: string, type: string, bytes = 10) => new File(['x'.repeat(bytes)], name, { type });

function setup(props: Partial<Parameters<typeof FileDropZone>[0]> = {}) {
  const onFiles = jest.fn();
  const view = render(
    <FileDropZone
      label="Your CV"
      accept=".pdf,.docx"
      maxBytes={1000}
      onFiles={onFiles}
      hint="PDF or Word"
      {...props}
    />,
  );
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  return { onFiles, input, ...view };
}

describe('FileDropZone', () => {
  it('opens the file dialog from a named button, by keyboard', async () => {
    const { input } = setup();
    const click = jest.spyOn(input, 'click');
    const button = screen.getByRole('button', { name: 'Your CV Choose a file' });
    expect(button).toHaveAccessibleDescription('PDF or Word Up to 1 kB per file');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('passes on chosen files that fit', async () => {
    const { input, onFiles } = setup();
    const cv = file('cv.pdf', 'application/pdf');
    await userEvent.upload(input, cv);
    expect(onFiles).toHaveBeenCalledWith([cv]);
  });

  it('refuses dropped files of another type or too large, naming each, and takes the rest', () => {
    const { onFiles, container } = setup({ multiple: true });
    const good = file('cv.docx', '');
    const drop = [file('photo.png', 'image/png'), file('big.pdf', 'application/pdf', 2000), good];
    const area = container.querySelector('.sk-dropzone__area') as HTMLElement;
    fireEvent.dragOver(area, { dataTransfer: { files: drop } });
    expect(area).toHaveClass('sk-dropzone__area--dragging');
    fireEvent.drop(area, { dataTransfer: { files: drop } });
    expect(area).not.toHaveClass('sk-dropzone__area--dragging');
    expect(onFiles).toHaveBeenCalledWith([good]);
    const messages = container.querySelector('.sk-dropzone [aria-live="polite"]');
    expect(messages).toHaveTextContent('“photo.png” is not a file type accepted here.');
    expect(messages).toHaveTextContent('“big.pdf” is larger than 1 kB.');
  });

  it('takes one file when not multiple, and nothing when every file is refused', () => {
    const { onFiles, container } = setup({ accept: 'image/*' });
    const area = container.querySelector('.sk-dropzone__area') as HTMLElement;
    const a = file('a.png', 'image/png');
    fireEvent.drop(area, { dataTransfer: { files: [a, file('b.jpg', 'image/jpeg')] } });
    expect(onFiles).toHaveBeenLastCalledWith([a]);
    fireEvent.drop(area, { dataTransfer: { files: [file('c.pdf', 'application/pdf')] } });
    expect(onFiles).toHaveBeenCalledTimes(1);
  });

  it('shows each upload’s progress, its end and its error', () => {
    setup({
      uploads: [
        { name: 'cv.pdf', progress: 42.4 },
        { name: 'letter.pdf', progress: 100 },
        { name: 'old.docx', progress: 10, error: 'The server refused the file.' },
      ],
    });
    const bar = screen.getByRole('progressbar', { name: 'cv.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    const items = screen.getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('letter.pdfUploaded');
    expect(items[2]).toHaveTextContent('old.docxThe server refused the file.');
  });
});
