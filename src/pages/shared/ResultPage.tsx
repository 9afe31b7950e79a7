import { useNavigate } from 'react-router';
import type { ReactNode } from 'react';
import { t, type MessageKey } from '../../locales';
import { useLang } from '../../locales/useLang';
import { Result, type ResultProps } from '../../components/Result';
import * as styles from './ResultPage.module.css';

export interface ResultAction {
  label: MessageKey;
  to: string;
}

export interface ResultPageProps {
  kind: ResultProps['kind'];
  title: string;
  description?: ReactNode;
  rows?: ResultProps['rows'];
  actions?: ResultAction[];
  children?: ReactNode;
}

/**
 * The result template (PAGES.md template 2): an outcome or notice with an icon, a title, copy, rows and at most
 * two actions that navigate inside the app. Routes that differ only by data pass their own configuration.
 */
export function ResultPage({ kind, title, description, rows, actions = [], children }: ResultPageProps) {
  useLang();
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <Result
        kind={kind}
        title={title}
        description={description}
        rows={rows}
        actions={actions.map((a) => ({ text: t(a.label), onClick: () => void navigate(a.to) }))}
      >
        {children}
      </Result>
    </main>
  );
}
