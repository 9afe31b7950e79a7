import { Component, type ReactNode } from 'react';
import { t } from '../locales';
import { Result } from '../components/Result';
import { dropShell } from './shell';

interface Props {
  children: ReactNode;
  /** A new key (the next page) clears a caught error. */
  resetKey: string;
  /** What to show instead; by default the page error with a retry. */
  fallback?: ReactNode;
  onError?: (error: unknown) => void;
}

/**
 * Catches a part of the screen that throws while rendering (a page, the dialogs): the shell stays usable and
 * the part can be tried again.
 */
export class PageBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error('[sms2] render failed', error);
    dropShell(); // the error page is not hidden behind index.html's account card
    this.props.onError?.(error);
  }

  override componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.error !== undefined) this.setState({ error: undefined });
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      this.props.fallback ?? (
        <Result
          kind="fail"
          title={t('shell.pageError.title')}
          description={t('shell.pageError.desc')}
          actions={[{ text: t('common.retry'), onClick: () => this.setState({ error: undefined }) }]}
        />
      )
    );
  }
}
