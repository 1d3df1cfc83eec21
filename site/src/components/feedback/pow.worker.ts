/// <reference lib="webworker" />
/** Solves one proof-of-work challenge and posts the counter back (or the error text). */
import { solveChallenge, type Challenge } from '@servicestandard/pow';

self.onmessage = (event: MessageEvent<Challenge>) => {
  solveChallenge(event.data).then(
    (solution) => self.postMessage({ solution }),
    (error: unknown) => self.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
};
