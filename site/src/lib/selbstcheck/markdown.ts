/**
 * An assessment as Markdown, to paste into an issue or a wiki: overview table, open points as a
 * task list with links to the steps, then every answer with notes and evidence. Text the team
 * typed is escaped where it could break the structure (table cells, headings).
 */
import { formatGermanDate, localDate } from '../dates.ts';
import { t } from '@servicestandard/messages/selbstcheck';
import { assessmentResult, fulfilment } from './scoring.ts';
import type { Assessment } from './schema.ts';
import type { SelbstcheckContent } from './types.ts';

export interface MarkdownOptions {
  /** Origin of the site for absolute links, e.g. https://servicestandard.gov.de. */
  siteUrl: string;
  now: Date;
}

/** Keeps typed text inside one table cell. */
export function escapeCell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ').trim();
}

/** Keeps typed text from starting a heading, list or table when it stands on its own line. */
export function escapeInline(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/([*_`[\]<>|])/g, '\\$1').replace(/^([#>+-]|\d+\.)/, '\\$1').replace(/\r?\n/g, ' ');
}

/** Notes keep their line breaks inside a quote block. */
function quote(text: string): string[] {
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => (line.trim() ? `> ${escapeInline(line)}` : '>'));
}

function evidenceLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => (/^https?:\/\/\S+$/.test(line) ? `- <${line}>` : `- ${escapeInline(line)}`));
}

export function assessmentToMarkdown(content: SelbstcheckContent, assessment: Assessment, options: MarkdownOptions): string {
  const base = options.siteUrl.replace(/\/$/, '');
  const result = assessmentResult(assessment, content.criteria);
  const name = assessment.service.trim() || t.untitled;
  const total = fulfilment(result.total);
  const out: string[] = [`# Selbstcheck: ${escapeInline(name)}`, ''];

  if (assessment.team.trim()) out.push(`- ${t.teamLabel}: ${escapeInline(assessment.team.trim())}`);
  if (assessment.checkDate) out.push(`- ${t.dateLabel}: ${formatGermanDate(assessment.checkDate)}`);
  out.push(`- Stand: ${formatGermanDate(localDate(options.now))}`);
  out.push(`- ${t.overallProgress(result.total.answered, result.total.total)}`);
  if (total !== null) out.push(`- ${t.fulfilmentOverall(total)} (${t.fulfilmentNote})`);
  out.push('', `Erstellt mit dem Selbstcheck des Servicestandards: ${base}/selbstcheck`, '');

  out.push(`## ${t.chartHeading}`, '');
  out.push(`| ${t.columnCriterion} | ${t.columnState} | Ja | Teilweise | Nein | Nicht relevant | ${t.columnOpen} |`);
  out.push('|---|---|---|---|---|---|---|');
  for (const r of result.criteria) {
    const c = r.tally;
    out.push(`| ${r.criterion.index}. ${escapeCell(r.criterion.title)} | ${t.stateLabels[r.state]} | ${c.ja} | ${c.teilweise} | ${c.nein} | ${c['nicht-relevant']} | ${c.offen} |`);
  }
  out.push('');

  out.push(`## ${t.openPointsHeading}`, '');
  const withOpenPoints = result.criteria.filter((r) => r.openPoints.length > 0);
  if (withOpenPoints.length === 0) out.push(t.noOpenPoints, '');
  for (const r of withOpenPoints) {
    out.push(`### ${r.criterion.index}. ${r.criterion.title}`, '');
    for (const point of r.openPoints) {
      const link = `${base}${r.criterion.href}#${point.question.step}`;
      out.push(`- [ ] ${escapeInline(point.question.text)} – ${t.answerLabels[point.value]} ([${t.stepLink(point.question.stepTitle, point.question.requirement)}](${link}))`);
    }
    out.push('');
  }

  out.push(`## ${t.answersHeading}`, '');
  for (const r of result.criteria) {
    const entry = assessment.criteria[String(r.criterion.index)];
    out.push(`### ${r.criterion.index}. ${r.criterion.title}`, '');
    out.push('| Frage | Antwort |', '|---|---|');
    for (const question of r.criterion.questions) {
      const value = entry?.answers[question.id]?.value;
      out.push(`| ${escapeCell(question.text)} | ${value ? t.answerLabels[value] : t.notAnswered} |`);
    }
    out.push('');
    if (entry?.notes.trim()) out.push(`**${t.notesLabel}:**`, '', ...quote(entry.notes), '');
    const evidence = entry ? evidenceLines(entry.evidence) : [];
    if (evidence.length) out.push(`**${t.evidenceLabel}:**`, '', ...evidence, '');
    if (entry?.removed.length) {
      out.push(`**${t.removedHeading}:**`, '');
      for (const removed of entry.removed) out.push(`- ${escapeInline(removed.question)} – ${t.answerLabels[removed.value]}`);
      out.push('');
    }
  }
  return `${out.join('\n').trimEnd()}\n`;
}
