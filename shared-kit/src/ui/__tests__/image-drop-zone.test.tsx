import { fireEvent, render, screen } from '@testing-library/react';
import { UPLOAD_MAX_BYTES } from 'shared-kit/account-rules';
import { ImageDropZone } from 'shared-kit/ui/account';

const file = (name: string, type: string, bytes = 10) => new File(['x'.repeat(bytes)], name, { type });

describe('ImageDropZone', () => {
  it('offers one JPEG, PNG or WebP picture and refuses other files and pictures over the upload limit', () => {
    const onFiles = jest.fn();
    const { container } = render(<ImageDropZone label="Logo" onFiles={onFiles} />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp');
    expect(input).not.toHaveAttribute('multiple');
    expect(screen.getByRole('button', { name: 'Logo Choose a file' })).toBeInTheDocument();

    const logo = file('logo.webp', 'image/webp');
    const drop = [file('logo.gif', 'image/gif'), file('huge.png', 'image/png', UPLOAD_MAX_BYTES + 1), logo];
    fireEvent.drop(container.querySelector('.sk-dropzone__area') as HTMLElement, { dataTransfer: { files: drop } });
    expect(onFiles).toHaveBeenCalledWith([logo]);
    const messages = container.querySelector('.sk-dropzone [aria-live="polite"]');
    expect(messages).toHaveTextContent('“logo.gif” is not a file type accepted here.');
    expect(messages).toHaveTextContent('“huge.png” is larger than');
  });
});
