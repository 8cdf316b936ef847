import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diagnosticSchema } from '../../common/schema/diagnostic.ts';
import { runContentCli } from '../../testing/run-cli.ts';

// A launch cannot go live with sample data (content/README.md, «Перед запуском: список для
// клиники»): the release check refuses each sample value still in the real content and lists it
// on the launch checklist a manager reads. The production build's refusal is tested on a fixture
// (tests/tooling/build/release-gate.test.ts), each checklist rule in tests/pipeline/report/launch-checklist.test.ts.

const ordinary = await runContentCli(['check']);
const count = Number(/образцы данных: (\d+)/.exec(ordinary.stderr)![1]);
const checklist = await runContentCli(['checklist']);
const IMAGES = path.resolve(import.meta.dirname, '../../content/public/images');

describe('the real content before launch', () => {
  it('check counts its sample values in one line and passes', () => {
    expect(ordinary.code).toBe(0);
    const lines = ordinary.stderr.split('\n').filter((line) => line.includes('образцы данных'));
    expect(lines).toEqual([expect.stringMatching(/^образцы данных: \d+ — перед запуском замените их \(check --release\)$/)]);
  });

  it('check --release with JSON gives each one at its line, exit 1', async () => {
    const result = await runContentCli(['check', '--release', '--format', 'json']);
    expect(result.code).toBe(1);
    const diagnostics = diagnosticSchema.array().parse(JSON.parse(result.stdout));
    expect(diagnostics).toHaveLength(count);
    expect(diagnostics).toContainEqual(expect.objectContaining({ code: 'sample-value', file: 'data/clinic.yaml', line: 15, message: expect.stringContaining('номер телефона клиники для пациентов') }));
    expect(diagnostics).toContainEqual(expect.objectContaining({ code: 'review-consent', file: 'data/reviews/2022-08-30-lyudmila-iskitim.yaml', line: 4 }));
  });

  it('check --release ends with the checklist, grouped by topic, what to send apart from what to decide', async () => {
    const result = await runContentCli(['check', '--release']);
    expect(result.code).toBe(1);
    const topics = result.stdout.split('\n').filter((line) => /^[А-Я]/.test(line));
    expect(topics).toEqual([
      expect.stringMatching(/^Перед запуском сайта — \d+ пункт(а|ов)?: прислать \d+, решить \d+$/),
      'Реквизиты',
      'Лицензия',
      'Персонал',
      'Цены и услуги',
      'Правовые тексты',
      'Изображения',
      'Формы и почта',
      'Тексты страниц',
    ]);
    expect(result.stdout).toContain('  ☐ Номер телефона клиники для пациентов — основание: 323-ФЗ; приказ Минздрава № 118н (статью и пункт уточнить у юриста) (content/data/clinic.yaml:15)');
    expect(result.stdout).toMatch(/\n {2}Решить:\n {2}☐ Участвует ли клиника в программе обязательного медицинского страхования/);
  });

  describe('the checklist to print', () => {
    const result = checklist;
    const document = result.stdout;
    const section = (title: string) => document.slice(document.indexOf(`\n## ${title}\n`) + 1).split('\n## ')[0]!;

    it('is in plain Russian: no file, field or code word a manager would not know', () => {
      expect(result.code).toBe(1);
      for (const word of ['sample', 'decide', 'VITE_', '.yaml', '.md', 'content/', 'formService', 'legalName', 'true', 'false', '{{']) expect(document).not.toContain(word);
      expect(document).not.toMatch(/\b[a-z]+[A-Z][A-Za-z]*\b/);
    });

    it('lists every placeholder picture under content/public/images/', () => {
      const pictures = readdirSync(IMAGES, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
      expect(pictures.length).toBeGreaterThanOrEqual(8);
      expect(section('Изображения').match(/^- \[ \] /gm)).toHaveLength(pictures.length);
      expect(section('Изображения')).toContain('- [ ] Фотография холла клиники');
    });

    it('asks for each worker in one line, and for the licence’s works against what the site offers', () => {
      expect(section('Персонал')).toMatch(/^- \[ \] Образец — Орлова Елена Викторовна, врач-невролог: ФИО по документам; учебное заведение; год диплома;/m);
      // every role «О клинике» names has a worker's file: none is reported as having none
      expect(section('Персонал')).not.toContain('а сведений ни об одном таком работнике нет');
      expect(section('Персонал')).toMatch(/^- \[ \] Образец — Фамилия Имя Отчество, инструктор по лечебной физкультуре: /m);
      // a worker whose name is a sample starts with «Образец», so no sample reads as a real doctor
      for (const line of section('Персонал').match(/^- \[ \] .+ФИО.+$/gm)!) expect(line).toMatch(/^- \[ \] Образец — /);
      // the sample licence covers none of these: each page offering one is a line
      const licence = section('Лицензия');
      for (const work of ['офтальмология', 'анестезиология и реаниматология', 'клиническая лабораторная диагностика', 'рефлексотерапия', 'в стационарных условиях', 'медицинская реабилитация']) {
        expect(licence).toMatch(new RegExp(`^- \\[ \\] Услуга «[^»]+» \\(страница «[^»]+»\\): в лицензии нет работы «[^»]*${work}[^»]*» — добавить работу в лицензию \\(переоформить лицензию\\) или убрать услугу с сайта — основание: 38-ФЗ ст\\. 7 п\\. 7; КоАП РФ`, 'm'));
      }
      expect(licence).toMatch(/^- \[ \] Услуга «Терапия макрофагами M2» \(страница «Макрофаги M2 в комплексном лечении детского церебрального паралича»\) применяет биомедицинский клеточный продукт: прислать регистрационное удостоверение .* — основание: 180-ФЗ; 38-ФЗ/m);
    });

      it('asks for the notice to Roskomnadzor, where the server stands and the health data’s lawful basis, each with its law', () => {
      const forms = section('Формы и почта');
      expect(forms).toMatch(/^- \[ \] Уведомление об обработке персональных данных: подать его в Роскомнадзор через форму на pd\.rkn\.gov\.ru .+ — основание: 152-ФЗ ст\. 22 ч\. 1$/m);
      expect(forms).toMatch(/^- \[ \] Хостинг-провайдер, у которого арендован сервер сайта .+ — основание: 152-ФЗ ст\. 18 ч\. 5$/m);
      expect(forms).toMatch(/^- \[ \] Страна дата-центра, где стоит сервер сайта и база форм.+ — основание: 152-ФЗ ст\. 18 ч\. 5$/m);
      expect(forms).toMatch(/^- \[ \] Подтвердить, что почтовый сервер.+ — основание: 152-ФЗ ст\. 18 ч\. 5; 152-ФЗ/m);
      const decisions = forms.split('**Решить**')[1]!;
      expect(decisions).toMatch(
        /^- \[ \] Основание обработки сведений о здоровье из анкеты: исключение для медицинских целей .+ или письменное согласие .+ — основание: 152-ФЗ ст\. 10 ч\. 2 п\. 4; 152-ФЗ ст\. 10 ч\. 2 п\. 1$/m,
      );
    });

  it('names the decisions: a lawyer on the reviews and the rules of paid services, joining ОМС, the form storage', () => {
      const decisions = section('Правовые тексты').split('**Решить**')[1]!;
      expect(decisions).toContain('юрист клиники решает, можно ли их публиковать');
      expect(decisions).toContain('постановление № 736 от 11.05.2023 утратило силу 01.09.2026');
      expect(section('Правовые тексты')).toContain('Отзыв «Людмила, бабушка Вани, Искитим» от 30.08.2022 написан о ребёнке не родителем');
      expect(section('Цены и услуги')).toMatch(/\*\*Решить\*\*[\s\S]*Участвует ли клиника в программе обязательного медицинского страхования/);
      expect(section('Формы и почта')).toMatch(/\*\*Решить\*\*[\s\S]*Сколько дней хранить форму с сайта/);
    });
  });
});
