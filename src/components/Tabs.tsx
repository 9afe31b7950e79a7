import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './Tabs.module.css';

export interface TabItem {
  key: string;
  title: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  active: string;
  onChange: (key: string) => void;
  /** The active tab's panel. */
  children?: ReactNode;
}

/** ARIA tabs: arrow keys, Home and End move between tabs; only the active one is in the Tab order. */
export function Tabs({ items, active, onChange, children }: TabsProps) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const index = Math.max(
    0,
    items.findIndex((item) => item.key === active),
  );
  const tabId = (i: number) => `${base}-tab-${i}`;

  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const to = moves[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = (to + items.length) % items.length;
    onChange(items[next].key);
    list.current?.querySelectorAll<HTMLElement>('[role=tab]')[next]?.focus();
  };

  return (
    <div>
      <div ref={list} role="tablist" className={styles.list} onKeyDown={onKeyDown}>
        {items.map((item, i) => (
          <button
            key={item.key}
            id={tabId(i)}
            type="button"
            role="tab"
            aria-selected={i === index}
            aria-controls={`${base}-panel`}
            tabIndex={i === index ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(item.key)}
          >
            {item.title}
          </button>
        ))}
      </div>
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={tabId(index)}>
        {children}
      </div>
    </div>
  );
}
