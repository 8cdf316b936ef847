// What each schema.org type we publish must carry (schema.org and the search engines' rich-result
// requirements), and a check that a JSON-LD block claims nothing it leaves empty.

type Json = Record<string, unknown>;

const REQUIRED: Record<string, readonly string[]> = {
  MedicalClinic: ['name', 'url', 'address', 'geo', 'telephone', 'email', 'openingHours', 'medicalSpecialty'],
  PostalAddress: ['streetAddress', 'addressLocality', 'addressRegion', 'addressCountry'],
  GeoCoordinates: ['latitude', 'longitude'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name'],
  MedicalWebPage: ['name', 'url', 'lastReviewed'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
};

/** every problem of one JSON-LD block: an unknown type, a missing property, an empty value */
export function jsonLdProblems(block: unknown): string[] {
  const problems: string[] = [];
  if (typeof block !== 'object' || block === null) return ['not an object'];
  if ((block as Json)['@context'] !== 'https://schema.org') problems.push('@context is not https://schema.org');
  const visit = (node: unknown, where: string): void => {
    if (Array.isArray(node)) {
      if (node.length === 0) problems.push(`${where}: empty list`);
      node.forEach((item, index) => visit(item, `${where}[${index}]`));
      return;
    }
    if (typeof node === 'string') {
      if (node.trim() === '') problems.push(`${where}: empty text`);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const object = node as Json;
    const type = object['@type'];
    if (typeof type === 'string') {
      const required = REQUIRED[type];
      if (required === undefined) problems.push(`${where}: a type this check does not know: ${type}`);
      for (const property of required ?? []) if (!(property in object)) problems.push(`${where} (${type}): no ${property}`);
    }
    for (const [key, value] of Object.entries(object)) visit(value, `${where}.${key}`);
  };
  visit(block, '$');
  // schema.org: every ListItem but the last names the page it stands for
  const items = (block as Json).itemListElement;
  if (Array.isArray(items)) {
    items.forEach((item, index) => {
      if ((item as Json).position !== index + 1) problems.push(`ListItem ${index}: position ${(item as Json).position}`);
      if (index < items.length - 1 && typeof (item as Json).item !== 'string') problems.push(`ListItem ${index}: no item address`);
    });
  }
  return problems;
}
