/** YouTube and Vimeo over https: the hosts a page's video block and a company's minisite may link (and are embedded). */
const VIDEO_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
  'vimeo.com',
  'www.vimeo.com',
  'player.vimeo.com',
]);

/** A video address the site accepts: https, a YouTube or Vimeo host, no user name or password in it. */
export function isVideoUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && VIDEO_HOSTS.has(url.hostname) && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
