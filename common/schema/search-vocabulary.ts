import { z } from 'zod';
import { expectation } from './expectations.ts';

// content/data/search-vocabulary.yaml: the site search's vocabulary, groups of words and phrases
// that name one thing (common/search/synonyms.ts reads them). An abbreviation is written in
// capitals («ДЦП»): it then matches only itself; any other word matches in any of its forms.

const phraseSchema = z
  .string()
  .trim()
  // letters spelled out rather than \p{L}: the editors' YAML tooling reads the JSON Schema's pattern without the u flag;
  // a word of one letter only between two others: «отстаёт в развитии», «логопед и дефектолог»
  .regex(/^[0-9A-Za-zА-Яа-яЁё]{2,}(?:(?:[ -][0-9A-Za-zА-Яа-яЁё]+){0,3}[ -][0-9A-Za-zА-Яа-яЁё]{2,})?$/, expectation('search-phrase'));

/** a phrase as two phrases are compared: lowercased, ё as е, one space between words */
const comparable = (phrase: string) => phrase.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');

export const searchVocabularySchema = z
  .object({
    groups: z.array(z.array(phraseSchema).min(2)).superRefine((groups, context) => {
      const seen = new Set<string>();
      for (const [group, phrases] of groups.entries()) {
        for (const [position, phrase] of phrases.entries()) {
          const key = comparable(phrase);
          if (seen.has(key)) context.addIssue({ code: 'custom', message: expectation('search-phrase-repeated'), path: [group, position], input: phrase });
          seen.add(key);
        }
      }
    }),
  })
  .strict();
