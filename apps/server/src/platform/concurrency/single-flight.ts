/**
 * Work shared by key while it is under way: a second ask for a key whose work has not finished waits for
 * that work instead of starting its own. Nothing is kept once the work settles (a failure included), so
 * the next ask after it starts afresh.
 */
export class SingleFlight<T> {
  private readonly underWay = new Map<string, Promise<T>>();

  run(key: string, work: () => Promise<T>): Promise<T> {
    const shared = this.underWay.get(key);
    if (shared) return shared;
    const started = work().finally(() => this.underWay.delete(key));
    this.underWay.set(key, started);
    return started;
  }
}
