/**
 * A Selbstcheck export as the Selbstcheck writes it (exportJson in the site), for the tests of
 * everything that takes one (the peer-review request's contract, the service, the end-to-end
 * tests): one assessment, with valid defaults; a test names only what it is about.
 */
import type { SelbstcheckAssessment, SelbstcheckExport } from '@servicestandard/feedback-api/selbstcheck-export';

export function selbstcheckExport(assessment: Partial<SelbstcheckAssessment> = {}): SelbstcheckExport {
  return {
    format: 'servicestandard-selbstcheck',
    version: 1,
    exportedAt: '2026-11-20T10:00:00.000Z',
    assessments: [
      {
        id: 'a1',
        service: 'Bürgerportal',
        team: '',
        checkDate: null,
        questionsVersion: 1,
        createdAt: '2026-11-19T09:00:00.000Z',
        updatedAt: '2026-11-20T09:00:00.000Z',
        criteria: {},
        ...assessment,
      },
    ],
  };
}
