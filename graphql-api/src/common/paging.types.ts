import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

/** Shapes of paged answers shared by every domain: members' lists (page, limit, hasMore) and executives' grids. */

export enum SortOrder {
  NEWEST_FIRST = 'NEWEST_FIRST',
  OLDEST_FIRST = 'OLDEST_FIRST',
}
registerEnumType(SortOrder, { name: 'SortOrder', description: 'Order by creation time.' });

type Class<T> = new (...args: never[]) => T;

/** A page of a member's own list (1-based `page`, `limit` rows, `hasMore`), with the total for badges. */
export function ListPage<T>(item: Class<T>, name: string, description: string) {
  @ObjectType(name, { description, simpleResolvers: true })
  class Page {
    @Field(() => [item], { description: 'Rows on this page.' })
    items!: T[];

    @Field(() => Int, { description: '1-based page number.' })
    page!: number;

    @Field(() => Int, { description: 'Page size used (at most 100).' })
    limit!: number;

    @Field({ description: 'Whether another page exists.' })
    hasMore!: boolean;

    @Field(() => Int, { description: 'Rows in the whole list, all pages.' })
    totalCount!: number;
  }
  return Page;
}

/** A page of an executives' grid in server mode: `{ items, totalCount }` for page and pageSize. */
export function GridPage<T>(item: Class<T>, name: string, description: string) {
  @ObjectType(name, { description, simpleResolvers: true })
  class Page {
    @Field(() => [item], { description: 'Rows on this page.' })
    items!: T[];

    @Field(() => Int, { description: 'Rows matching the filter, all pages.' })
    totalCount!: number;

    @Field(() => Int, { description: '1-based page number.' })
    page!: number;

    @Field(() => Int, { description: 'Page size used (at most 100).' })
    pageSize!: number;
  }
  return Page;
}

/** The plain data of a list page, as services return it. */
export interface ListPageData<T> {
  items: T[];
  page: number;
  limit: number;
  hasMore: boolean;
  totalCount: number;
}
