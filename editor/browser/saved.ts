// After a save, the form's idea of the disk is what was saved: Decap kept comparing with its last load,
// so a value typed back looked like no change and had no Publish. Done as its own `loadEntry` would,
// through its store (found from the React tree: Decap exposes no other handle).

/** Decap's store, as react-redux's Provider holds it (the parts used here). */
interface Store {
  dispatch(action: { type: string; payload: unknown }): unknown;
}

type Fiber = { memoizedProps?: { store?: unknown }; return?: Fiber | null };

const isStore = (value: unknown): value is Store => typeof value === 'object' && value !== null && typeof Reflect.get(value, 'dispatch') === 'function';

/** The store of the React app in `root`, from any element React rendered, up to its Provider. */
export function decapStore(root: Document): Store | undefined {
  for (const element of root.body.querySelectorAll('*')) {
    const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
    if (!key) continue;
    for (let fiber: Fiber | null | undefined = Reflect.get(element, key); fiber; fiber = fiber.return) {
      const store = fiber.memoizedProps?.store;
      if (isStore(store)) return store;
    }
    return undefined;
  }
  return undefined;
}

/** An entry as Decap's events give it: an Immutable map. */
interface SavedEntry {
  get(key: 'collection' | 'slug'): string;
  toJS(): unknown;
}

/** Makes `entry`, just saved, the entry Decap compares the form with. */
export function rememberSaved(root: Document, entry: SavedEntry): void {
  decapStore(root)?.dispatch({ type: 'ENTRY_SUCCESS', payload: { collection: entry.get('collection'), entry: entry.toJS() } });
}
