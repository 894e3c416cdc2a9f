/** What can take the keyboard focus (the member portal's modal dialog uses the same list). */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where the focus was: the element and, for when it is gone, its place. In a grid that is the row (by id and by
 * position) and the column; elsewhere the element's parent, such as a group of buttons.
 */
export interface FocusPlace {
  element: HTMLElement;
  parent: HTMLElement | null;
  grid: HTMLElement | null;
  rowId: string | null;
  rowIndex: number;
  field: string | null;
}

export function placeOf(element: HTMLElement): FocusPlace {
  const row = element.closest<HTMLElement>('[role="row"][data-id]');
  return {
    element,
    parent: element.parentElement,
    grid: element.closest<HTMLElement>('[role="grid"]'),
    rowId: row?.dataset.id ?? null,
    rowIndex: Number(row?.dataset.rowindex ?? 0),
    field: element.closest<HTMLElement>('[role="gridcell"]')?.dataset.field ?? null,
  };
}

function firstIn(container: Element | null | undefined): HTMLElement | null {
  return container?.isConnected ? container.querySelector<HTMLElement>(FOCUSABLE) : null;
}

/**
 * Puts the focus back at a place, as near as it still exists, never on the page's body (where the next Tab starts
 * over at 'Skip to main content'): the element itself if it can still take the focus (a cancelled question's
 * opener); an action's button is often gone or off once the action is done, so in a grid the same row's first link
 * or button in that column (a member's Details), else in that row, looking for the row by id, else the row now in its
 * position (the row left the list); outside a grid the first one beside it (the report's other actions); at last the
 * page's main landmark.
 */
export function returnFocus(place: FocusPlace): void {
  const { element, grid } = place;
  let target: HTMLElement | null = element.isConnected && element.matches(FOCUSABLE) ? element : null;
  if (!target && grid?.isConnected) {
    const rows = Array.from(grid.querySelectorAll<HTMLElement>('[role="row"][data-id]'));
    const row = rows.find((r) => r.dataset.id === place.rowId) ?? rows[Math.min(place.rowIndex, rows.length - 1)];
    target = firstIn(row?.querySelector(`[data-field="${place.field}"]`)) ?? firstIn(row);
  } else if (!target && !grid) {
    target = firstIn(place.parent);
  }
  (target ?? document.getElementById('main'))?.focus();
}

/** Whether the focus is nowhere in particular (on the body), as after the element holding it was removed. */
export function focusIsLost(): boolean {
  return !document.activeElement || document.activeElement === document.body;
}
