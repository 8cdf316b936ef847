// The medical services a page offers (frontmatter `services`) against the licence's works
// (content/data/licence.yaml): a service the licence does not cover is work without a licence
// (КоАП 14.1) and advertising of it (38-ФЗ ст. 7 п. 7). These are the clinic's to act on — add the
// work to the licence or take the service off the site — so each is a launch item, not an error.
import type { Frontmatter } from '../../common/schema/frontmatter.ts';
import { LICENSED_WORKS, type LicensedWork } from '../../common/schema/clinic-data/licensed-works.ts';
import { LICENCE_LAW } from '../../common/schema/launch.ts';
import type { SampleValue } from '../shared/sample-values.ts';

/** the pages that describe a service: each names what it offers in `services` */
const SERVICE_PAGE = /^pages\/services\/(?!index\.md$)[^/]+\.md$/;

const ACTION = 'добавить работу в лицензию (переоформить лицензию) или убрать услугу с сайта';

/**
 * The launch items of a page's services. `works` is the licence's list, undefined while the
 * licence is missing or broken (that is reported on its own). `lines` are the page's source lines.
 */
export function licensedServiceItems(
  file: string,
  frontmatter: Pick<Frontmatter, 'title' | 'services'>,
  lines: readonly string[],
  works: readonly LicensedWork[] | undefined,
): SampleValue[] {
  const page = `страница «${frontmatter.title}»`;
  const item = (what: string, line: number, law = LICENCE_LAW, kind: SampleValue['kind'] = 'decide'): SampleValue => ({
    what,
    file,
    line,
    topic: 'лицензия',
    kind,
    law,
  });
  if (frontmatter.services === undefined) {
    if (!SERVICE_PAGE.test(file)) return [];
    return [
      item(`${page} описывает медицинскую услугу, но не называет работу по лицензии, которая её покрывает: назвать работу — или убрать услугу с сайта`, 1),
    ];
  }
  let searchFrom = 0;
  return frontmatter.services.flatMap((service) => {
    const at = lines.findIndex((text, index) => index >= searchFrom && /^\s*-?\s*name\s*:/.test(text) && text.includes(service.name.slice(0, 20)));
    if (at !== -1) searchFrom = at + 1;
    const line = at + 1 || 1;
    const named = `услуга «${service.name}» (${page})`;
    const items: SampleValue[] = [];
    if (service.work === undefined)
      items.push(item(`${named}: не названа работа лицензии, которая её покрывает — назвать работу; если её нет в лицензии, ${ACTION}`, line));
    else if (works !== undefined && !works.includes(service.work)) {
      items.push(item(`${named}: в лицензии нет работы «${LICENSED_WORKS[service.work]}» — ${ACTION}`, line));
    }
    if (service.requires === 'cell-product-registration' && service.registration === undefined) {
      items.push(
        item(
          `${named} применяет биомедицинский клеточный продукт: прислать регистрационное удостоверение продукта или разрешение Минздрава России на клиническое исследование (номер, дата), одобрение совета по этике, название продукта и лабораторию, которая его производит, — или убрать услугу с сайта`,
          line,
          ['180-ФЗ', '38-ФЗ ст. 7 п. 2'],
          'send',
        ),
      );
    }
    return items;
  });
}
