import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest start first. Without earlier results Vitest starts the biggest
 * files first, and the accessibility test of every page, one of the smallest and by far the
 * longest (about a third of all the work), started last and ran alone at the end while the
 * other worker had nothing left to do. After them Vitest's own order (earlier durations, size).
 */
const LONGEST_FIRST = ['e2e/a11y.test.ts', 'e2e/peer-review-way.test.ts', 'e2e/redaktion.test.ts', 'e2e/configured-build.test.ts', 'e2e/a11y-settings.test.ts'];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return at === -1 ? LONGEST_FIRST.length : at;
    };
    const sorted = await super.sort(files);
    return sorted.map((file, index) => ({ file, index })).sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index).map(({ file }) => file);
  }
}

/**
 * End-to-end and accessibility tests in Chromium against the production build (site/dist), and
 * the components' own browser tests (*.browser.test.ts next to the component).
 *
 * Two files run at a time, each in its own worker with its own Chromium: the files share only the
 * server from global-setup.ts, whose data none of them reads back from another file (every test
 * looks up what it sent itself; the editors' tests and the configured build start their own
 * servers). While one file waits for its browser or the server, the other can use the second core.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts', 'site/src/**/*.browser.test.{ts,tsx}'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
  },
});
