import { Component, type ReactNode } from 'react';
import { t } from '../locales';
import { Result } from '../components/Result';

/** Catches a page that throws while rendering: the shell stays usable and the page can be tried again. */
export class PageBoundary extends Component<{ children: ReactNode; resetKey: string }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error('[sms2] page crashed', error);
  }

  override componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error !== undefined) this.setState({ error: undefined });
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <Result
        kind="fail"
        title={t('shell.pageError.title')}
        description={t('shell.pageError.desc')}
        actions={[{ text: t('common.retry'), onClick: () => this.setState({ error: undefined }) }]}
      />
    );
  }
}
