// The service tiles of a hub page (home, the top-up hub): an icon in a coloured square and a label, each a link.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t, type MessageKey } from '../../locales';
import { hasPage } from './routeReady';
import { TileIconSvg, type TileIcon } from './tileIcons';
import * as styles from './Tiles.module.css';

export interface Tile {
  to: string;
  label: MessageKey;
  icon: TileIcon;
  tone: 'red' | 'blue' | 'green' | 'orange' | 'purple';
}

/**
 * A tile's link: outside the app (`external`) an anchor, a page that is built a link; a planned one is marked, not
 * linked (no login and no consent on the way to "coming soon"). `classes` are the page's: the tile, the mark.
 */
export function TileLink({
  to,
  external,
  ready,
  classes,
  children,
}: {
  to: string;
  external?: boolean;
  ready: boolean;
  classes: { tile?: string; soon?: string; soonTag?: string };
  children: ReactNode;
}) {
  if (external)
    return (
      <a className={classes.tile} href={to} rel="noopener noreferrer">
        {children}
      </a>
    );
  return ready ? (
    <Link className={classes.tile} to={to}>
      {children}
    </Link>
  ) : (
    <span className={`${classes.tile} ${classes.soon}`}>
      {children}
      <span className={classes.soonTag}>{t('shared.soon')}</span>
    </span>
  );
}

/** A page by its title's key: `title.a.b` names `/a/b`. */
type TitledPage = MessageKey extends infer K ? (K extends `title.${infer P}` ? P : never) : never;

/** Tiles of pages named by their title (`mobileBusiness.billQuery`: `/mobileBusiness/billQuery`, its title the label). */
export const pageTiles = (rows: readonly (readonly [page: TitledPage, icon: TileIcon, tone: Tile['tone']])[]): Tile[] =>
  rows.map(([page, icon, tone]) => ({ to: `/${page.replace(/\./g, '/')}`, label: `title.${page}`, icon, tone }));

/** `className` lays the tiles out (the page's grid); `label` names the navigation. */
export function Tiles({ tiles, label, className }: { tiles: readonly Tile[]; label: string; className?: string }) {
  return (
    <nav className={className} aria-label={label}>
      {tiles.map((tile) => {
        const body = (
          <>
            <span className={`${styles.glyph} ${styles[tile.tone]}`} aria-hidden="true">
              <TileIconSvg icon={tile.icon} className={styles.icon} />
            </span>
            <span className={styles.tileLabel}>{t(tile.label)}</span>
          </>
        );
        return (
          <TileLink key={tile.to} to={tile.to} ready={hasPage(tile.to)} classes={styles}>
            {body}
          </TileLink>
        );
      })}
    </nav>
  );
}
