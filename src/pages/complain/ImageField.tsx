import { useEffect, useRef, type ChangeEvent } from 'react';
import { cx } from '../../components/i18n';
import { t } from '../../locales';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import { IMAGE_TYPES, IMAGES_MAX } from './complainForm';
import complainImages, { imagesOf } from './imagesModel';
import * as styles from './Complain.module.css';

/**
 * The complaint form's image picker for another form (`set` names it): up to 3 thumbnails, each uploading, uploaded
 * or failed with its own retry, a remove button each, and the rule (or why the last pick was refused) below.
 */
export function ImageField({ set, title }: { set: string; title?: string }) {
  const dispatch = useAppDispatch();
  const state = usePageSelector(complainImages.select);
  const images = imagesOf(state, set);
  const problem = state.problems[set];
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void dispatch(complainImages.actions.open(set));
  }, [dispatch, set]);

  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    for (const file of Array.from(e.target.files ?? [])) void dispatch(complainImages.actions.upload({ set, file }));
    e.target.value = '';
  };

  return (
    <>
      <h2 className={cx(styles.cardTitle, styles.subTitle)}>{title ?? t('complain.form.images')}</h2>
      <div className={styles.images}>
        {images.map((i) => (
          <div key={i.key} className={styles.thumb} data-status={i.status}>
            {i.url ? <img src={i.url} alt={i.name} /> : <span className={styles.thumbName}>{i.name}</span>}
            {i.status === 'uploading' && <span className={styles.thumbState}>{t('complain.form.uploading')}</span>}
            {i.status === 'error' && (
              <button
                type="button"
                className={styles.thumbRetry}
                title={i.message}
                onClick={() => void dispatch(complainImages.actions.upload({ set, key: i.key }))}
              >
                {t('complain.form.uploadFailed')}
                <br />
                {t('complain.form.retryUpload')}
              </button>
            )}
            <button
              type="button"
              className={styles.thumbRemove}
              aria-label={`${t('complain.form.removeImage')} ${i.name}`}
              onClick={() => void dispatch(complainImages.actions.remove({ set, key: i.key }))}
            >
              ×
            </button>
          </div>
        ))}
        {images.length < IMAGES_MAX && (
          <button type="button" className={styles.addImage} onClick={() => input.current?.click()}>
            +<br />
            {t('complain.form.addImage')}
          </button>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        multiple
        hidden
        aria-label={t('complain.form.addImage')}
        onChange={onFiles}
      />
      <p className={cx(styles.hint, styles.left, problem && styles.fail)}>
        {problem ? t(problem) : t('complain.form.imagesHint')}
      </p>
    </>
  );
}
