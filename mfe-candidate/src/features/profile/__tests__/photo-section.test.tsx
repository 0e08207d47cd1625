import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearNotifications, getNotifications } from 'shared-kit/notify';
import { PhotoSection } from '../components/sections/photo-section';
import { personalApi, renderSection } from './personal-test-profile';
import { makeProfile } from '../../../testing/profile';

const notices = () => getNotifications().map(({ type, content }) => [type, content]);
const section = () => screen.getByRole('region', { name: 'Photo' });
const paths = (id: number | null) => ({
  path_foto: id === null ? null : `/files/${id}/photo-x.jpg`,
  full_path_foto: id === null ? null : `https://eulangjobs.test/files/${id}/photo-x.jpg`,
  static_path_photo_64: id === null ? null : `https://eulangjobs.test/files/${id + 1}/photo-x-64.webp`,
  static_path_photo_128: id === null ? null : `https://eulangjobs.test/files/${id + 2}/photo-x-128.webp`,
});

beforeEach(() => clearNotifications());

describe('PhotoSection', () => {
  it('uploads a photo, shows its 128 px variant, and shows the api’s refusal on the file', async () => {
    let attempt = 0;
    const { requests } = personalApi({
      'POST /api/candidates/avatar': () => {
        attempt += 1;
        return attempt === 1
          ? {
              status: 422,
              data: {
                message: 'The photo must be a JPEG, PNG or WebP image.',
                errors: { file: ['The photo must be a JPEG, PNG or WebP image.'] },
              },
            }
          : { data: { candidate: paths(40) } };
      },
    });
    const user = userEvent.setup();
    const { container, latest } = renderSection(PhotoSection, makeProfile({ nombre: 'Ana', apellidos: 'García' }));
    // No photo yet: the initials, named by the candidate's name.
    expect(within(section()).getByRole('img', { name: 'Ana García' })).toHaveTextContent('AG');
    expect(within(section()).queryByRole('button', { name: 'Remove the photo' })).not.toBeInTheDocument();
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp');

    await user.upload(input, new File(['GIF89a'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('The photo must be a JPEG, PNG or WebP image.')).toBeInTheDocument();
    expect(notices()).toEqual([]);

    await user.upload(input, new File(['\x89PNG'], 'me.png', { type: 'image/png' }));
    const photo = await within(section()).findByRole('img', { name: 'Photo of Ana García' });
    expect(photo).toHaveAttribute('src', 'https://eulangjobs.test/files/42/photo-x-128.webp');
    const sent = requests.filter((request) => request.url === '/api/candidates/avatar');
    const form = sent[1]?.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('photo') as File).name).toBe('me.png');
    expect(latest().user.candidate).toMatchObject(paths(40));
    expect(notices()).toEqual([['success', 'Photo saved']]);
    expect(screen.getByText('Uploaded')).toBeInTheDocument();
  });

  it('removes the photo, shows the initials again and moves focus to the upload button', async () => {
    const { requests } = personalApi({ 'DELETE /api/candidates/avatar': () => ({ data: { candidate: paths(null) } }) });
    const user = userEvent.setup();
    renderSection(PhotoSection, makeProfile({ nombre: 'Ana', apellidos: 'García', candidate: paths(40) }));
    expect(within(section()).getByRole('img', { name: 'Photo of Ana García' })).toHaveAttribute(
      'src',
      'https://eulangjobs.test/files/42/photo-x-128.webp',
    );
    await user.click(screen.getByRole('button', { name: 'Remove the photo' }));
    expect(await within(section()).findByRole('img', { name: 'Ana García' })).toHaveTextContent('AG');
    expect(requests.map((request) => request.method)).toContain('delete');
    expect(notices()).toEqual([['success', 'Photo removed']]);
    await waitFor(() => expect(screen.getByRole('button', { name: /Upload a photo/ })).toHaveFocus());
  });

  it('says a failure it cannot explain as a notice and on the file', async () => {
    personalApi({ 'POST /api/candidates/avatar': () => ({ status: 500, data: {} }) });
    const user = userEvent.setup();
    const { container } = renderSection(PhotoSection, makeProfile());
    await user.upload(
      container.querySelector('input[type=file]') as HTMLInputElement,
      new File(['x'], 'me.jpg', { type: 'image/jpeg' }),
    );
    const failed = 'We could not upload your photo. Please try again later.';
    expect(await screen.findByText(failed)).toBeInTheDocument();
    expect(notices()).toEqual([['error', failed]]);
  });
});
