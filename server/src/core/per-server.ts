/**
 * One `T` per server, keyed by its deps (so each test app has its own), made on first use: for the
 * in-process caps and queues that protect one instance's event loop.
 */
export function perServer<T>(make: () => T): (owner: object) => T {
  const made = new WeakMap<object, T>();
  return (owner) => {
    let value = made.get(owner);
    if (value === undefined) {
      value = make();
      made.set(owner, value);
    }
    return value;
  };
}
