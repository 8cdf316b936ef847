import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureTestBuild } from '../../../testing/build/test-build.ts';
import { jsonLdBlocks, vocabularyProblems, type JsonLdSource } from '../../../testing/json-ld-vocabulary.ts';

// Every JSON-LD block the production build publishes is schema.org's vocabulary: its types,
// properties and enumeration values as schema.org defines them (testing/json-ld-vocabulary.ts),
// beyond the properties search engines require (tests/e2e/support/json-ld.ts).

let sources: JsonLdSource[];

beforeAll(async () => {
  const { distDir } = await ensureTestBuild();
  sources = readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort()
    .flatMap((file) => jsonLdBlocks(readFileSync(path.join(distDir, file), 'utf8')).map((block) => ({ where: file, block })));
}, 600_000);

describe('structured data of the production build', () => {
  it('is read from the built pages: the clinic, breadcrumbs and questions with answers', () => {
    const types = new Set(sources.map(({ block }) => (block as Record<string, unknown>)['@type']));
    expect([...types]).toEqual(expect.arrayContaining(['BreadcrumbList', 'FAQPage', 'MedicalClinic']));
  });

  it('is schema.org vocabulary, block by block', async () => {
    expect(await vocabularyProblems(sources)).toEqual([]);
  });

  it('would name a value outside an enumeration, an unknown property and an unknown type', async () => {
    const clinic = sources.find(({ block }) => (block as Record<string, unknown>)['@type'] === 'MedicalClinic')!;
    const problems = await vocabularyProblems([
      { where: 'specialties', block: { ...(clinic.block as object), medicalSpecialty: ['Neurologic', 'PhysicalTherapy'] } },
      { where: 'lab', block: { ...(clinic.block as object), medicalSpecialty: 'DiagnosticLab' } },
      { where: 'property', block: { ...(clinic.block as object), doctorOnDuty: 'да' } },
      { where: 'type', block: { '@context': 'https://schema.org', '@type': 'MedicalClinc', name: 'Клиника' } },
    ]);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^specialties: .*"PhysicalTherapy".*Did you mean '"Physiotherapy"'/);
    expect(problems[1]).toMatch(/^lab: .*"DiagnosticLab"/);
    expect(problems[2]).toMatch(/^property: .*doctorOnDuty"?' does not exist/);
    expect(problems[3]).toMatch(/^type: .*MedicalClinc/);
  });
});
