/**
 * Build-time loader of the Selbstcheck content: the question set from content/selbstcheck.yaml,
 * checked and joined with the criteria pages. Fails the build with the file and field at fault.
 */
import yamlText from '../../content/selbstcheck.yaml?raw';
import { criterionHref, getCriteria } from '../content.ts';
import { lastUpdated } from '../last-updated.ts';
import { buildContent, parseQuestionSet } from './question-set.ts';
import type { SelbstcheckContent } from './types.ts';

let cached: Promise<SelbstcheckContent> | undefined;

export function getSelbstcheckContent(): Promise<SelbstcheckContent> {
  return (cached ??= (async () => {
    const criteria = await getCriteria();
    return buildContent(
      parseQuestionSet(yamlText, 'site/src/content/selbstcheck.yaml'),
      criteria.map((c) => ({ index: c.data.criteriaIndex, title: c.data.title, href: criterionHref(c), body: c.body ?? '', steps: c.data.steps, updated: lastUpdated(c.filePath ?? `src/content/kriterien/${c.id}.mdx`) })),
    );
  })());
}
