// Where to go after login: the protected page (or the job to favourite) a guest tried to reach. Any area
// may save it; the shell's login page takes it.
const KEY = 'eulangjobs.loginTarget';

export function saveLoginTarget(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage may be disabled: the user then lands on the default page.
  }
}

export function takeLoginTarget(): string | null {
  try {
    const target = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    // Only same-site paths: never an open redirect.
    return target?.startsWith('/') && !target.startsWith('//') ? target : null;
  } catch {
    return null;
  }
}
