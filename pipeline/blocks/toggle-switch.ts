import { z } from 'zod';
import { flag } from './attribute-types.ts';
import { defineBlock } from './define-block.ts';

/** ToggleSwitch: a labelled switch that shows or hides its content */
export const toggleSwitchBlock = defineBlock({
  names: ['toggle-switch'],
  title: 'required',
  content: 'markdown',
  attributes: z.object({ on: flag }).strict(),
  example: `::: toggle-switch Показать подробности для специалистов
Текст для врачей.
:::`,
  build: ({ title, attributes, children }) => ({
    type: 'toggleSwitch',
    label: title!,
    on: attributes.on,
    children,
  }),
});
