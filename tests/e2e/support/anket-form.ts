import type { Locator, Page } from '@playwright/test';

/** fills the unlocked anket as a parent would (every required field, two «Да» answers, a second attendant) */
export async function fillAnket(page: Page): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Анкета' });
  await form.getByRole('textbox', { name: 'Фамилия ребёнка' }).fill('Иванов');
  await form.getByRole('textbox', { name: 'Имя ребёнка' }).fill('Пётр');
  await form.getByRole('textbox', { name: 'Отчество ребёнка' }).fill('Сергеевич');
  await form.getByRole('textbox', { name: 'Диагноз' }).fill('ДЦП, спастическая диплегия');
  await form.getByLabel('Дата рождения').fill('2015-03-05');
  await form.getByRole('spinbutton', { name: 'Рост, см' }).fill('120');
  await form.getByRole('spinbutton', { name: 'Вес, кг' }).fill('25.5');
  await form.getByRole('group', { name: 'Нужна отдельная кровать' }).getByRole('radio', { name: 'Да' }).check();
  await form.getByRole('group', { name: 'Есть гастростома' }).getByRole('radio', { name: 'Да' }).check();
  await form.getByRole('textbox', { name: 'Фамилия родителя' }).fill('Иванова');
  await form.getByRole('textbox', { name: 'Имя родителя' }).fill('Мария');
  await form.getByRole('textbox', { name: 'Телефон', exact: true }).fill('+79991234567');
  await form.getByRole('textbox', { name: 'Электронная почта' }).fill('maria@example.ru');
  await form.getByRole('group', { name: 'Едет второй сопровождающий' }).getByRole('radio', { name: 'Да' }).check();
  await form.getByRole('textbox', { name: 'Фамилия второго сопровождающего' }).fill('Иванов');
  await form.getByRole('textbox', { name: 'Имя второго сопровождающего' }).fill('Сергей');
  return form;
}
