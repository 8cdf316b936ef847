import { z } from 'zod';
import { frontmatterSchema } from '../frontmatter.ts';
import { isoDateSchema, localAssetSchema } from '../content-items.ts';
import { text } from './values.ts';

// One news item: a markdown file of content/pages/news/, a page whose frontmatter carries, beside
// a page's own fields, what the lists show — its day and its picture. The news list, the home
// page's card, the news sequence of spec §2.10 and the sitemap's dates are made from these files,
// so adding a news item is adding a file. The titles and descriptions below are the labels an
// editor's form shows (and the editors' JSON Schema carries).

const pictureSchema = z
  .object({
    src: localAssetSchema.meta({
      title: 'Картинка',
      description: 'файл из content/public, например /images/news/victory-2012.svg',
      contentMediaType: 'image/*',
    }),
    alt: text.meta({ title: 'Что на картинке', description: 'описание для тех, кто картинку не видит' }),
  })
  .strict();

export const newsEntrySchema = frontmatterSchema
  .extend({
    title: frontmatterSchema.shape.title.meta({ title: 'Заголовок' }),
    description: frontmatterSchema.shape.description.meta({
      title: 'Кратко',
      description: 'одно предложение: карточка новости, результаты поиска и описание страницы для поисковиков',
    }),
    /** the news item's day: the lists are ordered by it, and an item dated in the future waits for a build on or after it */
    date: isoDateSchema.meta({
      title: 'Дата',
      format: 'date',
      description: 'ГГГГ-ММ-ДД; новость с датой в будущем появится на сайте со сборки в этот день или позже',
    }),
    /** the picture of its card on /news and on the home page */
    picture: pictureSchema.meta({ title: 'Картинка для карточки' }),
  })
  .strict();

export type NewsEntryFile = z.infer<typeof newsEntrySchema>;
