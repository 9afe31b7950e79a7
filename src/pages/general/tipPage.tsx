import { useSearchParams } from 'react-router';
import { t, type MessageKey } from '../../locales';
import { date } from '../../utils/format';
import { safePath } from '../../utils/query';
import { ResultPage, type ResultPageProps } from '../shared/ResultPage';

const HOME = { label: 'common.home' as const, to: '/' };

export interface TipConfig {
  kind: ResultPageProps['kind'];
  title: MessageKey;
  /** The copy when the reason is missing or unknown. */
  fallback: MessageKey;
  /** The query parameter naming the reason, and the known reasons' copy. */
  param: 'code' | 'type';
  reasons: Record<string, MessageKey>;
  /** Reasons whose copy names a date (`{date}`), when the query carries one in `effectiveAt`. */
  dated?: Record<string, MessageKey>;
}

/**
 * The `/tip/*` pages: the copy of a known reason (`?code=` or `?type=`) from the app's catalogue, with the date in
 * `effectiveAt` where its copy names one, else the generic copy; `next` (a path of this app only) to go on. No text
 * of the address is ever shown: a link on the operator's domain must not say what someone else wrote (请拨打…退款).
 */
export function tipPage({ kind, title, fallback, param, reasons, dated }: TipConfig) {
  return function TipPage() {
    const [query] = useSearchParams();
    const reason = query.get(param) ?? '';
    const known = reasons[reason];
    // Only a readable date is shown; anything else keeps the reason's own copy.
    const on = date(query.get('effectiveAt') ?? '');
    const withDate = on ? dated?.[reason] : undefined;
    const description = withDate ? t(withDate, { date: on }) : t(known ?? fallback);
    const next = safePath(query.get('next'));
    return (
      <ResultPage
        kind={kind}
        title={t(title)}
        description={description}
        actions={next ? [{ label: 'result.continue', to: next }, HOME] : [HOME]}
      />
    );
  };
}

/**
 * A notice page that says the same whatever its address (`/404`, `/down`): its title and its copy, then what there
 * is to do (`more`), the way home last.
 */
export function noticePage(title: MessageKey, description: MessageKey, more: ResultPageProps['actions'] = []) {
  return function NoticePage() {
    return <ResultPage kind="notice" title={t(title)} description={t(description)} actions={[...more, HOME]} />;
  };
}
