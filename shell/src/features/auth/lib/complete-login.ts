import type { LoginResponse } from 'shared-kit/contracts';
import { translate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { startSession, takeLoginTarget } from 'shared-kit/session';
import { warmAccountArea } from '../../../remotes/area-start';
import { postLoginPath } from './post-login-path';

import type { ShellMessageId } from '../../../locales';

/** docs/product-rules.md#register-and-login: no token in a login answer is a failed login. */
export const NO_TOKEN_MESSAGE: ShellMessageId = 'shell.login.noToken';
export const LOGIN_FAILED_MESSAGE: ShellMessageId = 'shell.login.failed';

/**
 * Every way of signing in (password, register, backdoor link, social login) ends here: the session is stored (cookies
 * of docs/product-rules.md#session-lifetime-and-cookies, login timestamp now), the user is told, their area starts
 * loading in the background (docs/delivery.md#account-areas-start-early), and the post-login rules of
 * docs/product-rules.md#post-login-redirect pick the next page. Returns false (and stores nothing) when the
 * answer carries no token.
 */
export function completeLogin(
  data: LoginResponse,
  go: (path: string) => void,
  options: { notice?: ShellMessageId; defaultTarget?: string } = {},
): boolean {
  if (!startSession(data) || !data.token) return false;
  notify.success(translate(options.notice ?? 'shell.login.succeeded'));
  // The user's own area (the candidate's account, the company's back office) is fetched meanwhile.
  warmAccountArea(data.user.type);
  const saved = takeLoginTarget() ?? options.defaultTarget ?? null;
  const target = postLoginPath({
    user: { ...data.user, token: data.token },
    serverRoute: data.route,
    savedTarget: saved,
  });
  if (/^https?:\/\//.test(target)) window.location.assign(target);
  else go(target);
  return true;
}
