import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerCatalogue } from 'shared-kit/i18n';
import { mockHttp, renderWithProviders } from 'shared-kit/testing';
import { loadEventsMessages } from '../../../locales';
import { ImageField } from '../components/image-field';

beforeAll(() => registerCatalogue(loadEventsMessages));

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'team.png', { type: 'image/png' });

describe("the builder's image field", () => {
  it('uploads a chosen image and hands its file id and address to the block', async () => {
    const { requests } = mockHttp(() => ({
      status: 201,
      data: { file_id: 77, url: '/files/77/team.webp', width: 1600, height: 900 },
    }));
    const onChange = jest.fn();
    renderWithProviders(<ImageField id="hero-image" label="Image" value={null} images={{}} onChange={onChange} />);
    await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, png());
    await screen.findByText('Uploaded');
    expect(requests[0].url).toBe('/api/admin/uploads');
    expect((requests[0].data as FormData).get('file')).toBeInstanceOf(File);
    expect(onChange).toHaveBeenCalledWith(77, '/files/77/team.webp');
  });

  it("shows the chosen image, lets it be removed, and shows the api's refusal", async () => {
    mockHttp(() => ({
      status: 422,
      data: { message: 'This file is not an image.', errors: { file: ['Not an image.'] } },
    }));
    const onChange = jest.fn();
    renderWithProviders(
      <ImageField id="hero-image" label="Image" value={5} images={{ '5': '/files/5/a.webp' }} onChange={onChange} />,
    );
    expect(screen.getByRole('img', { name: 'The chosen image' })).toHaveAttribute('src', '/files/5/a.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Remove the image' }));
    expect(onChange).toHaveBeenCalledWith(null);
    await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, png());
    expect(await screen.findByText('This file is not an image.')).toBeInTheDocument();
  });
});
