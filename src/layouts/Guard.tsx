import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { GuardLevel } from '../../config/routes';
import { ErrorBlock } from '../components/ErrorBlock';
import { t } from '../locales';
import { Loading } from '../components/Loading';
import { canAuthorize } from '../services/wechat';
import session, { type SessionState } from '../models/session';
import { useAppDispatch, useLogin, useSession } from '../models/hooks';
import { useShowsPrerendered } from './prerendered';

const hasStaffToken = () => {
  try {
    return !!window.localStorage.getItem('mall_token');
  } catch {
    return false;
  }
};

/**
 * Whether a page at this guard level sends the visitor to WeChat's authorize page at once: nobody is logged in (the
 * session says so) and OAuth can run. Nothing of the page is then loaded (src/index.tsx), nor rendered here.
 */
export function leavesForLogin(level: GuardLevel, s: SessionState, oauth = canAuthorize()): boolean {
  return (level === 'G1' || level === 'G2') && s.status === 'anonymous' && !s.snapshot && oauth;
}

/**
 * Whether the guard shows its page at once for this session: the page the HTML of a pre-rendered landing holds is
 * hydrated only then (src/index.tsx); otherwise the guard shows something else (its loader, the login, a message) and
 * the app renders anew.
 */
export function guardShowsPage(
  level: GuardLevel,
  s: SessionState,
  prerendered: boolean,
  oauth = canAuthorize(),
): boolean {
  if (level === 'G0') return true;
  if (level === 'G3') return false;
  if (s.status === 'identified') return level !== 'G2' || !!s.user?.userPhone;
  if (s.status === 'anonymous') return !oauth && level === 'G1';
  return prerendered && !s.snapshot && (s.status === 'unknown' || s.status === 'authorizing');
}

/**
 * The shared route guard (PAGES.md §3.1).
 * - G1, a WeChat identity: without a session, the WeChat login starts and returns to this page with its query
 *   (skipped where OAuth cannot run, e.g. a browser against a real backend).
 * - G2, a customer with a bound number: as G1, then `/bindAccount?redirect=<this page>` without a number.
 * - G3, staff: a `mall_token`, else `/tip/error?code=staffOnly`.
 * Who the user is could not be found out (not a 401): the message and a retry, never an endless wait. A snapshot
 * user (WeChat's preview of a page opened from a moment) is asked to open the page in full; no login starts.
 * A pre-rendered landing (./prerendered.ts) shows its page while the session is still unknown, as its HTML did.
 */
export function Guard({ level, children }: { level: GuardLevel; children: ReactNode }) {
  const login = useLogin();
  const dispatch = useAppDispatch();
  const location = useLocation();
  // Staff pages identify by the mall token itself, so G3 does not ask who the user is.
  const state = useSession(level !== 'G3');
  const { status, user, error, snapshot } = state;
  const staffOk = level !== 'G3' || hasStaffToken();
  const oauth = canAuthorize();
  const here = location.pathname + location.search;
  const prerendered = useShowsPrerendered();

  const leaving = leavesForLogin(level, state, oauth);
  useEffect(() => {
    if (leaving) login(undefined, true);
  }, [login, leaving]);

  if (level === 'G3') {
    // A mall entry (`?token=`) straight into a staff page: its token is stored at once, but the staff session
    // exists once thirdAuthLogin answers; the page's staff-only calls wait for it.
    if (status === 'authorizing') return <Loading />;
    return staffOk ? <>{children}</> : <Navigate to="/tip/error?code=staffOnly" replace />;
  }
  if (status === 'identified' && (level !== 'G2' || user?.userPhone)) return <>{children}</>;
  if (prerendered && !snapshot && (status === 'unknown' || status === 'authorizing')) return <>{children}</>;
  if (status === 'identified' || (status === 'anonymous' && !oauth && level === 'G2')) {
    return <Navigate to={`/bindAccount?redirect=${encodeURIComponent(here)}`} replace />;
  }
  if (status === 'anonymous' && !oauth) return <>{children}</>;
  // WeChat's snapshot (preview) of a page opened from a moment: no identity to order as, so open it in full.
  if (snapshot)
    return (
      <main>
        <ErrorBlock message={t('common.openInFull')} />
      </main>
    );
  if (status === 'error')
    return (
      <main>
        <ErrorBlock
          message={error}
          onRetry={() => {
            void dispatch(session.actions.load());
          }}
        />
      </main>
    );
  return <Loading />;
}
