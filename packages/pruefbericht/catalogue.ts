/**
 * The requirements a peer review assesses, one per step of every criterion, with the stable ID
 * of issue 34 ("6.3"). Read from the site's open data (/daten/servicestandard.json, format
 * 1.2.0 and later), which the build writes from the criteria pages: the service loads it from the
 * built site, so reviewers always assess the requirements the site shows.
 */
import * as z from 'zod';

/** The three levels of obligation of a step. */
export const REQUIREMENT_LEVELS = ['MUSS', 'SOLL', 'KANN'] as const;
export type RequirementLevel = (typeof REQUIREMENT_LEVELS)[number];

export interface Requirement {
  /** "6.3": criterion and step number, never reused. */
  id: string;
  /** The criterion's number, 1 to 13. */
  criterion: number;
  /** The step's title. */
  title: string;
  level: RequirementLevel;
  /** The step on its criterion page, ending in its anchor (#anforderung-6-3). */
  url: string;
}

export interface CatalogueCriterion {
  number: number;
  title: string;
  url: string;
  requirements: Requirement[];
}

/** The criteria in order, each with its requirements in order. */
export type RequirementCatalogue = readonly CatalogueCriterion[];

const openData = z.object({
  kriterien: z
    .array(
      z.object({
        nummer: z.number().int().min(1),
        titel: z.string().min(1),
        url: z.string().min(1),
        schritte: z.array(
          z.object({
            id: z.string().regex(/^\d{1,2}\.\d{1,2}$/),
            titel: z.string().min(1),
            verbindlichkeit: z.enum(REQUIREMENT_LEVELS),
            url: z.string().min(1),
          }),
        ),
      }),
    )
    .min(1),
});

/** The catalogue from the text of /daten/servicestandard.json; throws when the file lacks the requirement IDs. */
export function catalogueFromOpenData(json: string): RequirementCatalogue {
  const data = openData.parse(JSON.parse(json));
  return data.kriterien.map((criterion) => ({
    number: criterion.nummer,
    title: criterion.titel,
    url: criterion.url,
    requirements: criterion.schritte.map((step) => ({ id: step.id, criterion: criterion.nummer, title: step.titel, level: step.verbindlichkeit, url: step.url })),
  }));
}

/** Every requirement of the catalogue by its ID. */
export function requirementsById(catalogue: RequirementCatalogue): Map<string, Requirement> {
  return new Map(catalogue.flatMap((criterion) => criterion.requirements.map((requirement) => [requirement.id, requirement] as const)));
}
