import { noAttributes } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';
import { link, list, paragraph, text } from './data-nodes.ts';

/**
 * Free medical care: whether the clinic takes part in the ОМС programme, where the same care is
 * free, and the federal and regional programmes of state guarantees (content/data/free-care.yaml;
 * the rules of paid services it follows: content/data/patients.yaml)
 */
export const freeCareBlock = defineBlock({
  names: ['free-care'],
  title: 'none',
  content: 'none',
  attributes: noAttributes,
  topic: 'цены и услуги',
  example: `::: free-care
:::`,
  build: ({ data }) => {
    const freeCare = data('freeCare');
    const patients = data('patients');
    if (freeCare === undefined || patients === undefined) return undefined;
    return [
      paragraph(
        text(
          freeCare.participatesInOms
            ? 'Клиника участвует в программе обязательного медицинского страхования: помощь, которая входит в программу, пациент с полисом ОМС получает бесплатно; остальные услуги клиника оказывает платно, по договору.'
            : 'Клиника оказывает медицинские услуги платно, по договору, и в программе обязательного медицинского страхования не участвует. Медицинскую помощь по профилю клиники — консультации невролога, обследования, медицинскую реабилитацию — можно получить бесплатно по полису ОМС в рамках программы государственных гарантий и территориальной программы своего региона: для этого обратитесь в поликлинику по месту прикрепления.',
        ),
      ),
      paragraph(text('Программы бесплатной медицинской помощи:')),
      list([[link(freeCare.federal.href, freeCare.federal.title)], [link(freeCare.regional.href, freeCare.regional.title)]]),
      paragraph(text(`Так клиника сообщает о возможности получить медицинскую помощь бесплатно, как того требуют ${patients.paidServicesRules}.`)),
    ];
  },
});
