import type { OpLogRow, SimState } from '../db/types';

/** Records an operation log (config/operationLog and insertOperationLog) as sent; keeps the last 2000. */
export function recordOpLog(state: SimState, row: Omit<OpLogRow, 'id'>, id: string): void {
  state.opLogs.push({ id, ...row });
  if (state.opLogs.length > 2000) state.opLogs.splice(0, state.opLogs.length - 2000);
}
