import { useEffect } from 'react';
import { translate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { readAppConfig } from 'shared-kit/session';
import { getVersion } from '../api/get-version';
import { pingServer } from '../api/ping-server';

const CHECK_EVERY_MS = 10 * 60 * 1000;

/**
 * Tells a user whose tab outlived a deployment that a new version is out, and checks the server is reachable
 * again when the browser comes back online. Neither call moves the loading bar.
 */
export function useVersionCheck(): void {
  useEffect(() => {
    const loaded = readAppConfig().version;
    let told = false;
    const check = async () => {
      try {
        const version = await getVersion();
        if (!told && loaded !== 'dev' && version !== loaded) {
          told = true;
          notify.info(translate('shell.versionCheck.newVersion'), { timeout: 0 });
        }
      } catch {
        // Offline or a deploy in progress: the next check will tell.
      }
    };
    const ping = () => {
      pingServer().catch(() => notify.warning(translate('shell.versionCheck.offline')));
    };
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    window.addEventListener('online', ping);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', ping);
    };
  }, []);
}
