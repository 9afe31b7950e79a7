import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import complainTicket, { selectTicket } from './ticketModel';

/** The ticket named by `?ticketNo=`, read when the page opens and whenever the number changes. */
export function useTicket() {
  const dispatch = useAppDispatch();
  const [query] = useSearchParams();
  const ticketNo = query.get('ticketNo') ?? '';
  const state = usePageSelector(selectTicket);
  useEffect(() => {
    if (ticketNo) void dispatch(complainTicket.actions.load(ticketNo));
  }, [dispatch, ticketNo]);
  const reload = () => void dispatch(complainTicket.actions.load(ticketNo));
  return {
    ticketNo,
    ...state,
    detail: state.ticketNo === ticketNo ? state.detail : { status: 'loading' as const },
    reload,
  };
}
