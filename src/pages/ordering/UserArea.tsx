import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Skeleton } from '../../components/Skeleton';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import { safePath } from '../../utils/query';
import orderingUserArea from './userAreaModel';
import * as styles from './Ordering.module.css';

export { messages } from './messages';

export const models = [orderingUserArea];

/** `/userArea` (PAGES.md §2.1, FormPage): the home city and district, the default of pools and offers. */
export default function UserArea() {
  useLang();
  const dispatch = useAppDispatch();
  const [query] = useSearchParams();
  const redirect = safePath(query.get('redirect'));
  const s = usePageSelector(orderingUserArea.select);

  useEffect(() => {
    void dispatch(orderingUserArea.actions.open());
  }, [dispatch]);

  return (
    <main className={`${styles.page} ${styles.plain}`}>
      <form
        className={styles.card}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void dispatch(orderingUserArea.actions.save(redirect ? { redirect } : {}));
        }}
      >
        <h1 className={styles.cardTitle}>{t('ordering.userArea.title')}</h1>
        <p className={styles.hint}>{t('ordering.userArea.intro')}</p>
        {s.saved && (
          <p className={styles.hint} role="status">
            {t('ordering.userArea.current', { area: `${s.saved.cityName} ${s.saved.districtName}` })}
          </p>
        )}
        {s.cities.status === 'error' ? (
          <ErrorBlock message={s.cities.message} onRetry={() => void dispatch(orderingUserArea.actions.open())} />
        ) : s.cities.status !== 'ready' ? (
          <Skeleton rows={2} title={false} />
        ) : (
          <div className={styles.row}>
            <div>
              <label className={styles.label} htmlFor="ua-city">
                {t('ordering.userArea.city')}
              </label>
              <select
                id="ua-city"
                className={styles.select}
                value={s.cityCode}
                onChange={(e) => void dispatch(orderingUserArea.actions.chooseCity(e.target.value))}
              >
                {s.cities.data.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label className={styles.label} htmlFor="ua-district">
                {t('ordering.userArea.district')}
              </label>
              {s.districts.status === 'error' ? (
                <ErrorBlock
                  message={s.districts.message}
                  onRetry={() => void dispatch(orderingUserArea.actions.chooseCity(s.cityCode))}
                />
              ) : s.districts.status !== 'ready' ? (
                <Skeleton rows={1} title={false} />
              ) : s.districts.data.length === 0 ? (
                <p className={styles.hint}>{t('ordering.userArea.none')}</p>
              ) : (
                <select
                  id="ua-district"
                  className={styles.select}
                  value={s.districtCode}
                  aria-invalid={s.problem ? true : undefined}
                  onChange={(e) => void dispatch(orderingUserArea.actions.chooseDistrict(e.target.value))}
                >
                  {!s.districtCode && <option value="">{t('ordering.address.choose')}</option>}
                  {s.districts.data.map((d) => (
                    <option key={d.code} value={d.code}>
                      {d.name}
                    </option>
                  ))}
                </select>
              )}
            </div>
          </div>
        )}
        {s.problem && <p className={styles.error}>{t('ordering.field.district')}</p>}
        <Button type="submit" block>
          {t('ordering.userArea.submit')}
        </Button>
      </form>
    </main>
  );
}
