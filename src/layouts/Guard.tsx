import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { GuardLevel } from '../../config/routes';
import { Loading } from '../components/Loading';
import session, { selectSession } from '../models/session';
import { useAppDispatch, useAppSelector } from '../models/hooks';

const hasStaffToken = () => {
  try { return !!window.localStorage.getItem('mall_token'); } catch { return false; }
};

/**
 * The shared route guard (PAGES.md §3.1). G1: a WeChat identity; G2: a customer with a bound number, else
 * `/bindAccount?redirect=<this page>`; G3: a staff `mall_token`, else `/tip/error?code=staffOnly`.
 */
export function Guard({ level, children }: { level: GuardLevel; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { status, user } = useAppSelector(selectSession);
  const needsUser = level === 'G2';

  useEffect(() => {
    if (needsUser && status === 'unknown') dispatch(session.actions.load()).catch(() => undefined);
  }, [dispatch, needsUser, status]);

  if (level === 'G3' && !hasStaffToken()) return <Navigate to="/tip/error?code=staffOnly" replace />;
  if (!needsUser) return <>{children}</>;
  if (status === 'unknown') return <Loading />;
  if (!user?.userPhone) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/bindAccount?redirect=${redirect}`} replace />;
  }
  return <>{children}</>;
}
