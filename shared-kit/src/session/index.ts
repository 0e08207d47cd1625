export { type AppConfig, readAppConfig } from './config';
export { deleteCookie, readCookie, writeCookie } from './cookies';
export {
  clearSession,
  cookieNames,
  getSession,
  getSessionToken,
  isSessionExpired,
  restoreSession,
  type Session,
  sessionAtom,
  sessionExpiresAt,
  setSession,
  updateSessionUser,
  useSession,
} from './session';
export { startSession } from './start-session';
export { type AppStore, getAppStore, resetAppStore } from './store';
export { saveLoginTarget, takeLoginTarget } from './login-target';
export {
  clearPendingFavorite,
  PENDING_FAVORITE_TTL_MS,
  pendingFavoriteJobId,
  savePendingFavorite,
  takePendingFavorite,
} from './pending-favorite';
export { clearPendingApply, pendingApplyJobId, savePendingApply, takePendingApply } from './pending-apply';

export {
  PENDING_ALERT_TTL_MS,
  type PendingJobAlert,
  savePendingJobAlert,
  takePendingJobAlert,
} from './pending-alert';
