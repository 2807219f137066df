import type { CASE_STUDY_SLUGS } from '@yo/domain';

/** The partners' names by slug, for page titles (the stories themselves load with their page). */
export const caseStudyNames: Record<string, string> = {
  'solis-credit': 'Solis Credit',
  'made-technologies': 'MADE Technologies',
  'cj-cubes-wholesale': 'CJ Cubes Wholesale',
} satisfies Record<(typeof CASE_STUDY_SLUGS)[number], string>;
