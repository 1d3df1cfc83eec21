/**
 * The components every MDX page can use (docs/inhalte.md), with the site data bound in, so
 * authors write <GlossaryIndex /> and the page gets the glossary.
 */
import type { ComponentProps, ComponentType } from 'react';
import type { StepLevel } from '../lib/constants.ts';
import type { SiteData } from '../lib/site-data.ts';
import { contentMessages as m } from '@servicestandard/messages/content';
import { Alert } from '@servicestandard/ui';
import { Card, Cards } from './blocks/Card.tsx';
import { GlossaryLink } from './blocks/GlossaryLink.tsx';
import { InfoBox } from './blocks/InfoBox.tsx';
import { ContactDataNotice, ContactEmail, IssuesLink, PostalAddress, RepositoryLink } from './blocks/Kontakt.tsx';
import { Step, Steps, type StepPlacement } from './blocks/Steps.tsx';
import { TwoColumns } from './blocks/TwoColumns.tsx';
import { AdrList } from './content/AdrList.tsx';
import { AnalyticsOptOut } from './content/AnalyticsOptOut.tsx';
import { AudienceList } from './content/AudienceList.tsx';
import { BrokenLinkReport } from './content/BrokenLinkReport.tsx';
import { CriteriaOverview } from './content/CriteriaOverview.tsx';
import { GlossaryIndex } from './content/GlossaryIndex.tsx';
import { NamedWithCriteria } from './content/NamedWithCriteria.tsx';
import { OpenDataCsvColumns, OpenDataFields, ReportDataCsvColumns, ReportDataFields } from './content/OpenDataFields.tsx';
import { SignLanguageVideos } from './content/SignLanguageVideo.tsx';
import { Statistik, StatistikAdresse } from './content/Statistik.tsx';
import { TeaserCards } from './content/TeaserCards.tsx';
import { UpdatesList } from './content/UpdatesList.tsx';
import { ReportRegister } from './pruefberichte/ReportRegister.tsx';
import { PredecessorMapping, PredecessorNewCriteria, PredecessorWithoutCriterion } from './content/Vorgaenger.tsx';

// MDX hands each component its own props; the map is typed loosely on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** What a criterion page adds to its steps. */
export interface CriterionStepOptions {
  /** Bindingness by step title (front matter steps); every step gets its badge. */
  stepLevels: ReadonlyMap<string, StepLevel>;
  /** Requirement ID by step title (front matter steps); every step shows "Anforderung 6.3". */
  stepIds: ReadonlyMap<string, string>;
  /** Where the IDs link to: "" for the criterion's own page, its path when shown inside another page. */
  requirementPage?: string;
  /**
   * The criterion shown inside another page (the Druckfassung): its headings one level deeper
   * (h2 → h3, h3 and steps → h4) and every id with this prefix, so several criteria share a page.
   */
  nestedIdPrefix?: string;
}

/** A Markdown heading one level deeper, with a prefixed id. */
function nestedHeading(Tag: 'h3' | 'h4', prefix: string) {
  return function NestedHeading({ id, ...props }: ComponentProps<'h2'>) {
    return <Tag id={id ? prefix + id : undefined} {...props} />;
  };
}

/** Glossary tooltips (abbreviationsPlugin): the tip's id and the reference to it, both prefixed. */
function nestedIds(prefix: string) {
  return {
    span: ({ id, ...props }: ComponentProps<'span'>) => <span id={id ? prefix + id : undefined} {...props} />,
    a: ({ 'aria-describedby': describedBy, children, ...props }: ComponentProps<'a'>) => (
      <a aria-describedby={describedBy ? prefix + describedBy : undefined} {...props}>
        {children}
      </a>
    ),
  };
}

export function createMdxComponents(data: SiteData, pagePath: string, criterion?: CriterionStepOptions): Record<string, AnyComponent> {
  const prefix = criterion?.nestedIdPrefix;
  const placement: StepPlacement = prefix === undefined ? {} : { headingLevel: 4, idPrefix: prefix };
  return {
    ...(prefix === undefined ? {} : { h2: nestedHeading('h3', prefix), h3: nestedHeading('h4', prefix), ...nestedIds(prefix) }),
    Alert,
    Steps: criterion ? (props: ComponentProps<typeof Steps>) => <Steps {...props} levelNote /> : Steps,
    Step: criterion
      ? (props: ComponentProps<typeof Step>) => {
          const id = criterion.stepIds.get(props.title);
          return <Step {...props} level={criterion.stepLevels.get(props.title)} requirement={id ? { id, page: criterion.requirementPage ?? '' } : undefined} placement={placement} />;
        }
      : Step,
    Cards,
    Card,
    TwoColumns,
    InfoBox,
    ContactEmail,
    PostalAddress,
    RepositoryLink,
    IssuesLink,
    ContactDataNotice,
    GlossaryLink,
    AnalyticsOptOut,
    Statistik,
    StatistikAdresse,
    BrokenLinkReport,
    CriteriaOverview: () => <CriteriaOverview criteria={data.criteria} />,
    GlossaryIndex: () => <GlossaryIndex terms={data.glossary} levels={data.levels} />,
    SkillsList: () => <NamedWithCriteria items={data.skills} criteria={data.criteria} pick={(c) => c.skills} criteriaLabel={m.skillCriteria} />,
    PhasesList: () => <NamedWithCriteria items={data.phases} criteria={data.criteria} pick={(c) => c.phases} criteriaLabel={m.phaseCriteria} />,
    AudienceList: () => <AudienceList groups={data.audiences} />,
    UpdatesList: () => <UpdatesList updates={data.updates} />,
    ReportsList: () => <ReportRegister reports={data.reports} />,
    SignLanguageVideos: () => <SignLanguageVideos videos={data.videos} />,
    AdrList: () => <AdrList adrs={data.adrs} />,
    VorgaengerZuordnung: () => <PredecessorMapping criteria={data.criteria} />,
    VorgaengerNeu: () => <PredecessorNewCriteria criteria={data.criteria} />,
    VorgaengerOhneKriterium: () => <PredecessorWithoutCriterion criteria={data.criteria} />,
    OpenDataFields,
    OpenDataCsvColumns,
    ReportDataFields,
    ReportDataCsvColumns,
    CaseStudyTeasers: ({ folder, files = [] }: { folder: string; files?: string[] }) => (
      <TeaserCards pages={data.pickCaseStudies(folder, files, pagePath)} allHref={`/${folder}`} allLabel={m.allCaseStudies} />
    ),
  };
}
