// The customer's e-signature: drawn with a finger on a canvas; each stroke gives the picture (a PNG data URL), 清除
// starts over. Kept by the page's model in memory only.
import { useEffect, useRef } from 'react';
import { Button } from '../../components/Button';
import { t } from '../../locales';
import * as styles from './Ordering.module.css';

export function SignaturePad({ signed, onChange }: { signed: boolean; onChange: (png: string) => void }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  useEffect(() => {
    const c = ref.current;
    if (!c) return;
    c.width = c.clientWidth * 2;
    c.height = c.clientHeight * 2;
    const g = c.getContext('2d');
    if (!g) return;
    g.scale(2, 2);
    g.lineWidth = 2.5;
    g.lineCap = 'round';
    g.strokeStyle = '#1a1a1a';
  }, []);
  const at = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top] as const;
  };
  const clear = () => {
    const c = ref.current;
    c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
    onChange('');
  };
  return (
    <div>
      <canvas
        ref={ref}
        className={styles.sign}
        role="img"
        aria-label={t(signed ? 'ordering.hs.signed' : 'ordering.hs.signHere')}
        onPointerDown={(e) => {
          const g = e.currentTarget.getContext('2d');
          if (!g) return;
          e.currentTarget.setPointerCapture(e.pointerId);
          drawing.current = true;
          const [x, y] = at(e);
          g.beginPath();
          g.moveTo(x, y);
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const g = e.currentTarget.getContext('2d');
          const [x, y] = at(e);
          g?.lineTo(x, y);
          g?.stroke();
        }}
        onPointerUp={(e) => {
          if (!drawing.current) return;
          drawing.current = false;
          onChange(e.currentTarget.toDataURL('image/png'));
        }}
      />
      <div className={styles.more}>
        <Button type="button" variant="plain" size="sm" onClick={clear}>
          {t('ordering.hs.clear')}
        </Button>
      </div>
    </div>
  );
}
