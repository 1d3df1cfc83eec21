/**
 * The Seitenbewertungen (GET /redaktion/hilfreich): answers to "War diese Seite hilfreich?" per
 * page and ISO week as a table with the share of Ja, filtered by page, a bar chart of the last
 * weeks with a text alternative, and the CSV download.
 */
import { Button, Cell, Pager, Table, type Column } from '@servicestandard/ui';
import { editorText as t } from '@servicestandard/messages/service';
import type { EditorSession, HelpfulWeek } from '../../store/index.ts';
import type { PageContent } from '../frame.tsx';
import { EditorBar, FilterSelect } from './bar.tsx';
import { chartWeeks, HELPFUL_PAGE_SIZE, HELPFUL_PATH, helpfulHref, shareYes, weekRange } from './format.ts';

const h = t.helpful;

/**
 * Colours of the bars as SVG attributes, for the plain frame without the site's stylesheet (the
 * service alone); the stylesheet's classes override them for the dark scheme and forced colours.
 */
const FALLBACK_FILL = { ja: '#1b6e3c', nein: '#b3261e' } as const;

/** The chart's measures in its own units (px at full size): label column, longest bar, rows. */
const CHART = { label: 92, bars: 200, gap: 2, row: 30, bar: 18, textGap: 8, minWidth: 320 } as const;

/**
 * Room for a bar's text at 16 px: wider than any sans-serif's characters (digits, "·", letters of
 * "Ja"/"Nein"), so the text at the bar's end is never cut, whatever the font.
 */
const textWidth = (text: string) => Math.ceil(text.length * 10) + 4;

/**
 * The chart: one row per week, a bar for Ja and one for Nein beside it, the numbers at its end.
 * Its width is the widest row with its text; on a narrow screen it scales down to the container
 * (viewBox, max-width 100 % in the stylesheet) instead of being cut. Colours come from classes of
 * the site's stylesheet (no style attribute: the CSP forbids it); the SVG is an image whose text
 * alternative is the caption, which states every number.
 */
function Chart({ weeks, scope }: { weeks: { week: string; ja: number; nein: number }[]; scope: string }) {
  const most = Math.max(1, ...weeks.map((w) => w.ja + w.nein));
  const length = (n: number) => (n === 0 ? 0 : Math.max(2, Math.round((n / most) * CHART.bars)));
  const rows = weeks.map((w, i) => {
    const y = 4 + i * CHART.row;
    const ja = length(w.ja);
    const nein = length(w.nein);
    const neinX = CHART.label + ja + (ja && nein ? CHART.gap : 0);
    const end = neinX + nein + CHART.textGap;
    const text = h.chartBar(w.ja, w.nein);
    return { ...w, y, ja, nein, neinX, end, text, right: end + textWidth(text) };
  });
  const width = Math.max(CHART.minWidth, ...rows.map((row) => row.right));
  const height = 8 + weeks.length * CHART.row;
  const caption = `${h.chartCaption(scope, weeks.length)} ${weeks.map((w) => h.chartWeek(w.week, w.ja, w.nein)).join('; ')}.`;
  const swatch = (kind: 'ja' | 'nein') => (
    <li>
      <svg className="hilfreich-chart__swatch" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="14" height="14" className={`hilfreich-chart__${kind}`} fill={FALLBACK_FILL[kind]} />
      </svg>
      {h.legend[kind]}
    </li>
  );
  return (
    <figure className="hilfreich-diagramm">
      <div className="redaktion-chart">
        <svg className="hilfreich-chart" role="img" aria-labelledby="diagramm-titel" viewBox={`0 0 ${width} ${height}`} width={width} height={height} focusable="false">
          <line x1={CHART.label - 1} y1="0" x2={CHART.label - 1} y2={height} className="hilfreich-chart__axis" />
          {rows.map((row) => (
            <g key={row.week}>
              <text x="0" y={row.y + CHART.bar - 3} className="hilfreich-chart__text">
                {row.week}
              </text>
              {row.ja > 0 && <rect x={CHART.label} y={row.y} width={row.ja} height={CHART.bar} className="hilfreich-chart__ja" fill={FALLBACK_FILL.ja} />}
              {row.nein > 0 && <rect x={row.neinX} y={row.y} width={row.nein} height={CHART.bar} className="hilfreich-chart__nein" fill={FALLBACK_FILL.nein} />}
              <text x={row.end} y={row.y + CHART.bar - 3} className="hilfreich-chart__text">
                {row.text}
              </text>
            </g>
          ))}
        </svg>
      </div>
      <ul className="hilfreich-legende" aria-hidden="true">
        {swatch('ja')}
        {swatch('nein')}
      </ul>
      <figcaption id="diagramm-titel">{caption}</figcaption>
    </figure>
  );
}

export interface HelpfulView {
  session: EditorSession;
  /** The rows of the filter, newest week first. */
  rows: HelpfulWeek[];
  /** Every page with answers, for the filter. */
  pagePaths: string[];
  page?: string | undefined;
  pageNumber: number;
}

const c = h.columns;
const COLUMNS = {
  page: { label: c.page },
  week: { label: c.week },
  ja: { label: c.ja, numeric: true },
  nein: { label: c.nein, numeric: true },
  share: { label: c.share, numeric: true },
} satisfies Record<string, Column>;

export function helpfulContent(view: HelpfulView): PageContent {
  const { rows, page } = view;
  const form = (
    <form className="redaktion-filter" method="get" action={HELPFUL_PATH} aria-labelledby="filter-titel">
      <h2 id="filter-titel">{h.filterHeading}</h2>
      <div className="redaktion-filter__fields">
        <FilterSelect id="filter-seite" name="seite" label={h.pageLabel} options={[{ value: '', label: h.allPages }, ...view.pagePaths.map((path) => ({ value: path, label: path }))]} selected={page} />
        <Button variant="primary" label={h.apply} />
      </div>
      {page && (
        <p>
          <a href={HELPFUL_PATH}>{h.reset}</a>
        </p>
      )}
    </form>
  );
  return {
    title: h.title,
    heading: h.title,
    body: (
      <>
        <EditorBar session={view.session} current="helpful" />
        <p>{h.intro}</p>
        {form}
        {rows.length === 0 ? <p>{page ? h.emptyPage : h.empty}</p> : <Figures rows={rows} page={page} pageNumber={view.pageNumber} />}
      </>
    ),
  };
}

/** The answers of the filter: their sum, the chart of the last weeks, the table by page and week, the download. */
function Figures({ rows, page, pageNumber }: { rows: HelpfulView['rows']; page: string | undefined; pageNumber: number }) {
  const ja = rows.reduce((sum, row) => sum + row.ja, 0);
  const nein = rows.reduce((sum, row) => sum + row.nein, 0);
  const weeks = new Set(rows.map((row) => row.week)).size;
  const pages = Math.max(1, Math.ceil(rows.length / HELPFUL_PAGE_SIZE));
  const number = Math.min(pageNumber, pages);
  const shown = rows.slice((number - 1) * HELPFUL_PAGE_SIZE, number * HELPFUL_PAGE_SIZE);
  return (
    <>
      <p>{h.summary(ja, nein, weeks)}</p>
      <section aria-labelledby="verlauf">
        <h2 id="verlauf">{h.chartHeading}</h2>
        <Chart weeks={chartWeeks(rows)} scope={page ? h.chartScopePage(page) : h.chartScopeAll} />
      </section>
      <section aria-labelledby="zahlen">
        <h2 id="zahlen">{h.tableHeading}</h2>
        <Table id="hilfreich" caption={h.caption} columns={Object.values(COLUMNS)}>
          {shown.map((row) => (
            <tr className="kern-table__row" key={`${row.pagePath} ${row.week}`}>
              <Cell column={COLUMNS.page}>{row.pagePath}</Cell>
              <Cell column={COLUMNS.week}>
                {row.week} <br />
                <span className="redaktion-muted">{weekRange(row.week)}</span>
              </Cell>
              <Cell column={COLUMNS.ja}>{row.ja}</Cell>
              <Cell column={COLUMNS.nein}>{row.nein}</Cell>
              <Cell column={COLUMNS.share}>{shareYes(row.ja, row.nein)}</Cell>
            </tr>
          ))}
        </Table>
        <Pager
          label={h.pagination}
          previous={number > 1 ? { href: helpfulHref(page, number - 1), text: h.newer } : undefined}
          next={number < pages ? { href: helpfulHref(page, number + 1), text: h.older } : undefined}
        />
      </section>
      <section aria-labelledby="herunterladen">
        <h2 id="herunterladen">{h.exportHeading}</h2>
        <p>{h.exportText}</p>
        <p>
          <a href={helpfulHref(page, 1, true)} download>
            {h.exportLink}
          </a>
        </p>
      </section>
    </>
  );
}
