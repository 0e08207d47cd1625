import sharp from 'sharp';
import { UPLOAD_MAX_BYTES } from 'shared-kit/contracts';
import { register, useTestApp, xsrfHeaders } from '../helper';
import { multipart, pdf, picture } from '../support/uploads';

describe('the photo: /api/candidates/avatar', () => {
  const t = useTestApp();

  const candidate = async () => {
    const { response } = await register(t.app);
    return response.json().token as string;
  };
  const headers = async (token: string) => ({ ...(await xsrfHeaders(t.app)), authorization: `Bearer ${token}` });
  const send = async (token: string, data: Buffer, filename = 'me.jpg') => {
    const body = multipart([{ name: 'avatar', filename, contentType: 'image/jpeg', data }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/candidates/avatar',
      headers: { ...(await headers(token)), ...body.headers },
      payload: body.payload,
    });
  };
  /** A stored file by the path or URL the api gave. */
  const fetchFile = (url: string) => t.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });

  it('stores a JPEG without its metadata, with square 64 and 128 px WebP variants, served publicly', async () => {
    const token = await candidate();
    const original = await picture('jpeg', 1600, 1200);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await send(token, original);
    expect(response.statusCode).toBe(200);
    const { candidate: photo } = response.json();
    expect(photo.path_foto).toMatch(/^\/files\/\d+\/photo-[0-9a-f]{24}\.jpg$/);
    expect(photo.full_path_foto).toBe(`${t.config.publicUrl}${photo.path_foto}`);
    expect(photo.static_path_photo_64).toMatch(/^https?:\/\/.+\/files\/\d+\/photo-[0-9a-f]{24}-64\.webp$/);
    expect(photo.static_path_photo_128).toMatch(/-128\.webp$/);

    const main = await fetchFile(photo.path_foto);
    expect(main.statusCode).toBe(200);
    expect(main.headers['content-type']).toBe('image/jpeg');
    const mainMeta = await sharp(main.rawPayload).metadata();
    expect(mainMeta).toMatchObject({ format: 'jpeg', width: 1024, height: 768 });
    expect(mainMeta.exif).toBeUndefined();
    expect(main.rawPayload.includes('SecretCam')).toBe(false);

    for (const [url, size] of [
      [photo.static_path_photo_64, 64],
      [photo.static_path_photo_128, 128],
    ] as const) {
      const variant = await fetchFile(url);
      expect(variant.headers['content-type']).toBe('image/webp');
      const meta = await sharp(variant.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
      expect(meta.exif).toBeUndefined();
    }

    const profile = await t.app.inject({ url: '/api/candidates/profile', headers: await headers(token) });
    expect(profile.json().user.candidate).toMatchObject({
      path_foto: photo.path_foto,
      static_path_photo_64: photo.static_path_photo_64.replace(t.config.publicUrl, ''),
      static_path_photo_128: photo.static_path_photo_128.replace(t.config.publicUrl, ''),
    });
  });

  it('accepts PNG and WebP by content, whatever the name says', async () => {
    const token = await candidate();
    const png = await send(token, await picture('png'), 'photo.jpg');
    expect(png.statusCode).toBe(200);
    expect(png.json().candidate.path_foto).toMatch(/\.png$/);
    const webp = await send(token, await picture('webp'), 'photo.png');
    expect(webp.statusCode).toBe(200);
    expect(webp.json().candidate.path_foto).toMatch(/\.webp$/);
  });

  it('refuses other types, broken images and files over 5 MB with a 422 naming the file', async () => {
    const token = await candidate();
    const wrongType = 'The photo must be a JPEG, PNG or WebP image.';
    for (const data of [await picture('gif'), pdf(), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')]) {
      const response = await send(token, data, 'me.jpg');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: wrongType, errors: { file: [wrongType] } });
    }
    const jpeg = await picture('jpeg');
    const truncated = await send(token, jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(truncated.statusCode).toBe(422);
    expect(truncated.json().errors).toEqual({ file: ['The photo could not be read. Please choose another image.'] });
    const tooBig = await send(token, Buffer.concat([jpeg, Buffer.alloc(UPLOAD_MAX_BYTES)]));
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors).toEqual({ file: ['The file may not be greater than 5 MB.'] });
    const profile = await t.app.inject({ url: '/api/candidates/profile', headers: await headers(token) });
    expect(profile.json().user.candidate.path_foto).toBeNull();
  });

  it("replaces the old photo's files, and DELETE removes the photo and its files", async () => {
    const token = await candidate();
    const first = (await send(token, await picture('jpeg'))).json().candidate;
    const second = (await send(token, await picture('png'))).json().candidate;
    for (const url of [first.path_foto, first.static_path_photo_64, first.static_path_photo_128]) {
      expect((await fetchFile(url)).statusCode).toBe(404);
    }
    expect((await fetchFile(second.path_foto)).statusCode).toBe(200);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/candidates/avatar',
      headers: await headers(token),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      candidate: { path_foto: null, full_path_foto: null, static_path_photo_64: null, static_path_photo_128: null },
    });
    for (const url of [second.path_foto, second.static_path_photo_64, second.static_path_photo_128]) {
      expect((await fetchFile(url)).statusCode).toBe(404);
    }
  });

  it('needs a candidate token', async () => {
    const body = multipart([{ name: 'avatar', filename: 'me.jpg', data: await picture('jpeg') }]);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/candidates/avatar',
      headers: { ...(await xsrfHeaders(t.app)), ...body.headers },
      payload: body.payload,
    });
    expect(guest.statusCode).toBe(401);
  });
});
