import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import complainTicket from './ticketModel';

/**
 * The ticket named by `?ticketNo=`, read when the page opens and whenever the number changes; the action on its way
 * (while its effect runs) and the last action's outcome.
 */
export function useTicket() {
  const dispatch = useAppDispatch();
  const [query] = useSearchParams();
  const ticketNo = query.get('ticketNo') ?? '';
  const state = usePageSelector(complainTicket.select);
  const acts = usePageSelector(complainTicket.loading('act'));
  const supplements = usePageSelector(complainTicket.loading('supplement'));
  const acting = usePageSelector(complainTicket.select.acting);
  useEffect(() => {
    if (ticketNo) void dispatch(complainTicket.actions.load(ticketNo));
  }, [dispatch, ticketNo]);
  const reload = () => void dispatch(complainTicket.actions.load(ticketNo));
  return {
    ticketNo,
    ...state,
    detail: state.ticketNo === ticketNo ? state.detail : { status: 'loading' as const },
    acting: acts || supplements ? acting : undefined,
    /** The outcome of the last action, once it has one. */
    notice: state.notice?.ok === undefined ? undefined : state.notice,
    reload,
  };
}
