import { isVideoUrl } from '../../src/lib/video-url';

describe('isVideoUrl', () => {
  it('takes YouTube and Vimeo addresses over https', () => {
    expect(isVideoUrl('https://www.youtube.com/watch?v=abc')).toBe(true);
    expect(isVideoUrl('https://youtu.be/abc')).toBe(true);
    expect(isVideoUrl('https://player.vimeo.com/video/1')).toBe(true);
  });

  it('refuses http, other hosts, credentials and what is not an address', () => {
    expect(isVideoUrl('http://www.youtube.com/watch?v=abc')).toBe(false);
    expect(isVideoUrl('https://evil.example/x')).toBe(false);
    expect(isVideoUrl('https://youtube.com.evil.example/x')).toBe(false);
    expect(isVideoUrl('https://user:pw@www.youtube.com/watch?v=abc')).toBe(false);
    expect(isVideoUrl('javascript:alert(1)')).toBe(false);
    expect(isVideoUrl('youtube.com/watch')).toBe(false);
  });
});
