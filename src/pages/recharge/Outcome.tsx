import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { t, type MessageKey } from '../../locales';
import { useLang } from '../../locales/useLang';
import { Result, type ResultProps } from '../../components/Result';
import * as styles from './Recharge.module.css';

/** An action of a result: a path of this app, or something the page does (e.g. "重新充值" keeps the number). */
export type OutcomeAction = { label: MessageKey; to: string } | { label: MessageKey; onClick: () => void };

export interface OutcomeProps extends Omit<ResultProps, 'actions'> {
  actions?: OutcomeAction[];
  /** Below the result and its actions (e.g. the partner clinics). */
  after?: ReactNode;
}

/** The family's result pages (PAGES.md template 2): the shared Result with at most two actions. */
export function Outcome({ actions = [], after, ...rest }: OutcomeProps) {
  useLang();
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <Result
        {...rest}
        actions={actions.map((a) => ({ text: t(a.label), onClick: 'to' in a ? () => void navigate(a.to) : a.onClick }))}
      />
      {after}
    </main>
  );
}
