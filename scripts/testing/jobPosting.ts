// A check of JobPosting JSON-LD against Google's documentation of job-posting structured data
// (developers.google.com/search/docs/appearance/structured-data/job-posting): the required
// properties, and the recommended ones this site promises to give. Returns what is wrong, one
// line each; an empty list means the posting is eligible as far as its data can tell.

const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
];
const UNIT_TEXTS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];
/** ISO 8601: a date, or a date and time with an optional offset. */
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const many = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

export function jobPostingProblems(posting: unknown): string[] {
  const problems: string[] = [];
  if (!isNode(posting)) return ['the JSON-LD is not an object'];
  if (posting['@context'] !== 'https://schema.org' && posting['@context'] !== 'http://schema.org')
    problems.push('@context must be https://schema.org');
  if (posting['@type'] !== 'JobPosting') problems.push('@type must be JobPosting');

  // Required.
  const title = text(posting.title);
  if (!title) problems.push('title is required');
  const description = text(posting.description);
  if (!description) problems.push('description is required (the full posting, in HTML)');
  else if (description === title) problems.push('description must not be the title');
  if (!ISO_8601.test(text(posting.datePosted)))
    problems.push('datePosted is required, in ISO 8601');
  const organization = posting.hiringOrganization;
  if (!isNode(organization) || !text(organization.name))
    problems.push('hiringOrganization is required, an Organization with a name');
  else if (!text(organization.sameAs) && !text(organization.logo))
    problems.push('hiringOrganization should give sameAs or logo');

  const remote = posting.jobLocationType === 'TELECOMMUTE';
  if (posting.jobLocationType !== undefined && !remote)
    problems.push('jobLocationType can only be TELECOMMUTE');
  const locations = many(posting.jobLocation);
  if (!remote && locations.length === 0)
    problems.push('jobLocation is required unless the job is fully remote (TELECOMMUTE)');
  for (const location of locations) {
    const address = isNode(location) ? location.address : undefined;
    if (!isNode(location) || location['@type'] !== 'Place' || !isNode(address))
      problems.push('jobLocation must be a Place with an address');
    else if (!text(address.addressCountry))
      problems.push('jobLocation.address.addressCountry is required');
    else if (!text(address.addressLocality) || !text(address.addressRegion))
      problems.push('jobLocation.address should give addressLocality and addressRegion');
  }
  if (remote) {
    const areas = many(posting.applicantLocationRequirements);
    if (!areas.length || !areas.every((area) => isNode(area) && text(area.name)))
      problems.push('a TELECOMMUTE job needs applicantLocationRequirements (named areas)');
  }

  // Recommended, and promised by this site.
  if (posting.validThrough !== undefined) {
    if (!ISO_8601.test(text(posting.validThrough))) problems.push('validThrough must be ISO 8601');
    else if (Date.parse(text(posting.validThrough)) <= Date.parse(text(posting.datePosted)))
      problems.push('validThrough must be after datePosted');
  }
  const types = many(posting.employmentType);
  if (!types.length || !types.every((type) => EMPLOYMENT_TYPES.includes(String(type))))
    problems.push(`employmentType must be one of ${EMPLOYMENT_TYPES.join(', ')}`);
  const salary = posting.baseSalary;
  if (!isNode(salary) || salary['@type'] !== 'MonetaryAmount')
    problems.push('baseSalary must be a MonetaryAmount');
  else {
    if (!/^[A-Z]{3}$/.test(text(salary.currency)))
      problems.push('baseSalary.currency must be an ISO 4217 code');
    const value = salary.value;
    if (!isNode(value) || value['@type'] !== 'QuantitativeValue')
      problems.push('baseSalary.value must be a QuantitativeValue');
    else {
      const [min, max, single] = [value.minValue, value.maxValue, value.value];
      const numbers = [min, max, single].filter((n) => n !== undefined);
      if (!numbers.length || !numbers.every((n) => typeof n === 'number' && n > 0))
        problems.push(
          'baseSalary.value needs value, or minValue and maxValue, as positive numbers',
        );
      else if (typeof min === 'number' && typeof max === 'number' && min > max)
        problems.push('baseSalary minValue must not exceed maxValue');
      if (!UNIT_TEXTS.includes(text(value.unitText)))
        problems.push(`baseSalary unitText must be one of ${UNIT_TEXTS.join(', ')}`);
    }
  }
  if (posting.directApply !== undefined && typeof posting.directApply !== 'boolean')
    problems.push('directApply must be true or false');
  return problems;
}
