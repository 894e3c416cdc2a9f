import { randomUUID } from 'node:crypto';
import { OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** Id and creation time every record of the newer domains carries (interest, block, report, notification...). */
export abstract class BaseEntity<Optional extends string = never> {
  /** Properties `em.create` may leave out: the defaults here and those each entity names. */
  [OptionalProps]?: 'createdAt' | Optional;

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
