/** Code loaded on demand, once: `loaded` is there for every render after the first `load()`. */
export interface OnDemand<T> {
  load(): Promise<T>;
  readonly loaded: T | undefined;
}

/**
 * Wraps a lazy `import()` so a component can render the loaded code at once when it is already
 * there (no Suspense, no frame without it), and a failed load is tried again next time.
 */
export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    get loaded() {
      return loaded;
    },
    load() {
      loading ??= importer().then(
        (value) => (loaded = value),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}
