/**
 * The Selbstcheck island: a self-assessment of a service against the 13 criteria, kept only in
 * this browser. Owns the data and its storage; the views below only display and report changes.
 *
 * Saving: every change goes to a debounced writer (500 ms), which is flushed when the page is
 * hidden or closed. Stored data that cannot be read is never overwritten without the person's
 * say; it can be downloaded first. The server-rendered HTML is empty: the page around the island
 * explains what happens without JavaScript.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '@servicestandard/ui';
import { addAssessment, activeAssessment, clearRemoved, createAssessment, deleteAssessment, duplicateAssessment, importAssessments, newId, setActive, setAnswer, setCriterionText, updateAssessment } from '../../lib/selbstcheck/assessments.ts';
import { formatGermanDate, formatTime, localDate } from '../../lib/dates.ts';
import { MAX_IMPORT_BYTES, exportFileName, exportJson, parseImport } from '../../lib/selbstcheck/exchange.ts';
import { REVIEW_FORM_PATH, storeAttachment } from '../review/review-attachment.ts';
import { assessmentToMarkdown } from '../../lib/selbstcheck/markdown.ts';
import { t } from '@servicestandard/messages/selbstcheck';
import { STORAGE_KEY, type AppData, type Assessment, type DecodeFailure } from '../../lib/selbstcheck/schema.ts';
import { assessmentResult, type AssessmentResult } from '../../lib/selbstcheck/scoring.ts';
import { createDebouncedWriter, loadData, openStorage, saveData, type SaveResult } from '../../lib/selbstcheck/storage.ts';
import type { AnswerValue, QuestionContent, SelbstcheckContent } from '../../lib/selbstcheck/types.ts';
import { currentViewId, downloadFile, goTo, useHashView, viewId } from './browser.ts';
import { CriterionView } from './CriterionView.tsx';
import { DetailsView } from './DetailsView.tsx';
import { Dialog } from './Dialog.tsx';
import { ManageView } from './ManageView.tsx';
import { Report } from './Report.tsx';
import { ReportView } from './ReportView.tsx';
import { ResultsView } from './ResultsView.tsx';
import { SectionNav } from './SectionNav.tsx';

export interface SelbstcheckProps {
  content: SelbstcheckContent;
  /** Origin of the site, for absolute links in the Markdown export. */
  siteUrl: string;
}

type Phase = { kind: 'loading' } | { kind: 'ready' } | { kind: 'damaged'; raw: string; reason: DecodeFailure };

const EMPTY: AppData = { activeId: null, assessments: [] };

export default function Selbstcheck({ content, siteUrl }: SelbstcheckProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [data, setData] = useState<AppData>(EMPTY);
  const [saveProblem, setSaveProblem] = useState<Exclude<SaveResult, 'ok'> | null>(null);
  // When the shown state was stored: by this page, or before it was opened (after a reload).
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  // The moment a report says it was made: now, and again whenever the browser is about to print.
  const [reportAt, setReportAt] = useState(() => new Date());
  // A status message belongs to the view it was given in and disappears when the person moves on.
  const [status, setStatusState] = useState<{ text: string; at: string }>({ text: '', at: '' });
  const [importError, setImportError] = useState<string | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const view = useHashView(content.criteria.length);
  const currentId = viewId(view);
  const setStatus = useCallback((text: string) => setStatusState({ text, at: currentViewId(content.criteria.length) }), [content.criteria.length]);

  const dataRef = useRef(data);
  // Storage is opened per write: it may be switched off or freed while the page is open.
  const [writer] = useState(() =>
    createDebouncedWriter(
      (next) => saveData(openStorage(), next),
      (result) => {
        setSaveProblem(result === 'ok' ? null : result);
        if (result === 'ok') setSavedAt(new Date());
      },
    ),
  );

  const commit = useCallback(
    (next: AppData) => {
      dataRef.current = next;
      setData(next);
      writer.schedule(next);
    },
    [writer],
  );

  /** A fresh assessment, shown but only stored once something is entered. */
  const withBlank = useCallback(
    (base: AppData): AppData => (base.assessments.length > 0 ? base : addAssessment(base, createAssessment(newId(), new Date(), content.version))),
    [content.version],
  );

  // Load once in the browser, after hydration: the server render has no storage, and reading it
  // during the first render would make the hydrated HTML differ from the server's.
  useEffect(() => {
    const loaded = loadData(openStorage(), content);
    if (loaded.kind === 'damaged') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing from localStorage, see above
      setPhase({ kind: 'damaged', raw: loaded.raw, reason: loaded.reason });
      return;
    }
    if (loaded.kind === 'unavailable') setSaveProblem('unavailable');
    if (loaded.kind === 'ok') setSavedAt(storedAt(loaded.data));
    const initial = withBlank(loaded.kind === 'ok' ? loaded.data : EMPTY);
    dataRef.current = initial;
    setData(initial);
    setPhase({ kind: 'ready' });
  }, [content, withBlank]);

  // Write what is pending when the tab is hidden or the page goes away, so a closed tab loses nothing.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') writer.flush();
    };
    const onPageHide = () => writer.flush();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      writer.flush();
    };
  }, [writer]);

  useEffect(() => {
    const stamp = () => setReportAt(new Date());
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, []);

  // Another tab saved: show its state unless this tab has unsaved changes (those win when written).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEY || phase.kind !== 'ready' || writer.pending()) return;
      const loaded = loadData(openStorage(), content);
      if (loaded.kind !== 'ok') return;
      const next = withBlank(loaded.data);
      dataRef.current = next;
      setData(next);
      setSavedAt(storedAt(loaded.data));
      setStatus(t.updatedElsewhere);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [content, phase.kind, setStatus, withBlank, writer]);

  // After moving to another view, put focus on its heading so keyboard and screen reader users
  // start there; when the page opens with a view in the address, only scroll to it.
  const arrived = useRef(false);
  useEffect(() => {
    if (phase.kind !== 'ready') return;
    const heading = document.getElementById(currentId);
    if (!arrived.current) {
      arrived.current = true;
      if (location.hash) heading?.scrollIntoView();
      return;
    }
    heading?.focus();
  }, [currentId, phase.kind]);

  const results = useMemo(() => new Map<string, AssessmentResult>(data.assessments.map((a) => [a.id, assessmentResult(a, content.criteria)])), [data.assessments, content.criteria]);

  // Until the island has read the browser storage (and, with client:needed, until it is visible).
  // The note shows only where scripts run; without them the page's <noscript> part explains.
  if (phase.kind === 'loading') {
    return (
      <div className="selbstcheck" aria-busy="true">
        <p className="sc-loading">{t.loading}</p>
        <p className="sc-load-failed">{t.loadFailed}</p>
      </div>
    );
  }

  if (phase.kind === 'damaged') {
    return (
      <div className="selbstcheck">
        <DamagedStore
          phase={phase}
          focusAfterReset={currentId}
          confirm={confirmReset}
          onDownload={() => downloadFile(`selbstcheck-gespeicherte-daten-${localDate(new Date())}.txt`, phase.raw, 'text/plain')}
          onAsk={() => setConfirmReset(true)}
          onCancel={() => setConfirmReset(false)}
          onReset={() => {
            setConfirmReset(false);
            const fresh = withBlank(EMPTY);
            commit(fresh);
            writer.flush();
            setPhase({ kind: 'ready' });
            setStatus(t.created);
          }}
        />
      </div>
    );
  }

  const assessment = activeAssessment(data)!;
  const result = results.get(assessment.id)!;
  const now = () => new Date();
  const update = (change: (a: Assessment) => Assessment) => commit(updateAssessment(dataRef.current, assessment.id, now(), change));

  const exportAssessments = (list: readonly Assessment[], name: string) => {
    const file = exportFileName(name, now(), 'json');
    downloadFile(file, exportJson(list, now()), 'application/json');
    setStatus(t.exported(file));
  };

  const onImport = async (file: File) => {
    setImportError(null);
    if (file.size > MAX_IMPORT_BYTES) {
      setImportError(t.importTooLarge);
      return;
    }
    const parsed = parseImport(await file.text(), content);
    if (!parsed.ok) {
      setImportError(`${t.importProblem[parsed.reason]} ${t.importKeepsData}`);
      return;
    }
    const { data: next, added } = importAssessments(dataRef.current, parsed.assessments, newId, t.importedName);
    commit(next);
    const skipped = parsed.assessments.length - added.length;
    setStatus([added.length > 0 ? t.imported(added.map((a) => a.service.trim() || t.untitled)) : '', skipped > 0 ? t.importTruncated(skipped) : ''].filter(Boolean).join(' '));
  };

  let main;
  if (view.kind === 'kriterium') {
    const criterion = content.criteria[view.index - 1]!;
    main = (
      <CriterionView
        criterion={criterion}
        count={content.criteria.length}
        assessment={assessment}
        tally={result.criteria[view.index - 1]!.tally}
        onAnswer={(question: QuestionContent, value: AnswerValue) => update((a) => setAnswer(a, criterion.index, question, value))}
        onText={(field, text) => update((a) => setCriterionText(a, criterion.index, field, text))}
        onClearRemoved={() => update((a) => clearRemoved(a, criterion.index))}
      />
    );
  } else if (view.kind === 'ergebnis') {
    main = (
      <ResultsView
        assessment={assessment}
        result={result}
        onExportJson={() => exportAssessments([assessment], assessment.service)}
        onUseForPeerReview={() => {
          storeAttachment(exportJson([assessment], now()));
          location.assign(REVIEW_FORM_PATH);
        }}
        onExportMarkdown={() => {
          const file = exportFileName(assessment.service, now(), 'md');
          downloadFile(file, assessmentToMarkdown(content, assessment, { siteUrl, now: now() }), 'text/markdown');
          setStatus(t.exported(file));
        }}
      />
    );
  } else if (view.kind === 'bericht') {
    main = <ReportView content={content} assessment={assessment} siteUrl={siteUrl} now={reportAt} />;
  } else if (view.kind === 'selbstchecks') {
    main = (
      <ManageView
        assessments={data.assessments}
        activeId={assessment.id}
        results={results}
        criteria={content.criteria}
        importError={importError}
        onOpen={(id) => {
          commit(setActive(dataRef.current, id));
          goTo('angaben');
        }}
        onCreate={() => {
          commit(addAssessment(dataRef.current, createAssessment(newId(), now(), content.version)));
          goTo('angaben');
        }}
        onDuplicate={(id) => {
          const next = duplicateAssessment(dataRef.current, id, newId(), now(), t.copyName);
          commit(next);
          setStatus(t.duplicated(activeAssessment(next)!.service));
        }}
        onRename={(id, name) => {
          commit(updateAssessment(dataRef.current, id, now(), (a) => ({ ...a, service: name })));
          setStatus(t.renamed(name));
        }}
        onDelete={(id) => {
          const gone = dataRef.current.assessments.find((a) => a.id === id);
          commit(withBlank(deleteAssessment(dataRef.current, id)));
          setStatus(t.deleted(gone?.service.trim() || t.untitled));
        }}
        onExportAll={() => exportAssessments(dataRef.current.assessments, 'alle')}
        onImport={(file) => void onImport(file)}
      />
    );
  } else {
    main = <DetailsView key={assessment.id} assessment={assessment} onChange={(details) => update((a) => ({ ...a, ...details }))} />;
  }

  return (
    <div className="selbstcheck">
      <div className="sc-bar">
        <p className="sc-bar__current">
          <span className="sc-muted">{t.currentLabel}</span> <strong>{assessment.service.trim() || t.untitled}</strong>
        </p>
        <div className="kern-progress sc-bar__progress">
          <label htmlFor="sc-fortschritt">{t.overallProgress(result.total.answered, result.total.total)}</label>
          <progress id="sc-fortschritt" max={result.total.total} value={result.total.answered} />
        </div>
        <p className="sc-bar__meta">
          <span className="sc-muted">{savedAt ? savedText(savedAt) : t.notSavedYet}</span>
          <a href="#selbstchecks">{t.allAssessments(data.assessments.length)}</a>
        </p>
      </div>
      <div className="sc-status" role="status">
        {status.text && status.at === currentId && <p className="sc-status__message">{status.text}</p>}
      </div>
      {saveProblem === 'unavailable' && (
        <Alert type="warning" title={t.unavailableTitle}>
          <p>{t.unavailable}</p>
        </Alert>
      )}
      {saveProblem === 'full' && (
        <Alert type="warning" title={t.fullTitle}>
          <p>{t.full}</p>
        </Alert>
      )}
      <div className="sc-layout">
        <SectionNav view={view} results={result.criteria} answered={result.total.answered} total={result.total.total} />
        <div className="sc-main">{main}</div>
      </div>
      {/* Printing any other view prints the report (styles: print). */}
      {view.kind !== 'bericht' && (
        <div className="sc-print-only">
          <Report content={content} assessment={assessment} siteUrl={siteUrl} now={reportAt} headingId="bericht-druck" />
        </div>
      )}
    </div>
  );
}

/** The latest change among the stored assessments: when the stored state was written. */
function storedAt(data: AppData): Date | null {
  const times = data.assessments.map((a) => Date.parse(a.updatedAt)).filter((time) => !Number.isNaN(time));
  return times.length > 0 ? new Date(Math.max(...times)) : null;
}

/** "um 14:30 Uhr" today, with the day when it was stored earlier. */
function savedText(at: Date): string {
  return localDate(at) === localDate(new Date()) ? t.savedAt(formatTime(at)) : t.savedOn(formatGermanDate(localDate(at)), formatTime(at));
}

interface DamagedProps {
  phase: { raw: string; reason: DecodeFailure };
  /** Heading to focus once the fresh Selbstcheck is shown. */
  focusAfterReset: string;
  confirm: boolean;
  onDownload: () => void;
  onAsk: () => void;
  onCancel: () => void;
  onReset: () => void;
}

function DamagedStore({ phase, focusAfterReset, confirm, onDownload, onAsk, onCancel, onReset }: DamagedProps) {
  return (
    <>
      <Alert type="danger" title={t.storageProblemTitle}>
        <p>{t.storedProblem[phase.reason]}</p>
        <p>{t.storageKept}</p>
        <div className="button-row">
          <button type="button" className="kern-btn kern-btn--primary" onClick={onDownload}>
            <span className="kern-label">{t.downloadRaw}</span>
          </button>
          <button type="button" className="kern-btn kern-btn--secondary" onClick={onAsk}>
            <span className="kern-label">{t.startOver}</span>
          </button>
        </div>
      </Alert>
      <Dialog
        open={confirm}
        title={t.resetHeading}
        onClose={onCancel}
        fallbackFocus={focusAfterReset}
        footer={
          <>
            <button type="button" className="kern-btn kern-btn--secondary" onClick={onCancel}>
              <span className="kern-label">{t.cancel}</span>
            </button>
            <button type="button" className="kern-btn kern-btn--primary sc-btn--danger-solid" onClick={onReset}>
              <span className="kern-label">{t.resetConfirm}</span>
            </button>
          </>
        }
      >
        <p>{t.resetBody}</p>
      </Dialog>
    </>
  );
}
