/**
 * Answers kept under one catalogue version: exact while the version holds (triggers move it in the transaction of
 * every change that can alter them), all dropped at once when it moves. Least recently used entries leave first.
 * An answer computed under an older version than the one held is not kept.
 */
export class VersionedMemo<V> {
  private version = -1;
  private readonly entries = new Map<string, V>();

  constructor(private readonly capacity: number) {}

  get(version: string, key: string): V | undefined {
    if (Number(version) !== this.version) return undefined;
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(version: string, key: string, value: V): void {
    const at = Number(version);
    if (!Number.isFinite(at) || at < this.version) return;
    if (at > this.version) {
      this.entries.clear();
      this.version = at;
    }
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  get size(): number {
    return this.entries.size;
  }
}
