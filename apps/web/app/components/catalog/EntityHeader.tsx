import type { ApiClient } from '@site/api';
import type { ComponentProps, ReactNode } from 'react';
import { SubscribeControl } from '../SubscribeControl';
import * as styles from './catalog.css';
import { StatsFacts } from './Facts';
import '../../messages/use-catalog';

type Statistics = ComponentProps<typeof StatsFacts>['statistics'] & { subscribers: number };

/**
 * The header of a channel or model page: its image (a placeholder without one), title, subscribe control,
 * then `children` (the entity's own details) and its statistics.
 */
export function EntityHeader({
  target,
  entity,
  image,
  api,
  children,
}: {
  target: 'channel' | 'model';
  entity: { dir: string; title: string; img: string | null; statistics: Statistics };
  /** The image's class and size: a channel's logo or a model's picture. */
  image: { className: string; width: number; height: number };
  api: ApiClient;
  children?: ReactNode;
}) {
  return (
    <header className={styles.entityHeader}>
      {entity.img ? (
        <img src={entity.img} alt={entity.title} {...image} />
      ) : (
        <span aria-hidden="true" className={image.className} />
      )}
      <div className={styles.entityBody}>
        <h1 className={styles.heading}>{entity.title}</h1>
        <div className={styles.actions}>
          <SubscribeControl
            api={api}
            size="md"
            subject={{
              target,
              objectId: entity.dir,
              name: entity.title,
              subscribers: entity.statistics.subscribers,
            }}
          />
        </div>
        {children}
        <StatsFacts statistics={entity.statistics} />
      </div>
    </header>
  );
}
