import { useEffect } from 'react';
import { useAppDispatch, useAppSelector, usePageSelector } from '../../models/hooks';
import login from '../../models/login';
import { selectSession } from '../../models/session';

/**
 * A page that logs in or binds a number: the login form's draft restored as it opens, the session read while it is
 * unknown; returns the session and the failure to show for it (the login's own, or the session read's).
 */
export function useLoginSession() {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const { status, error } = session;
  const sessionError = usePageSelector(login.select).sessionError ?? (status === 'error' ? error : undefined);

  useEffect(() => {
    void dispatch(login.actions.restore());
  }, [dispatch]);

  useEffect(() => {
    if (status === 'unknown') void dispatch(login.actions.loadSession());
  }, [dispatch, status]);

  return { ...session, sessionError };
}
