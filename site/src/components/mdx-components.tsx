/**
 * The components every MDX page can use (docs/inhalte.md), with the site data bound in, so
 * authors write <GlossaryIndex /> and the page gets the glossary.
 */
import type { ComponentType } from 'react';
import type { SiteData } from '../lib/site-data.ts';
import { Alert, Card, Cards, GlossaryLink, InfoBox, Step, Steps, TwoColumns } from './blocks/Blocks.tsx';
import { ContactDataNotice, ContactEmail, IssuesLink, PostalAddress, RepositoryLink } from './blocks/Kontakt.tsx';
import { AudienceList, CriteriaOverview, GlossaryIndex, NamedWithCriteria, TeaserCards } from './content/DataBlocks.tsx';
import { AdrList, AnalyticsOptOut, BrokenLinkReport, ReportsList, SignLanguageVideos, Statistik, StatistikAdresse, UpdatesList } from './content/ListBlocks.tsx';

// MDX hands each component its own props; the map is typed loosely on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export function createMdxComponents(data: SiteData, pagePath: string): Record<string, AnyComponent> {
  return {
    Alert,
    Steps,
    Step,
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
    SkillsList: () => <NamedWithCriteria items={data.skills} criteria={data.criteria} pick={(c) => c.skills} criteriaLabel="Gebraucht in diesen Kriterien:" />,
    PhasesList: () => <NamedWithCriteria items={data.phases} criteria={data.criteria} pick={(c) => c.phases} criteriaLabel="Wichtig in dieser Phase:" />,
    AudienceList: () => <AudienceList groups={data.audiences} />,
    UpdatesList: () => <UpdatesList updates={data.updates} />,
    ReportsList: () => <ReportsList reports={data.reports} />,
    SignLanguageVideos: () => <SignLanguageVideos videos={data.videos} />,
    AdrList: () => <AdrList adrs={data.adrs} />,
    CaseStudyTeasers: ({ folder, files = [] }: { folder: string; files?: string[] }) => (
      <TeaserCards pages={data.pickCaseStudies(folder, files, pagePath)} allHref={`/${folder}`} allLabel="Alle Praxisberichte" />
    ),
  };
}
