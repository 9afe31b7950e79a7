import { useState } from 'react';
import { Link } from 'react-router';
import { Empty } from '../../components/Empty';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { usePageSelector } from '../../models/hooks';
import * as configApi from '../../services/api/config';
import type { ConfigItem } from '../../services/api/types';
import { date } from '../../utils/format';
import { serverUrl } from '../../utils/serverUrl';
import type { PrerenderContext } from '../shared/chunk';
import { useHydrated } from '../shared/landing';
import { orSnapshot } from '../shared/load';
import { hasPage } from '../shared/routeReady';
import venuesActivities, { ACTIVITIES_QUERY, chipOf, type ActivityChip } from './activitiesModel';
import { Section } from '../shared/Section';
import { useServerNow } from '../shared/useServerNow';
import { useOpenLoad } from '../shared/useOpenLoad';
import * as styles from './Venues.module.css';

export { messages } from './messages';

export const models = [venuesActivities];

const CHIPS: readonly ActivityChip[] = ['live', 'upcoming', 'ended'];

/** The build's pre-render (src/server.tsx): the list from its snapshot, asked as `load` asks, and when. */
export async function prerender({ app, read }: PrerenderContext): Promise<void> {
  const items = await read(configApi.list, ACTIVITIES_QUERY);
  void app.dispatch(venuesActivities.actions.setSnapshot({ items, at: Date.now() }));
}

/**
 * `/onlineActivities`: the activities with chips 进行中, 即将开始, 已结束 (greyed); none → "暂无活动". Pre-rendered,
 * the build's snapshot of the list shows (its chips as judged when it was read, so that the HTML is taken over as
 * it is) until the server's list comes; a failure then shows with its retry.
 */
export default function Activities() {
  useLang();
  const { list, offsetMs, snapshot } = usePageSelector(venuesActivities.select);
  const [chip, setChip] = useState<ActivityChip>('live');
  const hydrated = useHydrated();
  const live = useServerNow(offsetMs);
  const now = hydrated || !snapshot ? live : snapshot.at;
  const load = useOpenLoad(venuesActivities.actions.load);
  const shown = orSnapshot(list, snapshot?.items);

  return (
    <main className={styles.page} aria-busy={list.status === 'loading' || undefined}>
      <div className={styles.chips} role="group" aria-label={t('venues.activities.filter')}>
        {CHIPS.map((c) => (
          <button
            key={c}
            type="button"
            className={`${styles.chip} ${c === chip ? styles.chipOn : ''}`}
            aria-pressed={c === chip}
            onClick={() => setChip(c)}
          >
            {t(`venues.activities.chip.${c}`)}
          </button>
        ))}
      </div>
      <Section load={shown} onRetry={load} rows={4}>
        {(items) => {
          const shown = items.filter((i) => chipOf(i, now) === chip);
          if (shown.length === 0) return <Empty text={t('venues.activities.empty')} />;
          return (
            <ul className={styles.rows}>
              {shown.map((i) => (
                <li key={i.id}>
                  <Row item={i} chip={chip} />
                </li>
              ))}
            </ul>
          );
        }}
      </Section>
    </main>
  );
}

function Row({ item, chip }: { item: ConfigItem; chip: ActivityChip }) {
  // The server's image is checked against the page's own address: in the browser, once the HTML is taken over.
  const image = useHydrated() && item.imageUrl ? serverUrl(item.imageUrl, 'link') : undefined;
  const when =
    chip === 'upcoming' && item.startAt
      ? t('venues.activities.startsOn', { date: date(item.startAt) })
      : item.endAt
        ? t(chip === 'ended' ? 'venues.activities.endedOn' : 'venues.activities.endsOn', { date: date(item.endAt) })
        : '';
  const body = (
    <>
      {image ? <img className={styles.tileImage} src={image} alt="" /> : <span className={styles.tileImage} />}
      <span className={styles.rowMain}>
        <span className={styles.rowTitle}>{item.title}</span>
        {when && <span className={styles.rowSub}>{when}</span>}
      </span>
      <span className={styles.badge}>{t(`venues.activities.chip.${chip}`)}</span>
    </>
  );
  const link = item.link?.trim();
  // Ended activities are greyed and not opened; an app path opens only when its page is built.
  if (chip !== 'ended' && link?.startsWith('/') && hasPage(link))
    return (
      <Link className={styles.row} to={link}>
        {body}
      </Link>
    );
  return <div className={`${styles.row} ${chip === 'ended' ? styles.rowEnded : ''}`}>{body}</div>;
}
