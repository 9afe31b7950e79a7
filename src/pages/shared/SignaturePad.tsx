// The customer's e-signature, drawn with a finger (or the mouse) on a canvas: each stroke gives the picture (a PNG
// data URL), the clear button starts over (undefined). The handset order and the valet order both ask for it; the
// picture is kept by the page in memory only.
import { useEffect, useRef } from 'react';
import { Button } from '../../components/Button';
import * as styles from './SignaturePad.module.css';

export function SignaturePad({
  label,
  clearLabel,
  onChange,
}: {
  /** What the pad is called (and says, e.g. signed or not). */
  label: string;
  clearLabel: string;
  onChange: (png: string | undefined) => void;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  useEffect(() => {
    // Twice the pixels of the box, for a sharp line on the phones' screens.
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
    onChange(undefined);
  };
  return (
    <div>
      <canvas
        ref={ref}
        className={styles.pad}
        role="img"
        aria-label={label}
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
      <div className={styles.actions}>
        <Button type="button" variant="plain" size="sm" onClick={clear}>
          {clearLabel}
        </Button>
      </div>
    </div>
  );
}
