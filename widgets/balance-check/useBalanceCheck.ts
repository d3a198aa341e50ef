/**
 * The balance form's behaviour for its view: the reducer, and the check the reducer asks for (run here, its
 * answer reported back). A check still on its way when the dialog closes is cancelled: its answer never
 * reaches a new opening.
 */
import { useEffect, useReducer, type Dispatch } from 'react';
import { loadGiftCardBalance } from './api';
import { balanceReducer, initialBalanceState, type BalanceAction, type BalanceState } from './model';

export function useBalanceCheck(): [BalanceState, Dispatch<BalanceAction>] {
  const [s, dispatch] = useReducer(balanceReducer, initialBalanceState);
  const { request } = s;
  useEffect(() => {
    if (!request) return;
    const ctrl = new AbortController();
    void loadGiftCardBalance(request.number, request.auth, ctrl.signal).then((outcome) => {
      if (!ctrl.signal.aborted) dispatch({ type: 'answered', outcome });
    });
    return () => ctrl.abort();
  }, [request]);
  return [s, dispatch];
}
