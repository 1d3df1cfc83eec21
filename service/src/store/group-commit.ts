/**
 * Group commit for the stores' hot-path writes: calls that arrive while a batch of the same kind
 * is running wait and then go together in the next one, so under load one round trip and one
 * commit serve many requests, and at rest a call goes out in the next turn of the event loop
 * (SQLite writes synchronously, so there a batch is what one turn of the loop brought). Each
 * caller is answered only after its batch committed.
 *
 * If a batch fails for a reason other than `isFatal` (a lost database fails everyone anyway),
 * each call is tried alone, in order, so one bad item fails only its own caller.
 */
export interface GroupCommit<I, R> {
  (item: I): Promise<R>;
  /** Resolves once nothing is waiting or running (before closing the connection pool). */
  drain(): Promise<void>;
}

interface Waiting<I, R> {
  item: I;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export function groupCommit<I, R>(
  run: (items: I[]) => Promise<R[]>,
  options: { maxBatch: number; isFatal: (error: unknown) => boolean },
): GroupCommit<I, R> {
  let waiting: Waiting<I, R>[] = [];
  let running: Promise<void> | undefined;
  let scheduled = false;

  async function runBatch(batch: Waiting<I, R>[]): Promise<void> {
    try {
      const results = await run(batch.map((entry) => entry.item));
      batch.forEach((entry, index) => entry.resolve(results[index]!));
    } catch (error) {
      if (batch.length === 1 || options.isFatal(error)) {
        for (const entry of batch) entry.reject(error);
        return;
      }
      // One after another, in the order of the calls, as if there had been no batch.
      for (const entry of batch) {
        try {
          const [result] = await run([entry.item]);
          entry.resolve(result!);
        } catch (alone) {
          entry.reject(alone);
        }
      }
    }
  }

  function next(): void {
    scheduled = false;
    if (running || waiting.length === 0) return;
    const batch = waiting.slice(0, options.maxBatch);
    waiting = waiting.slice(batch.length);
    running = runBatch(batch).finally(() => {
      running = undefined;
      next();
    });
  }

  const call = ((item: I) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!running && !scheduled) {
        scheduled = true;
        setImmediate(next);
      }
    })) as GroupCommit<I, R>;

  call.drain = async () => {
    while (running || waiting.length > 0) {
      if (!running) next();
      await running;
    }
  };
  return call;
}
